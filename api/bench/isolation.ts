/**
 * npm run bench:isolation -w api: does one person's large answer stall everyone else? (issue 31, point 2.) On
 * PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test): one person with
 * BENCH_LARGE (200,000) transactions over 18 months and another with 2,000. While the large person asks for their
 * whole set five times at once (compact, five end dates: no cached answer), and then for 50,000 rows in the full
 * format, the other person's first page (GET /transactions?limit=50) is asked for every PROBE_MS (20) ms. Prints the
 * other person's latency (median, p99, max), the API's event loop delay (monitorEventLoopDelay: p99, max) and how much
 * the process grew at the peak (RSS, and apart: the JS heap in use, external memory, and ArrayBuffers, of which
 * Buffers), against a quiet baseline. The large answers are asked for as a browser asks (zstd, gzip;
 * BENCH_ENCODING=identity for the bodies as they are), and only counted: the client runs in the same process, so its
 * reading of the answers counts in the loop delay too (an upper bound), but it keeps no copy of them, which would
 * count as the server's memory. Last, one whole set as it is (identity) gives the size of one answer.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openPostgres } from '../src/db/postgres';
import { monthsBackIso, todayIso } from '../src/lib/dates';
import { startBenchApp } from './bench-app';
import { seedBenchUser } from './seed';
import { quantile, timedRequest } from './http-request';

const LARGE = Number(process.env.BENCH_LARGE || 200_000);
const SMALL = 2_000;
const MONTHS = 18;
const PROBE_MS = Number(process.env.PROBE_MS || 20);
const BASELINE_MS = 3_000;
/** What the large answers are asked for with: a browser's (BENCH_ENCODING=identity for the bodies as they are). */
const ACCEPT_ENCODING = process.env.BENCH_ENCODING || 'zstd, gzip';
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** GET, reading the whole answer (a large one only counted: `countOnly`). */
function get(url: string, authorization: string, encoding = ACCEPT_ENCODING, countOnly = false) {
  return timedRequest(url, { headers: { authorization, 'accept-encoding': encoding }, countOnly });
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const mb = (bytes: number) => `+${(bytes / 2 ** 20).toFixed(0)} MB`;

/** What process.memoryUsage() reports that the bench follows; each measured on its own (their peaks differ in time). */
const MEMORY = ['rss', 'heapUsed', 'external', 'arrayBuffers'] as const;
type Memory = Record<(typeof MEMORY)[number], number>;

/** The other person's first page, asked for every PROBE_MS until `until` settles; their latencies. */
async function probe(url: string, authorization: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  while (!done) {
    inFlight.push(get(url, authorization).then((r) => void latencies.push(r.ms)));
    await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
  }
  await Promise.all(inFlight);
  return latencies;
}

async function main(): Promise<void> {
  const db = await openPostgres(DATABASE_URL, `bench_isolation_${crypto.randomBytes(4).toString('hex')}`, true);
  const { app, identity } = await startBenchApp({ db });
  try {
    const seeded = performance.now();
    const large = await seedBenchUser(db, app.cipher, LARGE, MONTHS);
    const small = await seedBenchUser(db, app.cipher, SMALL, MONTHS);
    console.log(
      `seeded ${LARGE.toLocaleString('en-US')} + ${SMALL.toLocaleString('en-US')} transactions in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const auth = (u: { userId: string; sub: string }) =>
      `Bearer ${identity.idToken({ sub: u.sub, preferred_username: u.userId, 'cognito:username': u.sub })}`;
    const start = monthsBackIso(MONTHS - 1);
    const probeUrl = `${base}/transactions?start_date=${start}&end_date=${todayIso()}&format=compact&limit=50`;
    await get(probeUrl, auth(small));

    /** Runs `work` under the probe; what it answers (the sizes of its answers) goes after the label. */
    const phase = async (label: string, work: () => Promise<string | void>) => {
      app.transactionsService.clearCache();
      global.gc?.();
      const before: Memory = process.memoryUsage();
      const peak: Memory = { ...before };
      const watch = setInterval(() => {
        const now = process.memoryUsage();
        for (const name of MEMORY) peak[name] = Math.max(peak[name], now[name]);
      }, 10);
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const started = performance.now();
      const running = work();
      const latencies = await probe(probeUrl, auth(small), running);
      const sizes = await running;
      delay.disable();
      clearInterval(watch);
      console.log(
        `${label}${sizes ? ` (${sizes})` : ''}: ${ms(performance.now() - started)}; the other person's first page ` +
          `over ${latencies.length} requests: median ${ms(quantile(latencies, 0.5))}, p99 ` +
          `${ms(quantile(latencies, 0.99))}, max ` +
          `${ms(Math.max(...latencies))}; event loop delay p99 ${ms(delay.percentile(99) / 1e6)}, max ` +
          `${ms(delay.max / 1e6)}; at the peak: RSS ${mb(peak.rss - before.rss)}, heap used ` +
          `${mb(peak.heapUsed - before.heapUsed)}, external ${mb(peak.external - before.external)}, ArrayBuffers ` +
          `${mb(peak.arrayBuffers - before.arrayBuffers)}`,
      );
    };

    await phase('quiet (baseline)', () => new Promise((resolve) => setTimeout(resolve, BASELINE_MS)));
    const sent = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    const compactUrl = (end: string) => `${base}/transactions?start_date=${start}&end_date=${end}&format=compact`;
    await phase(`five whole sets of ${LARGE.toLocaleString('en-US')} at once, compact, five end dates`, async () => {
      const bytes = await Promise.all(
        [0, 1, 2, 3, 4].map(async (daysBack) => {
          const end = new Date(Date.now() + 86_400_000 * (1 - daysBack)).toISOString().slice(0, 10);
          const res = await get(compactUrl(end), auth(large), ACCEPT_ENCODING, true);
          if (res.status !== 200) throw new Error(`compact answered ${res.status}`);
          return res.bytes;
        }),
      );
      return `each ${sent(bytes[0]!)} as sent`;
    });
    // About 50,000 of the large person's rows: the last 4.5 months of 18.
    await phase('one answer of about 50,000 rows in the full format', async () => {
      const url = `${base}/transactions?start_date=${monthsBackIso(3)}&end_date=${todayIso()}`;
      const res = await get(url, auth(large), ACCEPT_ENCODING, true);
      if (res.status !== 200) throw new Error(`full answered ${res.status}`);
      return `${sent(res.bytes)} as sent`;
    });
    const whole = await get(compactUrl(todayIso()), auth(large), 'identity', true);
    console.log(`one whole set of ${LARGE.toLocaleString('en-US')}, compact, as it is: ${sent(whole.bytes)}`);
  } finally {
    await app.close();
    await identity.close();
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
