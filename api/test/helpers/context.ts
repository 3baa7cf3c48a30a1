import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import type { PgliteOptions } from '../../src/db/pglite';
import { openTestDatabase, type Backend } from './backends';
import { FakeProvider } from './fake-provider';
import type { ProviderTransaction } from '../../src/domain/provider-data';
import { TestIdentity } from './test-identity';

export interface TestUser {
  sub: string;
  userId: string;
  /** An ID token that carries preferred_username = userId (after the session refresh). */
  token: string;
  auth: { authorization: string };
}

export interface LinkedItem {
  institutionId: string;
  plaidItemId: string;
  accountIds: string[];
  fake: ReturnType<FakeProvider['createPublicToken']>['item'];
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  identity: TestIdentity;
  provider: FakeProvider;
  config: Config;
  /** Signs up a new user (get_or_create) and returns them with a refreshed token. */
  newUser(): Promise<TestUser>;
  /** Links an institution through POST /plaid/exchange-token with the fake provider; waits for the first sync. */
  link(
    user: TestUser,
    institutionId?: string,
    options?: { accounts?: number; transactions?: (accountIds: string[]) => ProviderTransaction[] },
  ): Promise<LinkedItem>;
  /** POST /plaid/accounts/sync of the item, as its person: the bank's changes fetched and stored now. */
  sync(user: TestUser, item: LinkedItem): Promise<LightMyRequestResponse>;
  /** A request as the user, with a JSON body when one is given. */
  send(
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Rate limits no test run reaches: for suites that send thousands of requests as one caller. */
export const UNLIMITED_RATES: Config['rateLimit'] = {
  max: 1_000_000,
  timeWindowMs: 60_000,
  addressMax: 1_000_000,
  unverifiedMax: 1_000_000,
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'api-tests'),
    TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  return { ...base, ...overrides };
}

/**
 * An app on a fresh database of the given backend, with the test identity service and the fake provider. `database`
 * may wrap the database the app is given (to hold or fail its statements); `pglite` opens PGlite with its options;
 * `logger` is the app's (none by default); `now` the time the bank's balances are recorded under (the clock's by
 * default).
 */
export async function createTestContext(
  backend: Backend,
  overrides: Partial<Config> = {},
  options: {
    database?: (db: Database) => Database;
    pglite?: PgliteOptions;
    logger?: FastifyServerOptions['logger'];
    now?: () => Date;
  } = {},
): Promise<TestContext> {
  const identity = await new TestIdentity().start();
  const provider = new FakeProvider();
  const opened = await openTestDatabase(backend, options.pglite);
  const db = options.database?.(opened) ?? opened;
  const base = testConfig();
  const config = testConfig({
    ...overrides,
    cognito: { ...base.cognito, endpoint: identity.endpoint, ...overrides.cognito },
  });
  const app = await buildApp(
    config,
    { db, provider, identity, ...(options.now ? { now: options.now } : {}) },
    { logger: options.logger ?? false },
  );
  await app.ready();

  return {
    app,
    db,
    identity,
    provider,
    config,
    async newUser() {
      const sub = crypto.randomUUID();
      const first = identity.idToken(sub);
      const res = await app.inject({
        method: 'POST',
        url: '/user/metadata',
        headers: { authorization: `Bearer ${first}` },
        payload: {
          operation: 'get_or_create',
          provider: 'google',
          provider_sub: sub,
          email: `${sub}@example.com`,
          email_verified: true,
        },
      });
      if (res.statusCode !== 200) throw new Error(`get_or_create failed: ${res.statusCode} ${res.body}`);
      const userId = res.json().user_id as string;
      const token = identity.idToken(sub, { preferred_username: userId });
      return { sub, userId, token, auth: { authorization: `Bearer ${token}` } };
    },
    async link(user, institutionId = `ins_${crypto.randomBytes(4).toString('hex')}`, options = {}) {
      const { publicToken, item } = provider.createPublicToken(institutionId, options.accounts ?? 2);
      const accountIds = item.accounts.map((a) => a.account_id);
      if (options.transactions) provider.addTransactions(item, options.transactions(accountIds));
      const res = await app.inject({
        method: 'POST',
        url: '/plaid/exchange-token',
        headers: user.auth,
        payload: {
          public_token: publicToken,
          institution_id: institutionId,
          institution_name: `Bank ${institutionId}`,
          link_session_id: 'session',
          accounts: item.accounts.map((a) => ({
            id: a.account_id,
            name: a.name,
            type: a.type,
            subtype: a.subtype,
            mask: a.mask,
          })),
        },
      });
      if (res.statusCode !== 200) throw new Error(`exchange failed: ${res.statusCode} ${res.body}`);
      await app.syncJobs.idle();
      return { institutionId, plaidItemId: item.itemId, accountIds, fake: item };
    },
    sync(user, item) {
      return app.inject({
        method: 'POST',
        url: '/plaid/accounts/sync',
        headers: user.auth,
        payload: { institution_id: item.institutionId },
      });
    },
    send(user, method, url, payload) {
      return app.inject({
        method,
        url,
        headers: user.auth,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    async close() {
      await app.close();
      await db.close();
      await identity.close();
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any body's fields and assert on them
export function json(res: LightMyRequestResponse): any {
  return JSON.parse(res.body);
}
