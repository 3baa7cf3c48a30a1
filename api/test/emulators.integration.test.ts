/**
 * The API against the real emulators (identity and bank linking), through the production clients: aws-jwt-verify
 * with the emulator's JWKS, the AWS SDK's AdminUpdateUserAttributes, the plaid SDK, signed webhooks over http.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { FastifyInstance } from 'fastify';
import { completeLink, decodeJwtClaims, signInAs, startEmulators, type StartedEmulators } from 'emulators/testing';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { backends, openTestDatabase } from './helpers/backends';
import { json, testConfig } from './helpers/context';

describe.each(backends)('with the emulators (%s)', (backend) => {
  let emulators: StartedEmulators;
  let app: FastifyInstance;
  let db: Database;
  let dataDir: string;
  let apiUrl: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-emulators-'));
    emulators = await startEmulators({ dataDir, identityHttpPort: 0, identityHttpsPort: 0, plaidPort: 0, log: false });
    db = await openTestDatabase(backend);
    const base = testConfig();
    const config = testConfig({
      cognito: { ...base.cognito, endpoint: emulators.identityApiUrl },
      plaid: { ...base.plaid, baseUrl: emulators.plaidUrl },
    });
    app = await buildApp(config, { db }, { logger: false });
    // Listening (port 0) so that the emulator can deliver webhooks.
    await app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    app.config.plaid.webhookUrl = `${apiUrl}/plaid/webhook`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await emulators?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const identityClient = () =>
    new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: emulators.identityApiUrl,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });

  type Auth = { authorization: string };
  const post = (headers: Auth, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  /** POST /plaid/link-token: a new link token, or one for update mode when the payload names a linked institution. */
  const linkTokenFor = async (headers: Auth, payload?: object) =>
    json(await post(headers, '/plaid/link-token', payload)) as { link_token: string; mode?: string };
  /** POST /plaid/exchange-token, as the client does with what Link's onSuccess gives. */
  const exchangeToken = (
    headers: Auth,
    publicToken: string,
    institutionId: string,
    institutionName: string,
    extra = {},
  ) =>
    post(headers, '/plaid/exchange-token', {
      public_token: publicToken,
      institution_id: institutionId,
      institution_name: institutionName,
      ...extra,
    });
  /** POST /plaid/accounts/sync for one institution. */
  const syncAccounts = (headers: Auth, institutionId: string) =>
    post(headers, '/plaid/accounts/sync', { institution_id: institutionId });

  /** Signs in at the hosted UI, calls get_or_create, refreshes the session as the client does, and returns the new ID token. */
  async function signUp(name: string) {
    const email = `${name}-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const tokens = await signInAs(emulators, { email, givenName: name, familyName: 'Tester' });
    const sub = String(decodeJwtClaims(tokens.idToken).sub);
    const call = (idToken: string) =>
      app.inject({
        method: 'POST',
        url: '/user/metadata',
        headers: { authorization: `Bearer ${idToken}` },
        payload: { operation: 'get_or_create', provider: 'google', provider_sub: sub, email, email_verified: true },
      });
    const first = await call(tokens.idToken);
    expect(first.statusCode).toBe(200);
    expect(json(first).needs_session_refresh).toBe(true);
    const refreshed = await identityClient().send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: 'localwebclient',
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    );
    const idToken = refreshed.AuthenticationResult!.IdToken!;
    expect(decodeJwtClaims(idToken).preferred_username).toBe(json(first).user_id);
    const second = await call(idToken);
    expect(json(second)).toMatchObject({
      needs_session_refresh: false,
      user_id: json(first).user_id,
      given_name: name,
    });
    return { userId: json(first).user_id as string, auth: { authorization: `Bearer ${idToken}` } };
  }

  async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const value = await probe();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('condition not reached');
  }

  it('signs up, links First Platypus Bank through Link, syncs, follows webhooks, repairs and removes it; a second user sees nothing', async () => {
    const alice = await signUp('Alice');
    const bob = await signUp('Bob');

    // Link: a link token from the API, the Link frame's calls, then the exchange.
    const linkToken = (await linkTokenFor(alice.auth)).link_token;
    const linked = await completeLink(emulators.plaidUrl, linkToken, { institutionId: 'ins_109508' });
    const metadata = linked.metadata as {
      institution: { institution_id: string; name: string };
      accounts: { id: string; name: string; type: string; subtype: string; mask: string }[];
      link_session_id: string;
    };
    const exchange = await exchangeToken(
      alice.auth,
      linked.publicToken,
      metadata.institution.institution_id,
      // The browser's name is ignored: the stored one comes from the provider's institutions/get_by_id.
      `${metadata.institution.name} (spoofed name)`,
      { link_session_id: metadata.link_session_id, accounts: metadata.accounts },
    );
    expect(exchange.statusCode).toBe(200);
    expect(json(exchange).institution_name).toBe('First Platypus Bank');
    await app.syncJobs.idle();

    const accounts = json(await app.inject({ method: 'GET', url: '/plaid/accounts', headers: alice.auth }));
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts[0]).toMatchObject({
      institution_id: 'ins_109508',
      item_status: 'good',
      last_sync: expect.any(String),
    });
    // The bank's two years of history, to the latest date any bank's calendar has reached.
    const end = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString().slice(0, 10);
    const txs = async (auth: object) =>
      json(
        await app.inject({
          method: 'GET',
          url: `/transactions?start_date=${start}&end_date=${end}`,
          headers: auth as never,
        }),
      ).transactions as unknown[];
    const initial = (await txs(alice.auth)).length;
    expect(initial).toBeGreaterThan(0);

    // A second link of the same bank is refused.
    const again = await completeLink(emulators.plaidUrl, (await linkTokenFor(alice.auth)).link_token, {
      institutionId: 'ins_109508',
    });
    const dup = await exchangeToken(alice.auth, again.publicToken, 'ins_109508', 'First Platypus Bank');
    expect(dup.statusCode).toBe(409);

    // Bob sees and changes nothing of Alice's.
    expect(json(await app.inject({ method: 'GET', url: '/plaid/accounts', headers: bob.auth }))).toEqual([]);
    expect(await txs(bob.auth)).toEqual([]);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/plaid/accounts',
          headers: bob.auth,
          payload: { items: ['ins_109508'] },
        })
      ).statusCode,
    ).toBe(404);

    // A signed SYNC_UPDATES_AVAILABLE webhook, delivered over http, brings new transactions.
    const item = (
      await db.query<{ plaid_item_id: string; access_token_enc: string }>(
        'SELECT plaid_item_id, access_token_enc FROM items WHERE user_id = $1',
        [alice.userId],
      )
    )[0]!;
    const accessToken = app.cipher.decrypt(item.access_token_enc);
    const plaidCall = (p: string, body: object) =>
      fetch(`${emulators.plaidUrl}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: 'local-client-id',
          secret: 'local-secret',
          access_token: accessToken,
          ...body,
        }),
      });
    const syncedBefore = (
      await db.query<{ cursor: string }>('SELECT cursor FROM items WHERE user_id = $1', [alice.userId])
    )[0]!.cursor;
    expect((await plaidCall('/sandbox/item/fire_webhook', { webhook_code: 'SYNC_UPDATES_AVAILABLE' })).ok).toBe(true);
    await waitFor(
      async () =>
        (await db.query<{ cursor: string }>('SELECT cursor FROM items WHERE user_id = $1', [alice.userId]))[0]!.cursor,
      (cursor) => cursor !== syncedBefore,
    );
    await app.syncJobs.idle();
    expect((await txs(alice.auth)).length).toBeGreaterThanOrEqual(initial);

    // reset_login: the ITEM ERROR webhook marks the item; the sync-issues page sees it; update mode repairs it.
    expect((await plaidCall('/sandbox/item/reset_login', {})).ok).toBe(true);
    const broken = await waitFor(
      async () => json(await app.inject({ method: 'GET', url: '/plaid/accounts', headers: alice.auth }))[0],
      (a: { item_status: string; item_error: { error_code: string } }) => a.item_status === 'login_required',
    );
    expect(broken.item_error.error_code).toBe('ITEM_LOGIN_REQUIRED');
    const sync = await syncAccounts(alice.auth, 'ins_109508');
    expect(sync.statusCode).toBe(502);
    const update = await linkTokenFor(alice.auth, { institution_id: 'ins_109508' });
    expect(update.mode).toBe('update');
    const fixed = await completeLink(emulators.plaidUrl, update.link_token, { institutionId: 'ins_109508' });
    // The client exchanges what Link's onSuccess gives, as after any link: the same item comes back repaired.
    const reexchange = await exchangeToken(alice.auth, fixed.publicToken, 'ins_109508', 'First Platypus Bank');
    expect(reexchange.statusCode).toBe(200);
    await app.syncJobs.idle();
    const repaired = await syncAccounts(alice.auth, 'ins_109508');
    expect(repaired.statusCode).toBe(200);
    expect(json(repaired).accounts[0].item_status).toBe('good');

    // Removal: item/remove at the provider, then everything here.
    const removed = await app.inject({
      method: 'DELETE',
      url: '/plaid/accounts',
      headers: alice.auth,
      payload: { items: ['ins_109508'], accounts: {} },
    });
    expect(removed.statusCode).toBe(200);
    expect(json(removed).items_removed).toEqual(['ins_109508']);
    expect(await txs(alice.auth)).toEqual([]);
    const gone = await plaidCall('/accounts/get', {});
    expect(gone.ok).toBe(false);
    const meta = json(
      await app.inject({
        method: 'POST',
        url: '/user/metadata',
        headers: alice.auth,
        payload: { operation: 'get_or_create', provider: 'google' },
      }),
    );
    expect(meta.accounts_linked).toBe(false);
  });

  it("learns ITEM_LOGIN_REQUIRED from the provider's own answers and a consent about to end from item/get, with no webhook", async () => {
    const dana = await signUp('Dana');
    const linkAndExchange = async (payload: object = {}) => {
      const token = (await linkTokenFor(dana.auth, payload)).link_token;
      const done = await completeLink(emulators.plaidUrl, token, { institutionId: 'ins_109509' });
      const res = await exchangeToken(dana.auth, done.publicToken, 'ins_109509', 'First Gingham Credit Union');
      expect(res.statusCode).toBe(200);
      await app.syncService.idle();
    };
    const refresh = () => syncAccounts(dana.auth, 'ins_109509');
    // Webhooks go to a path that is not the API's: only the API's own calls tell it what happened.
    const webhookUrl = app.config.plaid.webhookUrl;
    app.config.plaid.webhookUrl = `${apiUrl}/not-the-webhook`;
    try {
      await linkAndExchange();
      const item = (
        await db.query<{ access_token_enc: string }>('SELECT access_token_enc FROM items WHERE user_id = $1', [
          dana.userId,
        ])
      )[0]!;
      const plaidCall = (p: string, body: object) =>
        fetch(`${emulators.plaidUrl}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            client_id: 'local-client-id',
            secret: 'local-secret',
            access_token: app.cipher.decrypt(item.access_token_enc),
            ...body,
          }),
        });

      expect((await plaidCall('/sandbox/item/reset_login', {})).ok).toBe(true);
      const broken = await refresh();
      expect(broken.statusCode).toBe(502);
      expect(json(broken).message).toMatch(/^The bank-linking provider answered ITEM_LOGIN_REQUIRED: /);
      const accounts = json(await app.inject({ method: 'GET', url: '/plaid/accounts', headers: dana.auth }));
      expect(accounts[0]).toMatchObject({
        item_status: 'login_required',
        item_error: { error_code: 'ITEM_LOGIN_REQUIRED' },
      });

      await linkAndExchange({ institution_id: 'ins_109509' });
      expect(json(await refresh()).accounts[0].item_status).toBe('good');

      expect((await plaidCall('/sandbox/item/fire_webhook', { webhook_code: 'PENDING_EXPIRATION' })).ok).toBe(true);
      const expiring = json(await refresh()).accounts[0];
      expect(expiring).toMatchObject({
        item_status: 'pending_expiration',
        item_error: { error_code: 'PENDING_EXPIRATION' },
      });
      expect(expiring.item_error.error_message).toMatch(
        /^Access to First Gingham Credit Union expires soon \(.+\): reconnect it/,
      );

      // Reconnecting through update mode renews the consent.
      await linkAndExchange({ institution_id: 'ins_109509' });
      expect(json(await refresh()).accounts[0].item_status).toBe('good');
    } finally {
      app.config.plaid.webhookUrl = webhookUrl;
    }
  });

  it('links an item made with /sandbox/public_token/create', async () => {
    const carol = await signUp('Carol');
    const created = await fetch(`${emulators.plaidUrl}/sandbox/public_token/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: 'local-client-id',
        secret: 'local-secret',
        institution_id: 'ins_109508',
        initial_products: ['transactions'],
      }),
    }).then((r) => r.json() as Promise<{ public_token: string }>);
    const res = await exchangeToken(carol.auth, created.public_token, 'ins_109508', 'First Platypus Bank');
    expect(res.statusCode).toBe(200);
    await app.syncJobs.idle();
    expect(
      json(await app.inject({ method: 'GET', url: '/plaid/accounts', headers: carol.auth })).length,
    ).toBeGreaterThan(0);
  });
});
