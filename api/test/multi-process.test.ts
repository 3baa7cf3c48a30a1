/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: each is src/server.ts in a child process,
 * with the real emulators (identity and bank linking) in this one. A relay between the first process and the bank
 * lets the test stop that process's sync at a known point (its call for transactions is held, never answered), and
 * one between the bank's webhooks and the first process tells when the first answered a webhook.
 *
 * PostgreSQL only (DATABASE_URL): PGlite is one process's database (jest.config.cjs leaves this file out without it).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  completeLink,
  decodeJwtClaims,
  PLAID_CLIENT_ID,
  PLAID_SECRET,
  signInAs,
  startEmulators,
  type StartedEmulators,
} from 'emulators/testing';
import { openPostgres } from '../src/db/postgres';
import type { Database } from '../src/db/database';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { openEventStream, type OpenStream } from './helpers/event-stream';
import { Relay } from './helpers/relay';

const INSTITUTION = { id: 'ins_109508', name: 'First Platypus Bank' };
/** pg-boss's least: a killed process's sync is taken over after this, plus a check every half of it. */
const HEARTBEAT_SECONDS = 10;
const TAKEOVER_TIMEOUT_MS = 150_000;

describe('two API processes on one PostgreSQL database', () => {
  const databaseUrl = process.env.DATABASE_URL!;
  const schema = `api_multi_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-multi-'));
  const tokenKey = crypto.randomBytes(32).toString('hex');
  let emulators: StartedEmulators;
  let db: Database;
  /** The bank's webhooks go through it to the first process. */
  let webhooks: Relay;
  /** The first process's calls to the bank go through it. */
  let bankOfFirst: Relay;
  const running = new Set<ApiProcess>();
  const streams: OpenStream[] = [];
  let person: { userId: string; auth: { authorization: string } };
  let first: ApiProcess;

  /** An API process on the shared database; its calls to the bank go to the given address. */
  async function startApi(bankUrl: string): Promise<ApiProcess> {
    const api = await startApiProcess({
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      TOKEN_ENCRYPTION_KEY: tokenKey,
      COGNITO_ENDPOINT: emulators.identityApiUrl,
      PLAID_BASE_URL: bankUrl,
      PLAID_WEBHOOK_URL: `${webhooks.url}/plaid/webhook`,
      SYNC_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
      SYNC_RETRY_DELAY_SECONDS: '1',
      LOG_LEVEL: 'warn',
    });
    running.add(api);
    return api;
  }

  async function call<T>(api: ApiProcess, method: string, route: string, body?: object): Promise<T> {
    const res = await fetch(`${api.url}${route}`, {
      method,
      headers: { ...person.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** The bank-linking emulator's own controls, for the person's item at the institution. */
  async function atTheBank(control: 'fire_webhook' | 'reset_login', webhookCode?: string): Promise<void> {
    const res = await fetch(`${emulators.plaidUrl}/emulator/sandbox/item/${control}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'plaid-client-id': PLAID_CLIENT_ID, 'plaid-secret': PLAID_SECRET },
      body: JSON.stringify({
        client_user_id: person.userId,
        institution_id: INSTITUTION.id,
        webhook_code: webhookCode,
      }),
    });
    if (!res.ok) throw new Error(`${control} answered ${res.status}: ${await res.text()}`);
  }

  const syncState = async () =>
    (
      await db.query<{ cursor: string; transactions: number }>(
        `SELECT i.cursor, (SELECT count(*)::int FROM transactions t WHERE t.user_id = i.user_id) AS transactions
         FROM items i WHERE i.user_id = $1`,
        [person.userId],
      )
    )[0]!;

  const latestEventId = async () =>
    (
      await db.query<{ id: string }>(
        'SELECT coalesce(max(last_seq), 0)::text AS id FROM user_event_sequences WHERE user_id = $1',
        [person.userId],
      )
    )[0]!.id;

  async function openStream(api: ApiProcess, lastEventId: string): Promise<OpenStream> {
    const stream = await openEventStream(api.url, { ...person.auth, 'last-event-id': lastEventId });
    expect(stream.status).toBe(200);
    streams.push(stream);
    return stream;
  }

  beforeAll(async () => {
    emulators = await startEmulators({
      dataDir: path.join(dataDir, 'emulators'),
      identityHttpPort: 0,
      identityHttpsPort: 0,
      plaidPort: 0,
      log: false,
    });
    db = await openPostgres(databaseUrl, schema, false);
    webhooks = await Relay.start('http://127.0.0.1:1');
    bankOfFirst = await Relay.start(emulators.plaidUrl);
    first = await startApi(bankOfFirst.url);
    webhooks.target = first.url;

    // A person signs in at the hosted UI and is created; the token finds them by provider and sub.
    const email = `multi-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const tokens = await signInAs(emulators, { email, givenName: 'Multi', familyName: 'Process' });
    person = { userId: '', auth: { authorization: `Bearer ${tokens.idToken}` } };
    const sub = String(decodeJwtClaims(tokens.idToken).sub);
    person.userId = (
      await call<{ user_id: string }>(first, 'POST', '/user/metadata', {
        operation: 'get_or_create',
        provider: 'google',
        provider_sub: sub,
        email,
        email_verified: true,
      })
    ).user_id;

    // They link First Platypus Bank through the first process; the bank's first webhook is answered, and the first
    // sync (Sync now waits for it) is done before the tests start.
    const { link_token: linkToken } = await call<{ link_token: string }>(first, 'POST', '/plaid/link-token');
    const linked = await completeLink(emulators.plaidUrl, linkToken, { institutionId: INSTITUTION.id });
    const firstWebhook = webhooks.nextAnswer('/plaid/webhook');
    await call(first, 'POST', '/plaid/exchange-token', {
      public_token: linked.publicToken,
      institution_id: INSTITUTION.id,
      institution_name: INSTITUTION.name,
      link_session_id: (linked.metadata as { link_session_id: string }).link_session_id,
      accounts: [],
    });
    expect(await firstWebhook).toBe(200);
    await call(first, 'POST', '/plaid/accounts/sync', { institution_id: INSTITUTION.id });
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([...running].map((api) => api.kill('SIGTERM')));
    await webhooks?.close();
    await bankOfFirst?.close();
    await db?.close();
    await emulators?.close();
    // The schema and the job queue's beside it.
    await (await openPostgres(databaseUrl, schema, true)).close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'SIGKILL of the process running a sync, right after it answered the webhook: the other process completes the sync',
    async () => {
      const before = await syncState();
      const fromEvent = await latestEventId();
      // The first process's next call for transactions is held: its sync job will be mid-sync, at the bank.
      const atBank = bankOfFirst.hold('/transactions/sync');
      const answered = webhooks.nextAnswer('/plaid/webhook');
      await atTheBank('fire_webhook', 'SYNC_UPDATES_AVAILABLE');
      expect(await answered).toBe(200);
      await atBank;
      expect(await first.kill('SIGKILL')).toBe('SIGKILL');
      running.delete(first);

      // Only now does a second process exist: the job was the first's. It takes it over once the first's heartbeat
      // has stopped for HEARTBEAT_SECONDS, syncs, and tells a stream open on it.
      const second = await startApi(emulators.plaidUrl);
      const stream = await openStream(second, fromEvent);
      const events = await stream.waitUntil((event) => event.event === 'transactions');
      expect(JSON.parse(events.find((event) => event.event === 'transactions')!.data)).toMatchObject({
        institution_id: INSTITUTION.id,
        institution_name: INSTITUTION.name,
      });
      const after = await syncState();
      expect(after.cursor).not.toBe(before.cursor);
      expect(after.transactions).toBeGreaterThan(before.transactions);
      await second.kill('SIGTERM');
      running.delete(second);
    },
    TAKEOVER_TIMEOUT_MS,
  );

  it(
    'a webhook received by the first process reaches a stream open on the second',
    async () => {
      first = await startApi(emulators.plaidUrl);
      webhooks.target = first.url;
      const second = await startApi(emulators.plaidUrl);
      const stream = await openStream(second, await latestEventId());

      // New transactions: whichever process runs the sync, the stream on the second hears of it.
      let answered = webhooks.nextAnswer('/plaid/webhook');
      await atTheBank('fire_webhook', 'SYNC_UPDATES_AVAILABLE');
      expect(await answered).toBe(200);
      await stream.waitUntil((event) => event.event === 'transactions');

      // The bank asks for the login again: the first process records it while it answers the webhook.
      answered = webhooks.nextAnswer('/plaid/webhook');
      await atTheBank('reset_login');
      expect(await answered).toBe(200);
      const events = await stream.waitUntil((event) => event.event === 'connection');
      expect(JSON.parse(events.find((event) => event.event === 'connection')!.data)).toEqual({
        institution_id: INSTITUTION.id,
        institution_name: INSTITUTION.name,
        status: 'login_required',
      });
    },
    TAKEOVER_TIMEOUT_MS,
  );
});
