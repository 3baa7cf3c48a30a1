import path from 'node:path';
import { PlaidEnvironments } from 'plaid';

/** Everything the API reads from its environment, typed once. */
export interface Config {
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
  rateLimit: { max: number; timeWindowMs: number };
  bodyLimit: number;
}

const repoRoot = path.resolve(__dirname, '..', '..');

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function plaidEnvironmentUrl(name: string | undefined): string {
  const env = name || 'production';
  const url = (PlaidEnvironments as Record<string, string | undefined>)[env];
  if (!url) throw new Error(`PLAID_ENV must be one of ${Object.keys(PlaidEnvironments).join(', ')}`);
  return url;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  const key = env.TOKEN_ENCRYPTION_KEY || undefined;
  if (key !== undefined && !/^[0-9a-fA-F]{64}$/.test(key)) {
    throw new Error('TOKEN_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)');
  }
  const production = env.NODE_ENV === 'production';
  const port = intFrom(env.API_PORT, 4000, 'API_PORT');
  return {
    port,
    host: env.API_HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dropSchemaOnClose: false,
    pgliteDir: env.PGLITE_DIR || path.join(dataDir, 'pglite'),
    dataDir,
    appOrigins: (env.APP_ORIGINS || 'http://localhost:3000')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    cognito: {
      region: env.COGNITO_REGION || 'us-east-1',
      userPoolId: env.COGNITO_USER_POOL_ID || 'us-east-1_LOCAL0001',
      clientId: env.COGNITO_CLIENT_ID || 'localwebclient',
      // Production leaves it unset: the AWS SDK's endpoint and Cognito's https JWKS.
      endpoint: env.COGNITO_ENDPOINT || (production ? undefined : 'http://localhost:9229'),
    },
    plaid: {
      clientId: env.PLAID_CLIENT_ID || 'local-client-id',
      secret: env.PLAID_SECRET || 'local-secret',
      baseUrl: env.PLAID_BASE_URL || (production ? plaidEnvironmentUrl(env.PLAID_ENV) : 'http://localhost:4010'),
      webhookUrl: env.PLAID_WEBHOOK_URL || `http://localhost:${port}/plaid/webhook`,
      clientName: env.PLAID_CLIENT_NAME || 'Finance Tracker',
      countryCodes: (env.PLAID_COUNTRY_CODES || 'US').split(',').map((c) => c.trim()),
    },
    tokenEncryptionKey: key,
    logLevel: env.LOG_LEVEL || 'info',
    rateLimit: {
      max: intFrom(env.RATE_LIMIT_MAX, 600, 'RATE_LIMIT_MAX'),
      timeWindowMs: intFrom(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    bodyLimit: intFrom(env.BODY_LIMIT, 256 * 1024, 'BODY_LIMIT'),
  };
}
