/**
 * npm run bench -w api: one user with 50,000 transactions (BENCH_TRANSACTIONS) over 18 months, on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test when it answers;
 * BENCH_BACKENDS=pglite or postgres for one). A set of more rows than the full format answers (50,000) is measured
 * in the compact format only.
 * Prints GET /transactions for 18 months in the full and the compact format, built (raw and compressed), cached,
 * its first page (limit=50) and as a conditional request answered 304 (median latency, bytes raw and compressed),
 * a person's corrections at scale (bench/corrections.ts: a rule and bulk changes over 37,000 rows), GET
 * /plaid/accounts under 50 connections (requests per second, p99), then live updates (bench/live.ts): webhook ->
 * event at a connected client (median, p99) and open streams in one process (memory).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { TRANSACTIONS_ANSWER_MAX_ROWS } from '@finance/shared/contracts';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { monthsBackIso, todayIso } from '../src/lib/dates';
import { benchCorrections } from './corrections';
import { benchLive } from './live';
import { startBenchApp } from './bench-app';
import { seedBenchUser } from './seed';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS || 50_000);
const MONTHS = 18;
const SAMPLES = Number(process.env.BENCH_SAMPLES || 15);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',');

function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; ms: number; etag: string | undefined; encoding: string | undefined }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            etag: res.headers.etag,
            encoding: res.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject);
  });
}

/** The encodings a bench line is told in: as it is, and compressed the way a browser asks (zstd, else gzip). */
const COMPRESSED = 'zstd, gzip';

/**
 * GET url SAMPLES times after one warm-up (before each, `before` runs): the median time, and the answer's size as it
 * is and compressed (the Content-Encoding the server chose for a browser's Accept-Encoding).
 */
async function measure(
  url: string,
  headers: Record<string, string>,
  expected: number,
  before: () => void = () => undefined,
) {
  const warm = await get(url, headers);
  if (warm.status !== expected) throw new Error(`GET ${url} answered ${warm.status}, not ${expected}`);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    before();
    times.push((await get(url, headers)).ms);
  }
  const raw = await get(url, { ...headers, 'accept-encoding': 'identity' });
  const compressed = await get(url, { ...headers, 'accept-encoding': COMPRESSED });
  const size = (n: number) => (n < 100_000 ? `${(n / 1e3).toFixed(1)} kB` : `${(n / 1e6).toFixed(2)} MB`);
  return {
    median: median(times),
    etag: warm.etag,
    text:
      `median ${median(times).toFixed(0)} ms over ${SAMPLES} requests; ` +
      `${size(raw.bytes)} raw, ${size(compressed.bytes)} ${compressed.encoding ?? 'raw'}`,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function benchOne(label: string, db: Database): Promise<void> {
  const { app, identity } = await startBenchApp({ db });
  try {
    const seedStart = Date.now();
    const { userId, sub } = await seedBenchUser(db, app.cipher, TRANSACTIONS, MONTHS);
    const seedMs = Date.now() - seedStart;
    // PGlite's autovacuum vacuums and analyzes the seeded rows a moment after they are written; the reads are measured
    // after it, as a store is a minute after a large sync.
    const vacuumStart = Date.now();
    await db.autovacuum?.settled();
    const vacuumed = db.autovacuum ? `; autovacuum after it ${((Date.now() - vacuumStart) / 1000).toFixed(1)} s` : '';
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const authorization = `Bearer ${identity.idToken({ sub, preferred_username: userId, 'cognito:username': sub })}`;

    const range = `start_date=${monthsBackIso(MONTHS - 1)}&end_date=${todayIso()}`;
    // Built each time (the response cache emptied before each request), as after every change of the data.
    const rebuild = () => app.transactionsService.clearCache();
    const raw = { authorization, 'accept-encoding': 'identity' };
    const compressed = { authorization, 'accept-encoding': COMPRESSED };
    // Every seeded row is in the range: past the full format's bound, the whole set is a 400.
    const full =
      TRANSACTIONS <= TRANSACTIONS_ANSWER_MAX_ROWS.full
        ? (await measure(`${url}/transactions?${range}`, raw, 200, rebuild)).text
        : `not measured: over the ${TRANSACTIONS_ANSWER_MAX_ROWS.full} rows one answer holds`;
    const compactUrl = `${url}/transactions?${range}&format=compact`;
    const builtRaw = await measure(compactUrl, raw, 200, rebuild);
    const builtCompressed = await measure(compactUrl, compressed, 200, rebuild);
    // The same set asked for again without a copy (another device, a cleared store): the cached response.
    const cachedRaw = await measure(compactUrl, raw, 200);
    const cachedCompressed = await measure(compactUrl, compressed, 200);
    // The first page an app shows at once, built each time.
    const firstPage = await measure(`${compactUrl}&limit=50`, compressed, 200, rebuild);
    // What a returning visit costs: the client sends back the ETag of the set it holds.
    const unchanged = await measure(compactUrl, { ...compressed, 'if-none-match': builtRaw.etag ?? '' }, 304);
    const count = (
      JSON.parse(await (await fetch(compactUrl, { headers: { authorization } })).text()) as { count: number }
    ).count;

    // Last of the reads: it changes the seeded rows (a rule and bulk changes over 37,000 of them).
    const corrections = await benchCorrections(url, authorization, db, userId);

    const result = await autocannon({
      url: `${url}/plaid/accounts`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { authorization },
    });
    const ok = result['2xx'];
    console.log(
      [
        `== ${label}`,
        `seeded ${TRANSACTIONS} transactions over ${MONTHS} months in ${(seedMs / 1000).toFixed(1)} s${vacuumed}`,
        `GET /transactions (18 months, ${count} rows), format full, built, raw: ${full}`,
        `GET /transactions (18 months, ${count} rows), format compact (the apps'), built, raw: ${builtRaw.text}`,
        `GET /transactions, format compact, built, compressed (Accept-Encoding: ${COMPRESSED}): ${builtCompressed.text}`,
        `GET /transactions, format compact, unchanged set without If-None-Match (cached response), raw: ${cachedRaw.text}`,
        `GET /transactions, format compact, cached response, compressed: ${cachedCompressed.text}`,
        `GET /transactions, format compact, limit=50 (the first page), built, compressed: ${firstPage.text}`,
        `GET /transactions, format compact, If-None-Match of the set held (304): ${unchanged.text}`,
        `GET /plaid/accounts, ${CONNECTIONS} connections, ${DURATION_S} s: ${result.requests.average.toFixed(0)} req/s, ` +
          `p99 ${result.latency.p99} ms (${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors)`,
        ...corrections,
      ].join('\n'),
    );
  } finally {
    await app.close();
    await identity.close();
  }
}

async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`);
  if (BACKENDS.includes('pglite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-pglite-'));
    const pglite = await openPglite(dir);
    try {
      await benchOne('PGlite (on disk)', pglite);
      await benchLive('PGlite (on disk)', pglite);
    } finally {
      await pglite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!BACKENDS.includes('postgres')) return;
  const url = await postgresUrl();
  if (!url) {
    console.log('== PostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL)');
    return;
  }
  const schema = `api_bench_${process.pid}`;
  const postgres = await openPostgres(url, schema, true);
  try {
    await benchOne(`PostgreSQL (${new URL(url).host})`, postgres);
    await benchLive(`PostgreSQL (${new URL(url).host})`, postgres);
  } finally {
    await postgres.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
