import path from 'node:path';

/** The identity pool and app client the emulator serves: the local credentials the README lists. */
export const POOL_ID = 'us-east-1_LOCAL0001';
export const CLIENT_ID = 'localwebclient';
export const REGION = 'us-east-1';
export const ISSUER = `https://cognito-idp.${REGION}.amazonaws.com/${POOL_ID}`;

export const PLAID_CLIENT_ID = 'local-client-id';
export const PLAID_SECRET = 'local-secret';

/** Default link volume for the benchmark user (`user_bench`). */
export const DEFAULT_BENCH_TRANSACTIONS = 50_000;

export interface EmulatorOptions {
  /** Where keys, the certificate, users, tokens and items are kept. */
  dataDir?: string;
  /**
   * All ports at once: `ports: 0` picks three free ports (what tests want); an object sets some. The single-port
   * options below win over it.
   */
  ports?: number | { identityHttp?: number; identityHttps?: number; plaid?: number };
  /** 0 picks a free port. */
  identityHttpPort?: number;
  identityHttpsPort?: number;
  plaidPort?: number;
  /** The address the identity service's two servers listen on; 127.0.0.1 (this machine only) unless told otherwise. */
  identityHost?: string;
  /** The address the bank-linking emulator listens on; 127.0.0.1 unless told otherwise. */
  plaidHost?: string;
  /** Lifetime of ID and access tokens, in seconds. */
  tokenTtlSeconds?: number;
  /** Redirect URIs registered for the app client (the hosted UI refuses others). */
  redirectUris?: string[];
  logoutUris?: string[];
  /** When set, every webhook goes to this URL instead of the item's own. */
  plaidWebhookOverride?: string;
  /** Transactions generated for the benchmark user's item (Link username `user_bench`). */
  benchTransactions?: number;
  /** A client_user_id whose items also get the benchmark volume. */
  benchUser?: string;
  /** Prints nothing when false (tests). */
  log?: boolean;
}

export type ResolvedOptions = Required<Omit<EmulatorOptions, 'plaidWebhookOverride' | 'benchUser' | 'ports'>> &
  Pick<EmulatorOptions, 'plaidWebhookOverride' | 'benchUser'>;

function list(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function int(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`expected a non-negative integer, got "${value}"`);
  return parsed;
}

/** An IPv4 or IPv6 address or a host name: what a server can be told to listen on. */
const LISTEN_ADDRESS =
  /^(?:[0-9A-Fa-f:.]+|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*)$/;

function host(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!LISTEN_ADDRESS.test(value)) throw new Error(`${name} must be an IP address or a host name, got "${value}"`);
  return value;
}

/** Options from the environment, for the CLI; each falls back to the contract's default. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): EmulatorOptions {
  return {
    dataDir: env.EMULATOR_DATA_DIR || undefined,
    identityHttpPort: int(env.IDENTITY_HTTP_PORT),
    identityHttpsPort: int(env.IDENTITY_HTTPS_PORT),
    plaidPort: int(env.PLAID_EMULATOR_PORT),
    identityHost: host('IDENTITY_HOST', env.IDENTITY_HOST),
    plaidHost: host('PLAID_EMULATOR_HOST', env.PLAID_EMULATOR_HOST),
    tokenTtlSeconds: int(env.IDENTITY_TOKEN_TTL_SECONDS),
    redirectUris: list(env.IDENTITY_REDIRECT_URIS),
    logoutUris: list(env.IDENTITY_LOGOUT_URIS),
    plaidWebhookOverride: env.PLAID_WEBHOOK_OVERRIDE || undefined,
    benchTransactions: int(env.PLAID_EMULATOR_BENCH_TRANSACTIONS),
    benchUser: env.PLAID_EMULATOR_BENCH_USER || undefined,
  };
}

export function resolveOptions(options: EmulatorOptions = {}): ResolvedOptions {
  const pick = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
  const ports =
    typeof options.ports === 'number'
      ? { identityHttp: options.ports, identityHttps: options.ports, plaid: options.ports }
      : (options.ports ?? {});
  if (typeof options.ports === 'number' && options.ports !== 0) {
    throw new Error('ports as a number must be 0 (free ports); give each port on its own otherwise');
  }
  return {
    // The repository root is two levels above emulators/src.
    dataDir: pick(options.dataDir, path.resolve(__dirname, '..', '..', '.data', 'emulators')),
    identityHttpPort: pick(options.identityHttpPort, pick(ports.identityHttp, 9229)),
    identityHttpsPort: pick(options.identityHttpsPort, pick(ports.identityHttps, 9443)),
    plaidPort: pick(options.plaidPort, pick(ports.plaid, 4010)),
    // Local servers answer this machine only: the identity emulator signs anyone in as any email. Containers set
    // 0.0.0.0, since the published ports reach them from outside the container.
    identityHost: pick(options.identityHost, '127.0.0.1'),
    plaidHost: pick(options.plaidHost, '127.0.0.1'),
    tokenTtlSeconds: pick(options.tokenTtlSeconds, 3600),
    redirectUris: pick(options.redirectUris, ['http://localhost:3000/']),
    logoutUris: pick(options.logoutUris, ['http://localhost:3000/']),
    plaidWebhookOverride: options.plaidWebhookOverride,
    benchTransactions: pick(options.benchTransactions, DEFAULT_BENCH_TRANSACTIONS),
    benchUser: options.benchUser,
    log: pick(options.log, true),
  };
}
