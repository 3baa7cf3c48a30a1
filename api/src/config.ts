import path from 'node:path';
import { FormatRegistry, Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { PlaidEnvironments } from 'plaid';
import { TRANSACTIONS_ANSWER_MAX_ROWS } from '@finance/shared/contracts';
import { ANSWER_PAGE_ROWS } from './domain/answer-pages';
import type { SyncJobOptions } from './domain/sync-job-options';
import type { ConnectionLimits } from './lib/http-server';
import { isTrustProxy, parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

/** Everything the API reads from its environment, typed once. */
export interface Config {
  /** APP_ENV=production: every production setting was given, and no local default is in use. */
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL connection string; absent means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests and bench give each run its own). */
  databaseSchema: string | undefined;
  /** Drop databaseSchema when the app closes (test runs only). */
  dropSchemaOnClose: boolean;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  pgliteDir: string;
  dataDir: string;
  appOrigins: string[];
  cognito: {
    region: string;
    userPoolId: string;
    clientId: string;
    /** Local identity emulator's JSON API; undefined in production (AWS endpoints). */
    endpoint: string | undefined;
  };
  plaid: {
    clientId: string;
    secret: string;
    /** The plaid SDK basePath (local emulator) or a Plaid environment URL. */
    baseUrl: string;
    webhookUrl: string;
    clientName: string;
    countryCodes: string[];
  };
  /** 64 hex chars; undefined in local mode: generated once under dataDir. */
  tokenEncryptionKey: string | undefined;
  logLevel: string;
  /** Whose X-Forwarded-For is believed for the caller's address (TRUST_PROXY); false: nobody's. */
  trustProxy: TrustProxy;
  rateLimit: {
    /** Requests per person (the verified token's sub) in a window. */
    max: number;
    timeWindowMs: number;
    /** Requests per address in a window, counted before authentication; also verified webhooks per address. */
    addressMax: number;
    /** Webhooks that fail the signature check, per address in a window (a budget of their own). */
    unverifiedMax: number;
  };
  connections: ConnectionLimits;
  /** Open event streams one person may hold on one API process. */
  eventStreamsPerPerson: number;
  bodyLimit: number;
  /** The most rows one GET /transactions response holds, by format (a constant of the contract; tests lower it). */
  responseMaxRows: { compact: number; full: number };
  /** Rows in one page of a large GET /transactions answer, written a page at a time (a constant; tests lower it). */
  responsePageRows: number;
  syncJobs: SyncJobOptions;
}

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * A request has 10 s for its headers and 30 s in all (the largest body, BODY_LIMIT, takes well under that on a slow
 * link), so a caller who trickles bytes holds a connection for half a minute at most; an idle keep-alive connection
 * closes after 10 s, any silent one after a minute (event streams write every 25 s and are exempt). 5,000
 * connections at once (an open event stream measured about 21 kB of heap: about 100 MB at the cap).
 */
const DEFAULT_CONNECTIONS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 10_000,
  connectionTimeoutMs: 60_000,
  maxConnections: 5_000,
  maxRequestsPerSocket: 1_000,
};

const Whole = (must: string) => Type.Optional(Type.String({ pattern: '^[0-9]+$', must }));
const Positive = (must: string) => Type.Optional(Type.String({ pattern: '^[1-9][0-9]*$', must: `${must}, 1 or more` }));
FormatRegistry.Set('trust-proxy', isTrustProxy);
const OneOf = (values: string[]) =>
  Type.Optional(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      { must: `one of ${values.join(', ')}` },
    ),
  );

/**
 * The variables the API reads, each with the rule it must meet. An unset or empty variable takes its default; every
 * variable that breaks its rule is reported at once, so a deployment is fixed in one go.
 */
const Environment = Type.Object({
  API_PORT: Whole('a port number (a whole number)'),
  API_HOST: Type.Optional(
    Type.String({
      pattern:
        '^(?:[0-9A-Fa-f:.]+|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*)$',
      must: 'an IP address or a host name to listen on',
    }),
  ),
  RATE_LIMIT_MAX: Whole('a whole number of requests'),
  RATE_LIMIT_WINDOW_MS: Whole('a whole number of milliseconds'),
  RATE_LIMIT_ADDRESS_MAX: Whole('a whole number of requests'),
  RATE_LIMIT_UNVERIFIED_MAX: Whole('a whole number of requests'),
  TRUST_PROXY: Type.Optional(
    Type.String({
      format: 'trust-proxy',
      must: 'a hop count (1 or more) or a comma-separated list of IP addresses and CIDR ranges (e.g. 10.0.0.0/8)',
    }),
  ),
  REQUEST_TIMEOUT_MS: Positive('a whole number of milliseconds'),
  HEADERS_TIMEOUT_MS: Positive('a whole number of milliseconds'),
  KEEP_ALIVE_TIMEOUT_MS: Positive('a whole number of milliseconds'),
  CONNECTION_TIMEOUT_MS: Positive('a whole number of milliseconds'),
  MAX_CONNECTIONS: Positive('a whole number of connections'),
  MAX_REQUESTS_PER_SOCKET: Positive('a whole number of requests'),
  EVENT_STREAMS_PER_PERSON: Positive('a whole number of streams'),
  BODY_LIMIT: Whole('a whole number of bytes'),
  SYNC_RETRY_LIMIT: Whole('a whole number of retries'),
  SYNC_RETRY_DELAY_SECONDS: Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]*$', must: 'a whole number of seconds, 1 or more' }),
  ),
  SYNC_HEARTBEAT_SECONDS: Type.Optional(
    Type.String({ pattern: '^([1-9][0-9]+)$', must: 'a whole number of seconds, 10 or more' }),
  ),
  TOKEN_ENCRYPTION_KEY: Type.Optional(
    Type.String({ pattern: '^[0-9a-fA-F]{64}$', must: '64 hexadecimal characters (32 bytes)' }),
  ),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://', must: 'a PostgreSQL connection string (postgres://...)' }),
  ),
  DATABASE_SCHEMA: Type.Optional(
    Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$', must: 'a schema name: lower-case letters, digits and _' }),
  ),
  PLAID_ENV: OneOf(Object.keys(PlaidEnvironments)),
  APP_ENV: OneOf(['local', 'production']),
  LOG_LEVEL: OneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
});
type Environment = Static<typeof Environment> & Record<string, string | undefined>;

/** Thrown with every bad variable named, one per line. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Variables whose value never appears in a message (the database URL may hold a password). */
const SECRET = new Set(['TOKEN_ENCRYPTION_KEY', 'PLAID_SECRET', 'DATABASE_URL']);

/** The emulators' credentials: a production deployment using one of them is a local default that leaked. */
const LOCAL_CREDENTIALS: Record<string, string> = {
  COGNITO_USER_POOL_ID: 'us-east-1_LOCAL0001',
  COGNITO_CLIENT_ID: 'localwebclient',
  PLAID_CLIENT_ID: 'local-client-id',
  PLAID_SECRET: 'local-secret',
};

/** Production has no default for these: each must be given. */
const REQUIRED_IN_PRODUCTION = [
  'APP_ORIGINS',
  'COGNITO_USER_POOL_ID',
  'COGNITO_CLIENT_ID',
  'PLAID_ENV',
  'PLAID_CLIENT_ID',
  'PLAID_SECRET',
  'PLAID_WEBHOOK_URL',
  'DATABASE_URL',
  'TOKEN_ENCRYPTION_KEY',
];

/** Local-only endpoints (the emulators): production reaches AWS and Plaid by their own addresses. */
const LOCAL_ONLY = {
  COGNITO_ENDPOINT: 'it points the API at the identity emulator',
  PLAID_BASE_URL: 'it points the API at the bank-linking emulator; PLAID_ENV chooses the Plaid environment',
};

function isHttpsUrl(value: string, originOnly = false): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (!originOnly || url.origin === value.replace(/\/$/, ''));
  } catch {
    return false;
  }
}

/** A key like 00…00 or abab…ab: a placeholder copied from an example, which anyone can guess. */
function isOneRepeatedByte(hexKey: string): boolean {
  return /^([0-9a-f]{2})\1{31}$/.test(hexKey.toLowerCase());
}

/** What a production configuration lacks or carries from local development, one problem per variable. */
function productionProblems(set: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const name of REQUIRED_IN_PRODUCTION) {
    if (set[name] === undefined) problems.push(`${name} is required when APP_ENV=production`);
  }
  for (const [name, why] of Object.entries(LOCAL_ONLY)) {
    if (set[name] !== undefined) problems.push(`${name} must not be set when APP_ENV=production (${why})`);
  }
  for (const [name, local] of Object.entries(LOCAL_CREDENTIALS)) {
    if (set[name] === local) problems.push(`${name} must not be the local emulator's credential in production`);
  }
  const origins = set.APP_ORIGINS?.split(',').map((origin) => origin.trim());
  const badOrigin = origins?.find((origin) => !isHttpsUrl(origin, true));
  if (badOrigin !== undefined) {
    problems.push(`APP_ORIGINS must be https origins (scheme and host, no path) in production, got "${badOrigin}"`);
  }
  if (set.TOKEN_ENCRYPTION_KEY !== undefined && isOneRepeatedByte(set.TOKEN_ENCRYPTION_KEY)) {
    problems.push(
      'TOKEN_ENCRYPTION_KEY must be a random key in production, not one byte repeated (make one with `openssl rand -hex 32`)',
    );
  }
  if (set.PLAID_WEBHOOK_URL !== undefined && !isHttpsUrl(set.PLAID_WEBHOOK_URL)) {
    problems.push(`PLAID_WEBHOOK_URL must be an https URL in production, got "${set.PLAID_WEBHOOK_URL}"`);
  }
  return problems;
}

/** Node refuses a headers timeout longer than the whole request's. */
function connectionProblems(set: Record<string, string | undefined>): string[] {
  const { HEADERS_TIMEOUT_MS: headers, REQUEST_TIMEOUT_MS: request } = set;
  const whole = (value: string | undefined) =>
    value !== undefined && /^[1-9][0-9]*$/.test(value) ? Number(value) : undefined;
  const [h, r] = [
    whole(headers) ?? DEFAULT_CONNECTIONS.headersTimeoutMs,
    whole(request) ?? DEFAULT_CONNECTIONS.requestTimeoutMs,
  ];
  return h > r ? [`HEADERS_TIMEOUT_MS (${h}) must not be longer than REQUEST_TIMEOUT_MS (${r})`] : [];
}

function checkedEnvironment(env: NodeJS.ProcessEnv): Environment {
  // Empty means unset: a variable cleared in a compose file or a shell takes its default.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const problems = [...Value.Errors(Environment, set)].map((error) => {
    const name = error.path.slice(1);
    const must = (error.schema as { must?: string }).must ?? error.message;
    return SECRET.has(name) ? `${name} must be ${must}` : `${name} must be ${must}, got "${String(error.value)}"`;
  });
  if (set.APP_ENV === 'production') problems.push(...productionProblems(set));
  problems.push(...connectionProblems(set));
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${[...new Set(problems)].join('\n  ')}`);
  return set;
}

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = checkedEnvironment(processEnv);
  const whole = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  const production = env.APP_ENV === 'production';
  const port = whole(env.API_PORT, 4000);
  return {
    production,
    port,
    // This machine only unless told otherwise: locally the identity emulator signs anyone in as anyone. A container
    // sets 0.0.0.0 (its published port reaches it from outside).
    host: env.API_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA,
    dropSchemaOnClose: false,
    pgliteDir: env.PGLITE_DIR ?? path.join(dataDir, 'pglite'),
    dataDir,
    appOrigins: (env.APP_ORIGINS ?? 'http://localhost:3000')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    cognito: {
      region: env.COGNITO_REGION ?? 'us-east-1',
      userPoolId: env.COGNITO_USER_POOL_ID ?? 'us-east-1_LOCAL0001',
      clientId: env.COGNITO_CLIENT_ID ?? 'localwebclient',
      // Production leaves it unset: the AWS SDK's endpoint and Cognito's https JWKS.
      endpoint: env.COGNITO_ENDPOINT ?? (production ? undefined : 'http://localhost:9229'),
    },
    plaid: {
      clientId: env.PLAID_CLIENT_ID ?? 'local-client-id',
      secret: env.PLAID_SECRET ?? 'local-secret',
      baseUrl:
        env.PLAID_BASE_URL ??
        (production ? PlaidEnvironments[env.PLAID_ENV ?? 'production']! : 'http://localhost:4010'),
      webhookUrl: env.PLAID_WEBHOOK_URL ?? `http://localhost:${port}/plaid/webhook`,
      clientName: env.PLAID_CLIENT_NAME ?? 'Finance Tracker',
      countryCodes: (env.PLAID_COUNTRY_CODES ?? 'US').split(',').map((c) => c.trim()),
    },
    tokenEncryptionKey: env.TOKEN_ENCRYPTION_KEY,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimit: {
      max: whole(env.RATE_LIMIT_MAX, 600),
      timeWindowMs: whole(env.RATE_LIMIT_WINDOW_MS, 60_000),
      addressMax: whole(env.RATE_LIMIT_ADDRESS_MAX, 600),
      unverifiedMax: whole(env.RATE_LIMIT_UNVERIFIED_MAX, 60),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    connections: {
      requestTimeoutMs: whole(env.REQUEST_TIMEOUT_MS, DEFAULT_CONNECTIONS.requestTimeoutMs),
      headersTimeoutMs: whole(env.HEADERS_TIMEOUT_MS, DEFAULT_CONNECTIONS.headersTimeoutMs),
      keepAliveTimeoutMs: whole(env.KEEP_ALIVE_TIMEOUT_MS, DEFAULT_CONNECTIONS.keepAliveTimeoutMs),
      connectionTimeoutMs: whole(env.CONNECTION_TIMEOUT_MS, DEFAULT_CONNECTIONS.connectionTimeoutMs),
      maxConnections: whole(env.MAX_CONNECTIONS, DEFAULT_CONNECTIONS.maxConnections),
      maxRequestsPerSocket: whole(env.MAX_REQUESTS_PER_SOCKET, DEFAULT_CONNECTIONS.maxRequestsPerSocket),
    },
    eventStreamsPerPerson: whole(env.EVENT_STREAMS_PER_PERSON, 10),
    bodyLimit: whole(env.BODY_LIMIT, 256 * 1024),
    responseMaxRows: { ...TRANSACTIONS_ANSWER_MAX_ROWS },
    responsePageRows: ANSWER_PAGE_ROWS,
    syncJobs: {
      retryLimit: whole(env.SYNC_RETRY_LIMIT, 5),
      retryDelaySeconds: whole(env.SYNC_RETRY_DELAY_SECONDS, 30),
      heartbeatSeconds: whole(env.SYNC_HEARTBEAT_SECONDS, 30),
    },
  };
}
