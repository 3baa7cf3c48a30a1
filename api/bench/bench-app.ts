// The API the benches measure: a fresh config with a throwaway encryption key, the local identity stand-in that signs
// ID tokens, no rate limit nor cap on one person's streams, and no call to the identity service's admin API.
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import type { AppDeps } from '../src/types';
import { loadConfig } from '../src/config';
import { timedRequest } from './http-request';
import { startBenchIdentity } from './local-identity';
import { MERCHANTS, seedBenchUser } from './seed';

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

/** One request as the person: its time, its size as it travelled, its JSON answer (an answer of 300 or more throws). */
export type Call = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ ms: number; bytes: number; body: Record<string, unknown> }>;

/**
 * The bench API on `db` with one person holding `count` transactions over `months` months at `merchants` (bench/seed.ts;
 * the time it took printed under `name`), listening on an ephemeral loopback port: its base URL, the person's
 * Authorization header, call() to ask as the person (a connection of its own each time: a bulk change outlasts the
 * server's keep-alive), and close() for both servers.
 */
export async function startSeededBenchApp(
  name: string,
  db: Database,
  count: number,
  months: number,
  merchants = MERCHANTS,
) {
  const { app, identity } = await startBenchApp({ db });
  const close = async () => {
    await app.close();
    await identity.close();
  };
  try {
    const seeded = performance.now();
    const person = await seedBenchUser(db, app.cipher, count, months, merchants);
    console.log(
      `${name}: seeded ${count.toLocaleString('en-US')} transactions in ` +
        `${((performance.now() - seeded) / 1000).toFixed(1)} s, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = identity.idToken({
      sub: person.sub,
      preferred_username: person.userId,
      'cognito:username': person.sub,
    });
    const authorization = `Bearer ${token}`;
    const call: Call = async (method, urlPath, body) => {
      const res = await timedRequest(`${base}${urlPath}`, {
        method,
        headers: { authorization, 'accept-encoding': 'identity' },
        body,
      });
      if (res.status >= 300) throw new Error(`${method} ${urlPath} answered ${res.status}: ${res.text}`);
      return { ms: res.ms, bytes: res.bytes, body: (res.text ? JSON.parse(res.text) : {}) as Record<string, unknown> };
    };
    return { app, person, base, authorization, call, close };
  } catch (err) {
    await close();
    throw err;
  }
}
