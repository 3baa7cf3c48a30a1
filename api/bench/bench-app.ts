// The API the benches measure: a fresh config with a throwaway encryption key, the local identity stand-in that signs
// ID tokens, no rate limit nor cap on one person's streams, and no call to the identity service's admin API.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/types';
import { loadConfig } from '../src/config';
import { startBenchIdentity } from './local-identity';

export async function startBenchApp(deps: AppDeps, options: { plaidBaseUrl?: string } = {}) {
  const base = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'api-bench'),
    TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...(options.plaidBaseUrl ? { PLAID_BASE_URL: options.plaidBaseUrl } : {}),
  });
  const identity = await startBenchIdentity(base.cognito.userPoolId, base.cognito.clientId, base.cognito.region);
  const config = {
    ...base,
    cognito: { ...base.cognito, endpoint: identity.endpoint },
    rateLimit: { max: 10_000_000, timeWindowMs: 60_000, addressMax: 10_000_000, unverifiedMax: 10_000_000 },
    // The live bench opens 1,000 streams for one person.
    eventStreamsPerPerson: 10_000,
  };
  const app = await buildApp(
    config,
    { ...deps, identity: { setPreferredUsername: async () => undefined } },
    { logger: false },
  );
  return { app, identity };
}
