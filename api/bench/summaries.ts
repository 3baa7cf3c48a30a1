/**
 * npm run bench:summaries -w api: how long do the four summaries (GET /summary/category, /summary/month,
 * /summary/payee, /spending/trends) take for one person with many rows, and what do the writes that change them cost?
 * On PGlite (on disk, in a temp dir) and on PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test; BENCH_BACKENDS=pglite or postgres for one): one person with BENCH (200,000)
 * transactions over 18 months in 15 of the bank's categories and 2 of their own, one in five without a merchant name (its
 * payee is the name: a store number among 97), corrected the ways a person corrects (bench/summaries-corrections.ts):
 * a rule and a bulk change to their own categories, a merchant excluded, card payments paired with their arrival on
 * the card by monthly syncs, a few transfers paired by hand, and split transactions. Each summary is asked
 * BENCH_SAMPLES (21) times, after one warm-up, for this month, the last 3 months, 12 months and 18 months: median and
 * p95, request to answer. Then the writes (bench/summaries-writes.ts): a bulk change of the category of 50,000 rows by
 * ids and a sync's storing of 500 new rows (with its corrections: rules, splits, transfers), each BENCH_WRITES (3)
 * times without the daily totals' triggers (migration 015) and as many with them, in turn: medians.
 */
import os from 'node:os';
import type { Database } from '../src/db/database';
import { monthsBackIso, todayIso } from '../src/lib/dates';
import { quantile } from './http-request';
import { runOnEachBackend } from './backends';
import { startSeededBenchApp } from './bench-app';
import { correctLikeAPerson, SUMMARY_MERCHANTS } from './summaries-corrections';
import { benchSummaryWrites } from './summaries-writes';

const COUNT = Number(process.env.BENCH || 200_000);
const MONTHS = 18;
const SAMPLES = Number(process.env.BENCH_SAMPLES || 21);

const SUMMARIES = ['/summary/category', '/summary/month', '/summary/payee', '/spending/trends'];
/** The ranges the apps ask for, each ending today: how many months back from this one they start. */
const RANGES: [string, number][] = [
  ['this month', 0],
  ['last 3 months', 2],
  ['12 months', 11],
  ['18 months', 17],
];

const ms = (n: number) => `${n.toFixed(0)} ms`;

async function benchBackend(backend: string, db: Database): Promise<void> {
  const { app, person, call, close } = await startSeededBenchApp(backend, db, COUNT, MONTHS, SUMMARY_MERCHANTS);
  try {
    const corrected = performance.now();
    const corrections = await correctLikeAPerson(app, db, call, person.userId);
    console.log(`  corrected in ${((performance.now() - corrected) / 1000).toFixed(1)} s: ${corrections}`);
    // What autovacuum does on PostgreSQL a minute after such a load (PGlite never runs it by itself): the planner's
    // statistics, and the visibility map that lets a scan of an index skip the table.
    await db.query('VACUUM ANALYZE transactions');

    for (const [label, back] of RANGES) {
      const range = `start_date=${monthsBackIso(back)}&end_date=${todayIso()}`;
      for (const summary of SUMMARIES) {
        const warm = await call('GET', `${summary}?${range}`);
        const times: number[] = [];
        for (let i = 0; i < SAMPLES; i++) times.push((await call('GET', `${summary}?${range}`)).ms);
        console.log(
          `  GET ${summary}, ${label} (${range}): median ${ms(quantile(times, 0.5))}, ` +
            `p95 ${ms(quantile(times, 0.95))} over ${SAMPLES}; ${(warm.bytes / 1000).toFixed(1)} kB`,
        );
      }
    }

    for (const line of await benchSummaryWrites(app, db, call, person.userId)) console.log(`  ${line}`);
    console.log(`  load average ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    await close();
  }
}

runOnEachBackend('summaries', benchBackend);
