/**
 * npm run bench:limits -w api: the API's limits under abuse, measured over loopback against an app of this process
 * with the default settings (each figure on a fresh app, so that no budget carries over):
 *  1. 650 unsigned webhooks, each claiming another address in X-Forwarded-For: how many get 429;
 *  2. 650 requests with a bad bearer token from one address: how many get 401 and how many 429;
 *  3. 600 junk webhooks claiming the provider's address, then one signed by the provider from it: its status;
 *  4. 20 webhooks signed with random key ids: how many calls reach the provider's key endpoint;
 *  5. 20 sockets sending a webhook body of Content-Length 100000 one byte every 10 s: how many are still open as
 *     time passes (LIMITS_SLOW_SECONDS, 90 by default);
 *  6. 3 event streams of one token that expires after 4 s, and a change 2 s after it expired: how many streams
 *     deliver it (and what the same token gets elsewhere);
 *  7. 300 event streams opened by one person: how many are accepted.
 * LIMITS_ONLY=1,4 runs some of them. Loopback only: nothing leaves this machine.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { createParser } from 'eventsource-parser';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { FakeProvider, makeTransaction } from '../test/helpers/fake-provider';
import { startBenchIdentity } from './local-identity';

const SLOW_SECONDS = Number(process.env.LIMITS_SLOW_SECONDS || 90);
const ONLY = (process.env.LIMITS_ONLY ?? '1,2,3,4,5,6,7').split(',').map(Number);
/** One of the addresses Plaid sends webhooks from. */
const PROVIDER_ADDRESS = '52.21.26.131';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LimitsApp {
  url: string;
  provider: FakeProvider;
  keyLookups: () => number;
  token(sub: string, claims?: Record<string, unknown>): string;
  /** Signs up a person with a linked item; answers their authorization header and the item. */
  person(tokenClaims?: Record<string, unknown>): Promise<{
    authorization: string;
    item: ReturnType<FakeProvider['createPublicToken']>['item'];
    tokenFor(claims: Record<string, unknown>): string;
  }>;
  close(): Promise<void>;
}

/** A fresh app with the default settings (in-memory PGlite, a local identity stand-in), listening on loopback. */
async function startApp(): Promise<LimitsApp> {
  const base = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'api-limits-bench'),
    PGLITE_DIR: 'memory://',
    TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const identity = await startBenchIdentity(base.cognito.userPoolId, base.cognito.clientId, base.cognito.region);
  const provider = new FakeProvider();
  let lookups = 0;
  const getKey = provider.getWebhookVerificationKey.bind(provider);
  provider.getWebhookVerificationKey = (kid) => {
    lookups++;
    return getKey(kid);
  };
  const config = { ...base, cognito: { ...base.cognito, endpoint: identity.endpoint } };
  const app = await buildApp(
    config,
    { provider, identity: { setPreferredUsername: async () => undefined } },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    provider,
    keyLookups: () => lookups,
    token: (sub, claims = {}) => identity.idToken({ sub, 'cognito:username': sub, ...claims }),
    async person() {
      const sub = crypto.randomUUID();
      const signUp = await fetch(`${url}/user/metadata`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${identity.idToken({ sub, 'cognito:username': sub })}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          operation: 'get_or_create',
          provider: 'google',
          provider_sub: sub,
          email: `${sub}@example.com`,
          email_verified: true,
        }),
      }).then((res) => res.json() as Promise<{ user_id: string }>);
      const tokenFor = (claims: Record<string, unknown>) =>
        identity.idToken({ sub, preferred_username: signUp.user_id, 'cognito:username': sub, ...claims });
      const authorization = `Bearer ${tokenFor({})}`;
      const { publicToken, item } = provider.createPublicToken('ins_limits', 1);
      const linked = await fetch(`${url}/plaid/exchange-token`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          public_token: publicToken,
          institution_id: 'ins_limits',
          institution_name: 'Limits Bank',
          link_session_id: 's',
          accounts: [],
        }),
      });
      if (linked.status !== 200) throw new Error(`exchange answered ${linked.status}`);
      await app.syncJobs.idle();
      return { authorization, item, tokenFor };
    },
    async close() {
      await app.close();
      await identity.close();
    },
  };
}

const webhookBody = (itemId = 'item-unknown') =>
  JSON.stringify({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: itemId });

/** A Plaid-Verification header that looks right (ES256, a key id, this body's hash, issued now) but is not signed. */
function forgedSignature(body: string, kid = crypto.randomUUID()): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const hash = crypto.createHash('sha256').update(body).digest('hex');
  return `${enc({ alg: 'ES256', kid, typ: 'JWT' })}.${enc({ iat: Math.floor(Date.now() / 1000), request_body_sha256: hash })}.${crypto.randomBytes(64).toString('base64url')}`;
}

/** Sends `amount` requests through autocannon (10 connections); answers the count of each status. */
async function flood(
  url: string,
  amount: number,
  request: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string },
  vary?: (headers: Record<string, string>, n: number) => Record<string, string>,
): Promise<Record<string, number>> {
  let n = 0;
  const result = await autocannon({
    url,
    amount,
    connections: 10,
    requests: [
      {
        ...request,
        setupRequest: (req) => ({ ...req, headers: vary ? vary(request.headers, n++) : request.headers }),
      },
    ],
  });
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, (stats as { count: number }).count]),
  );
}

async function spoofedFlood(): Promise<string> {
  const api = await startApp();
  try {
    const body = webhookBody();
    const statuses = await flood(
      api.url,
      650,
      { method: 'POST', path: '/plaid/webhook', headers: { 'content-type': 'application/json' }, body },
      (headers, n) => ({ ...headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }),
    );
    return `1. 650 unsigned webhooks, each with another X-Forwarded-For: ${JSON.stringify(statuses)}`;
  } finally {
    await api.close();
  }
}

async function badTokens(): Promise<string> {
  const api = await startApp();
  try {
    const statuses = await flood(api.url, 650, {
      method: 'GET',
      path: '/plaid/accounts',
      headers: { authorization: `Bearer ${Buffer.from('{"alg":"RS256"}').toString('base64url')}.e30.c2ln` },
    });
    return `2. 650 requests with a bad token from one address: ${JSON.stringify(statuses)}`;
  } finally {
    await api.close();
  }
}

async function junkThenSigned(): Promise<string> {
  const api = await startApp();
  try {
    const person = await api.person();
    const body = webhookBody(person.item.itemId);
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': PROVIDER_ADDRESS };
    const junk = await flood(api.url, 600, {
      method: 'POST',
      path: '/plaid/webhook',
      headers: { ...headers, 'plaid-verification': 'junk.junk.junk' },
      body,
    });
    const signed = await fetch(`${api.url}/plaid/webhook`, {
      method: 'POST',
      headers: { ...headers, 'plaid-verification': await api.provider.signWebhook(body) },
      body,
    });
    return `3. 600 junk webhooks from the provider's address (${JSON.stringify(junk)}), then a signed one: ${signed.status}`;
  } finally {
    await api.close();
  }
}

async function randomKids(): Promise<string> {
  const api = await startApp();
  try {
    const body = webhookBody();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${api.url}/plaid/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'plaid-verification': forgedSignature(body) },
        body,
      });
      statuses.push(res.status);
    }
    return `4. 20 webhooks with random key ids (${[...new Set(statuses)].join(', ')}): ${api.keyLookups()} calls to the key endpoint`;
  } finally {
    await api.close();
  }
}

async function slowBodies(): Promise<string> {
  const api = await startApp();
  const { port } = new URL(api.url);
  const sockets: net.Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  let open = 0;
  try {
    for (let i = 0; i < 20; i++) {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('data', () => undefined);
      socket.once('close', () => open--);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      open++;
      socket.write(
        'POST /plaid/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
      timers.push(setInterval(() => socket.writable && socket.write(' '), 10_000));
      sockets.push(socket);
    }
    const counts: string[] = [];
    for (let s = 15; s <= SLOW_SECONDS; s += 15) {
      await sleep(15_000);
      counts.push(`${s} s: ${open}`);
    }
    return `5. 20 sockets sending a 100,000-byte body one byte every 10 s, still open after ${counts.join(', ')}`;
  } finally {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    await api.close();
  }
}

/** A stream over plain http: its status, and a count of the events it received since `since()` was true. */
function openStream(
  url: string,
  authorization: string,
): Promise<{ status: number; events: () => number; ended: () => boolean; close(): void }> {
  return new Promise((resolve) => {
    let events = 0;
    let ended = false;
    const parser = createParser({ onEvent: (event) => event.event !== 'ready' && events++ });
    const req = http.get(`${url}/events`, { headers: { authorization }, agent: false }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => parser.feed(chunk));
      res.on('end', () => (ended = true));
      res.on('error', () => (ended = true));
      resolve({ status: res.statusCode ?? 0, events: () => events, ended: () => ended, close: () => req.destroy() });
    });
    req.on('error', () => resolve({ status: 0, events: () => 0, ended: () => true, close: () => undefined }));
  });
}

async function streamsAfterExpiry(): Promise<string> {
  const api = await startApp();
  const streams: Awaited<ReturnType<typeof openStream>>[] = [];
  try {
    const person = await api.person();
    const exp = Math.floor(Date.now() / 1000) + 4;
    const expiring = `Bearer ${person.tokenFor({ exp })}`;
    for (let i = 0; i < 3; i++) streams.push(await openStream(api.url, expiring));
    while (Date.now() < (exp + 2) * 1000) await sleep(100);
    const elsewhere = await fetch(`${api.url}/plaid/accounts`, { headers: { authorization: expiring } });
    api.provider.addTransactions(person.item, [makeTransaction(person.item.accounts[0]!.account_id)]);
    const body = webhookBody(person.item.itemId);
    const webhook = await fetch(`${api.url}/plaid/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'plaid-verification': await api.provider.signWebhook(body) },
      body,
    });
    await sleep(5_000);
    const delivering = streams.filter((s) => s.events() > 0).length;
    const ended = streams.filter((s) => s.ended()).length;
    return (
      `6. 3 streams of a token that expired 2 s before a change (webhook ${webhook.status}; the same token elsewhere: ` +
      `${elsewhere.status}): ${delivering} delivered the change after expiry, ${ended} had ended`
    );
  } finally {
    for (const stream of streams) stream.close();
    await api.close();
  }
}

async function streamsOfOnePerson(): Promise<string> {
  const api = await startApp();
  const streams: Awaited<ReturnType<typeof openStream>>[] = [];
  try {
    const person = await api.person();
    for (let i = 0; i < 300; i += 50)
      streams.push(...(await Promise.all(Array.from({ length: 50 }, () => openStream(api.url, person.authorization)))));
    const statuses: Record<number, number> = {};
    for (const stream of streams) statuses[stream.status] = (statuses[stream.status] ?? 0) + 1;
    return `7. 300 streams opened by one person: ${JSON.stringify(statuses)}`;
  } finally {
    for (const stream of streams) stream.close();
    await api.close();
  }
}

async function main(): Promise<void> {
  const figures = [
    spoofedFlood,
    badTokens,
    junkThenSigned,
    randomKids,
    slowBodies,
    streamsAfterExpiry,
    streamsOfOnePerson,
  ];
  for (const [i, figure] of figures.entries()) {
    if (ONLY.includes(i + 1)) console.log(await figure());
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
