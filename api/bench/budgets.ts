/**
 * npm run bench:budgets -w api: how long does a month's budget take (GET /budgets/:month) for one person with many
 * rows, and what does a change cost it? On PGlite and PostgreSQL (as bench/summaries.ts: BENCH_BACKENDS, BENCH), one
 * person with BENCH (200,000) transactions over 18 months, corrected the ways a person corrects
 * (bench/summaries-corrections.ts), with a budget for every category they spent in from the first month, half of them
 * rolling over. Then, each BENCH_SAMPLES (21) times after a warm-up, request to answer:
 * - the first read of this month (every carry computed over 18 months, then stored), once;
 * - a read of this month with the carries stored;
 * - a correction of a transaction six months back (its category changed), then the read that computes the carries
 *   forward from that month: the correction's request, and the read's;
 * - an amount changed twelve months back (PATCH), answered with the month it changed.
 */
import type { Database } from '../src/db/database';
import { monthsBackIso } from '../src/lib/dates';
import { quantile } from './http-request';
import { runOnEachBackend } from './backends';
import { startSeededBenchApp } from './bench-app';
import { correctLikeAPerson, SUMMARY_MERCHANTS } from './summaries-corrections';

const COUNT = Number(process.env.BENCH || 200_000);
const MONTHS = 18;
const SAMPLES = Number(process.env.BENCH_SAMPLES || 21);

const ms = (n: number) => `${n.toFixed(1)} ms`;
const month = (back: number) => monthsBackIso(back).slice(0, 7);
const line = (label: string, times: number[]) =>
  `  ${label}: median ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))} over ${times.length}`;

async function benchBackend(backend: string, db: Database): Promise<void> {
  const { app, person, call, close } = await startSeededBenchApp(backend, db, COUNT, MONTHS, SUMMARY_MERCHANTS);
  try {
    await correctLikeAPerson(app, db, call, person.userId);
    await db.query('VACUUM ANALYZE transactions');
    await db.query('VACUUM ANALYZE daily_totals');

    const first = month(MONTHS - 1);
    const now = month(0);
    const spent = (await call('GET', `/summary/category?start_date=${first}-01`)).body.summary as {
      category: string;
    }[];
    const categories = spent
      .map((s) => s.category)
      .filter((c) => !['INCOME', 'UNCATEGORIZED'].includes(c) && !/ /.test(c));
    await call('PATCH', `/budgets/${first}`, {
      categories: categories.map((category, i) => ({
        category,
        amount: Math.round(25_000 + i * 1001) / 100,
        rollover: i % 2 === 0,
      })),
    });
    console.log(`  ${categories.length} budgets from ${first}, ${Math.ceil(categories.length / 2)} rolling over`);

    const cold = await call('GET', `/budgets/${now}`);
    console.log(`  first read of ${now} (carries over ${MONTHS} months computed and stored): ${ms(cold.ms)}`);
    const reads: number[] = [];
    for (let i = 0; i < SAMPLES; i++) reads.push((await call('GET', `/budgets/${now}`)).ms);
    console.log(line(`GET /budgets/${now}, carries stored`, reads));

    // A transaction of a rollover category six months back, moved between two rollover categories and back.
    const sixBack = month(6);
    const rows = (await call('GET', `/transactions?start_date=${sixBack}-01&end_date=${sixBack}-28&limit=200`)).body
      .transactions as { transaction_id: string; amount: number; split: string | null }[];
    const target = rows.find((t) => t.amount > 0 && t.split === null)!;
    const corrections: number[] = [];
    const recomputed: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      corrections.push(
        (await call('PATCH', `/transactions/${target.transaction_id}`, { category: categories[(i % 2) * 2]! })).ms,
      );
      recomputed.push((await call('GET', `/budgets/${now}`)).ms);
    }
    console.log(line(`a correction in ${sixBack}: PATCH /transactions/:id`, corrections));
    console.log(line(`  then GET /budgets/${now} (carries computed forward from ${sixBack})`, recomputed));

    const yearBack = month(12);
    const amounts: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      amounts.push(
        (await call('PATCH', `/budgets/${yearBack}`, { categories: [{ category: categories[0]!, amount: 300 + i }] }))
          .ms,
      );
    }
    console.log(line(`PATCH /budgets/${yearBack} (an amount, answered with its month)`, amounts));
  } finally {
    await close();
  }
}

runOnEachBackend('budgets', benchBackend);
