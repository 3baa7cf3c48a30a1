/**
 * Live updates, measured: the time from a provider webhook to the event at a connected client (the webhook is
 * answered, the sync job runs, its commit notifies, the stream writes), and how many open streams one process holds.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import type { Database } from '../src/db/database';
import { FakeProvider, makeTransaction } from '../test/helpers/fake-provider';
import { startBenchApp } from './bench-app';

const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS || 100);
const STREAMS = Number(process.env.BENCH_STREAMS || 1000);
/** Webhooks sent to all the open streams while their memory is watched. */
const FAN_OUTS = 20;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** One SSE stream over plain http (light, so that the client side of 1,000 streams does not drown the figures). */
function openStream(url: string, authorization: string, onEvent: () => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    // The opening `ready` event tells where the stream starts; only changes are counted.
    const parser = createParser({ onEvent: (event) => event.event !== 'ready' && onEvent() });
    const req = http.get(`${url}/events`, { headers: { authorization }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET /events answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => parser.feed(chunk));
      resolve(req);
    });
    req.on('error', () => undefined);
  });
}

function memoryMb(): { heap: number; rss: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed / 1e6, rss: rss / 1e6 };
}

export async function benchLive(label: string, db: Database): Promise<void> {
  const provider = new FakeProvider();
  const { app, identity } = await startBenchApp({ db, provider });
  const streams: http.ClientRequest[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const sub = crypto.randomUUID();
    const signUp = await app.inject({
      method: 'POST',
      url: '/user/metadata',
      headers: { authorization: `Bearer ${identity.idToken({ sub, 'cognito:username': sub })}` },
      payload: {
        operation: 'get_or_create',
        provider: 'google',
        provider_sub: sub,
        email: `${sub}@example.com`,
        email_verified: true,
      },
    });
    const userId = signUp.json<{ user_id: string }>().user_id;
    const authorization = `Bearer ${identity.idToken({ sub, preferred_username: userId, 'cognito:username': sub })}`;
    const { publicToken, item } = provider.createPublicToken('ins_bench', 1);
    const linked = await app.inject({
      method: 'POST',
      url: '/plaid/exchange-token',
      headers: { authorization },
      payload: {
        public_token: publicToken,
        institution_id: 'ins_bench',
        institution_name: 'Bench Bank',
        link_session_id: 's',
        accounts: [],
      },
    });
    if (linked.statusCode !== 200) throw new Error(`exchange answered ${linked.statusCode}`);
    await app.syncJobs.idle();

    // Webhook -> event at a connected client, one webhook at a time.
    let arrived: (() => void) | undefined;
    streams.push(await openStream(url, authorization, () => arrived?.()));
    const latencies: number[] = [];
    for (let i = 0; i < WEBHOOKS; i++) {
      provider.addTransactions(item, [makeTransaction(item.accounts[0]!.account_id)]);
      const raw = JSON.stringify({
        webhook_type: 'TRANSACTIONS',
        webhook_code: 'SYNC_UPDATES_AVAILABLE',
        item_id: item.itemId,
      });
      const signature = await provider.signWebhook(raw);
      const event = new Promise<void>((resolve) => (arrived = resolve));
      const started = process.hrtime.bigint();
      const res = await fetch(`${url}/plaid/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'plaid-verification': signature },
        body: raw,
      });
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
      await event;
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }

    // Open streams, memory as they add up (client and server share this process: the figure is an upper bound).
    const before = memoryMb();
    const steps: string[] = [];
    let received = 0;
    for (let open = 1; open < STREAMS;) {
      const batch = Math.min(250, STREAMS - open);
      streams.push(
        ...(await Promise.all(Array.from({ length: batch }, () => openStream(url, authorization, () => received++)))),
      );
      open += batch;
      const m = memoryMb();
      steps.push(`${open}: heap ${m.heap.toFixed(0)} MB, rss ${m.rss.toFixed(0)} MB`);
    }
    const after = memoryMb();
    // A change reaches every stream; then more of them, while memory is watched: it stays flat as events flow.
    const fanOut = async (): Promise<number> => {
      provider.addTransactions(item, [makeTransaction(item.accounts[0]!.account_id)]);
      const raw = JSON.stringify({
        webhook_type: 'TRANSACTIONS',
        webhook_code: 'SYNC_UPDATES_AVAILABLE',
        item_id: item.itemId,
      });
      const expected = received + STREAMS - 1;
      const started = process.hrtime.bigint();
      await fetch(`${url}/plaid/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'plaid-verification': await provider.signWebhook(raw) },
        body: raw,
      });
      while (received < expected) await new Promise((resolve) => setTimeout(resolve, 5));
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const fanOutMs = await fanOut();
    const beforeFlow = memoryMb();
    for (let i = 0; i < FAN_OUTS; i++) await fanOut();
    const afterFlow = memoryMb();

    console.log(
      [
        `== ${label}: live updates`,
        `webhook -> event at a connected client, ${WEBHOOKS} webhooks: median ${percentile(latencies, 50).toFixed(0)} ms, ` +
          `p99 ${percentile(latencies, 99).toFixed(0)} ms`,
        `${app.eventHub.streams} open streams in one process; memory (client and server together) ${before.heap.toFixed(0)} -> ` +
          `${after.heap.toFixed(0)} MB heap, ${before.rss.toFixed(0)} -> ${after.rss.toFixed(0)} MB rss ` +
          `(${(((after.heap - before.heap) * 1e3) / STREAMS).toFixed(1)} kB heap per stream); ${steps.join('; ')}`,
        `one webhook reached all ${STREAMS} streams in ${fanOutMs.toFixed(0)} ms`,
        `${FAN_OUTS} more webhooks, each to all ${STREAMS} streams: memory ${beforeFlow.heap.toFixed(0)} -> ` +
          `${afterFlow.heap.toFixed(0)} MB heap, ${beforeFlow.rss.toFixed(0)} -> ${afterFlow.rss.toFixed(0)} MB rss`,
      ].join('\n'),
    );
  } finally {
    for (const req of streams) req.destroy();
    await app.close();
    await identity.close();
  }
}
