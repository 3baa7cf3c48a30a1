/**
 * npm run bench:long-writes -w api: does one person's long write stall everyone else on the embedded PGlite (one
 * connection)? (issue 31, point 2.) On an on-disk PGlite in a temp dir: one person with BENCH (200,000) transactions
 * over 18 months, another with 2,000. While the first person makes each long write below, GET /health and the other
 * person's first page (GET /transactions?limit=50, compact) are each asked for every PROBE_MS (50) ms. Prints each
 * write's total time (request to answer) and rows, and the probes' latency (median, p99, max), against a quiet
 * baseline. The writes, in order: a bulk change by filter over every row (excluded), a rule over half of them (the
 * bank names them "Starbucks"), a bulk change by filter over every row (a category of the person's), and that
 * category's deletion (every row back to the bank's category). The probes leave from a child process every PROBE_MS
 * whatever the API's process is doing (a PGlite statement holds that process's thread); the writes leave from the
 * API's process.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { openPglite } from '../src/db/pglite';
import { monthsBackIso, todayIso } from '../src/lib/dates';
import { startBenchApp } from './bench-app';
import { seedBenchUser } from './seed';
import { quantile, timedRequest, type TimedAnswer } from './http-request';

const LARGE = Number(process.env.BENCH || 200_000);
const SMALL = 2_000;
const MONTHS = 18;
const PROBE_MS = Number(process.env.PROBE_MS || 50);
const BASELINE_MS = 2_000;
const MERCHANT = 'Starbucks';

/**
 * Kept-alive connections, opened before the probing starts, enough that no probe waits for one at the client (a
 * browser holds six to an origin, but a person does not ask 40 times a second). A connection opened while the API
 * is in a long statement is accepted one per turn of its event loop: the first long write measured that, up to
 * 4.8 s, while every later one reused the connections it had left open.
 */
const CONNECTIONS = 32;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(
  base: string,
  method: string,
  urlPath: string,
  authorization?: string,
  body?: unknown,
): Promise<TimedAnswer> {
  const headers: Record<string, string> = {
    'accept-encoding': 'identity',
    ...(authorization ? { authorization } : {}),
  };
  return timedRequest(`${base}${urlPath}`, { method, agent, headers, body });
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const summary = (xs: number[]) =>
  `${xs.length} requests: median ${ms(quantile(xs, 0.5))}, p99 ${ms(quantile(xs, 0.99))}, max ${ms(Math.max(...xs))}`;

interface ProbeSpec {
  name: string;
  url: string;
  authorization?: string;
}

/**
 * The probing client, a child process of its own (this file, LONG_WRITES_PROBES set): while the API's process is busy
 * in a statement (PGlite runs on its thread), the probes still leave every PROBE_MS, as another person's would. On
 * 'start' it opens its connections, answers 'started' and asks each probe every PROBE_MS; on 'stop' it waits for the
 * answers and sends their latencies.
 */
function probeChild(specs: ProbeSpec[]): void {
  let timer: NodeJS.Timeout | undefined;
  let latencies: number[][] = [];
  let inFlight: Promise<void>[] = [];
  process.on('message', (message: 'start' | 'stop' | 'exit') => {
    if (message === 'start') {
      latencies = specs.map((): number[] => []);
      inFlight = [];
      const ask = () =>
        specs.forEach((spec, i) =>
          inFlight.push(
            request(spec.url, 'GET', '', spec.authorization).then((r) => {
              if (r.status !== 200) throw new Error(`${spec.name} answered ${r.status}`);
              latencies[i]!.push(r.ms);
            }),
          ),
        );
      // The connections are opened before the first probe (they may have closed while idle between two phases).
      void Promise.all(Array.from({ length: CONNECTIONS }, () => request(specs[0]!.url, 'GET', ''))).then(() => {
        ask();
        timer = setInterval(ask, PROBE_MS);
        process.send!('started');
      });
    } else if (message === 'stop') {
      clearInterval(timer);
      void Promise.all(inFlight).then(() => process.send!(latencies));
    } else {
      agent.destroy();
      process.disconnect();
    }
  });
  process.send!('ready');
}

/** Starts the probing client; `during(work)` probes while work runs and answers each probe's latencies. */
async function startProbes(specs: ProbeSpec[]) {
  const child = fork(process.argv[1]!, [], { env: { ...process.env, LONG_WRITES_PROBES: JSON.stringify(specs) } });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    async during<T>(work: () => Promise<T>): Promise<{ result: T; latencies: number[][] }> {
      child.send('start');
      await new Promise((resolve) => child.once('message', resolve));
      const result = await work();
      const latencies = new Promise<number[][]>((resolve) => child.once('message', resolve));
      child.send('stop');
      return { result, latencies: await latencies };
    },
    stop: () => child.send('exit'),
  };
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-long-writes-'));
  const db = await openPglite(dir);
  const { app, identity } = await startBenchApp({ db });
  let stopProbes = () => {};
  try {
    const seeded = performance.now();
    const large = await seedBenchUser(db, app.cipher, LARGE, MONTHS);
    const small = await seedBenchUser(db, app.cipher, SMALL, MONTHS);
    // The bank names half of the large person's rows after one merchant: the rows the rule changes.
    await db.query(`UPDATE transactions SET merchant_name = $2 WHERE user_id = $1 AND id % 2 = 0`, [
      large.userId,
      MERCHANT,
    ]);
    console.log(
      `PGlite (on disk): seeded ${LARGE.toLocaleString('en-US')} + ${SMALL.toLocaleString('en-US')} transactions in ` +
        `${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const auth = (u: { userId: string; sub: string }) =>
      `Bearer ${identity.idToken({ sub: u.sub, preferred_username: u.userId, 'cognito:username': u.sub })}`;
    const largeAuth = auth(large);
    const pageUrl = `/transactions?start_date=${monthsBackIso(MONTHS - 1)}&end_date=${todayIso()}&format=compact&limit=50`;
    const probes = await startProbes([
      { name: 'GET /health', url: `${base}/health` },
      { name: "another person's GET /transactions?limit=50", url: `${base}${pageUrl}`, authorization: auth(small) },
    ]);
    stopProbes = probes.stop;

    const call = async (method: string, urlPath: string, body?: unknown) => {
      const res = await request(base, method, urlPath, largeAuth, body);
      if (res.status >= 300) throw new Error(`${method} ${urlPath} answered ${res.status}: ${res.text}`);
      return { ms: res.ms, body: (res.text ? JSON.parse(res.text) : {}) as Record<string, unknown> };
    };
    const phase = async (label: string, work: () => Promise<{ ms: number; rows?: number }>) => {
      const { result, latencies } = await probes.during(work);
      const { ms: took, rows } = result;
      const [health, page] = latencies;
      console.log(`${label}: ${ms(took)}${rows === undefined ? '' : `, ${rows.toLocaleString('en-US')} rows`}`);
      console.log(`  GET /health over ${summary(health!)}`);
      console.log(`  another person's GET /transactions?limit=50 over ${summary(page!)}`);
    };

    const range = (
      await db.query<{ start: string; end: string }>(
        `SELECT min(date)::text AS start, max(date)::text AS "end" FROM transactions WHERE user_id = $1`,
        [large.userId],
      )
    )[0]!;
    const everything = { start_date: range.start, end_date: range.end };

    await phase('quiet (baseline)', async () => {
      await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
      return { ms: BASELINE_MS };
    });
    await phase('POST /transactions/bulk by filter, excluded, every row', async () => {
      const r = await call('POST', '/transactions/bulk', {
        selection: { filter: everything },
        set: { excluded: true },
      });
      return { ms: r.ms, rows: r.body.updated as number };
    });
    await phase(`POST /rules (merchant ${MERCHANT}), applied to half the rows`, async () => {
      const r = await call('POST', '/rules', { match_field: 'merchant', match_value: MERCHANT, category: 'TRAVEL' });
      return { ms: r.ms, rows: r.body.applied as number };
    });
    const category = (await call('POST', '/categories', { name: 'Long writes' })).body.category_id as string;
    await phase("POST /transactions/bulk by filter, a category of the person's, every row", async () => {
      const r = await call('POST', '/transactions/bulk', { selection: { filter: everything }, set: { category } });
      return { ms: r.ms, rows: r.body.updated as number };
    });
    await phase('DELETE /categories/:category_id, every row back to the bank category', async () => {
      const r = await call('DELETE', `/categories/${category}`);
      const left = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND user_category = $2',
        [large.userId, category],
      );
      if (left[0]!.n !== 0) throw new Error(`${left[0]!.n} rows kept the deleted category`);
      return { ms: r.ms };
    });
  } finally {
    stopProbes();
    agent.destroy();
    await app.close();
    await identity.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.LONG_WRITES_PROBES) {
  probeChild(JSON.parse(process.env.LONG_WRITES_PROBES) as ProbeSpec[]);
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
