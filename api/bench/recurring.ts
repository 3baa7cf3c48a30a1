/**
 * npm run bench:recurring -w api: how long do a person's recurring streams take to compute with 200,000 transactions,
 * the first time and after a sync or a correction that touches one payee (issue 35, point 6)? On PGlite and PostgreSQL
 * (BENCH_BACKENDS, BENCH as bench/summaries.ts): the summaries' person (bench/summaries-corrections.ts: 19 merchants
 * in turn over 18 months, corrected the ways a person corrects) with, besides, the bills and pay of a household: ten
 * monthly bills on their days, pay every two weeks, a yearly renewal. Then:
 * - the first computation (every payee), as a sync's end runs it (RecurringService.refresh), and GET /recurring after;
 * - the insights after it (GET /insights: the streams, this month's budget, three months of daily totals, the month's
 *   charges and new payees), as an open Dashboard reads them when that sync's event reaches it;
 * - BENCH_SAMPLES (21) times: a sync's new charge at a monthly bill (one payee) and the refresh that follows it; a
 *   correction at a payee of 10,000 rows (its category) and the read that recomputes that payee, then another and the
 *   Dashboard's read of the insights; reads with nothing changed.
 */
import type { Database } from '../src/db/database';
import type { ProviderTransaction } from '../src/domain/provider-data';
import { addDaysIso, addMonthsIso, monthsBackIso, todayIso } from '../src/lib/dates';
import { quantile } from './http-request';
import { runOnEachBackend } from './backends';
import { startSeededBenchApp } from './bench-app';
import { correctLikeAPerson, SUMMARY_MERCHANTS } from './summaries-corrections';

const COUNT = Number(process.env.BENCH || 200_000);
const MONTHS = 18;
const SAMPLES = Number(process.env.BENCH_SAMPLES || 21);

/** The household's bills: payee, category, day of the month, amount. */
const BILLS: Array<[string, string, number, number]> = [
  ['Cascade Rent', 'RENT_AND_UTILITIES', 1, 2150],
  ['Verizon', 'RENT_AND_UTILITIES', 12, 85],
  ['Xfinity', 'RENT_AND_UTILITIES', 9, 79.99],
  ['Spotify', 'ENTERTAINMENT', 18, 11.99],
  ['Disney Plus', 'ENTERTAINMENT', 3, 13.99],
  ['Equinox', 'PERSONAL_CARE', 21, 45],
  ['Geico', 'GENERAL_SERVICES', 14, 132.5],
  ['iCloud', 'GENERAL_SERVICES', 5, 2.99],
  ['Student Loan', 'LOAN_PAYMENTS', 5, 310],
  ['NYT', 'ENTERTAINMENT', 27, 17],
];

const ms = (n: number) => `${n.toFixed(1)} ms`;
const line = (label: string, times: number[]) =>
  `  ${label}: median ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))} over ${times.length}`;

function householdRows(accountId: string, from: string, today: string): ProviderTransaction[] {
  const rows: ProviderTransaction[] = [];
  const row = (id: string, date: string, payee: string, primary: string, amount: number): ProviderTransaction => ({
    transaction_id: id,
    account_id: accountId,
    date,
    authorized_date: null,
    amount,
    iso_currency_code: 'USD',
    name: payee.toUpperCase(),
    merchant_name: payee,
    category: null,
    personal_finance_category: { primary, detailed: null },
    payment_channel: 'other',
    pending: false,
  });
  for (const [payee, primary, day, amount] of BILLS) {
    for (let month = from; month <= today; month = addMonthsIso(month, 1)) {
      const date = `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
      if (date < today) rows.push(row(`bill-${payee}-${date}`, date, payee, primary, amount));
    }
  }
  for (let date = addDaysIso(from, 4); date < today; date = addDaysIso(date, 14)) {
    rows.push(row(`pay-${date}`, date, 'Initech Payroll', 'INCOME', -3100));
  }
  rows.push(row('prime-1', addMonthsIso(from, 1), 'Amazon Prime', 'GENERAL_MERCHANDISE', 139));
  rows.push(row('prime-2', addMonthsIso(from, 13), 'Amazon Prime', 'GENERAL_MERCHANDISE', 139));
  return rows;
}

async function benchBackend(backend: string, db: Database): Promise<void> {
  const { app, person, call, close } = await startSeededBenchApp(backend, db, COUNT, MONTHS, SUMMARY_MERCHANTS);
  try {
    const { userId } = person;
    const [item] = await db.query<{ id: string }>('SELECT id::text AS id FROM items WHERE user_id = $1', [userId]);
    const [checking] = await db.query<{ account_id: string }>(
      `SELECT account_id FROM accounts WHERE user_id = $1 AND subtype = 'checking'`,
      [userId],
    );
    const today = todayIso();
    const household = householdRows(checking!.account_id, monthsBackIso(MONTHS - 1), today);
    const store = (rows: ProviderTransaction[]) =>
      app.data.transactionFor(userId, (tx) =>
        tx.transactions.applyChanges(item!.id, userId, {
          added: rows,
          modified: [],
          removed: [],
        }),
      );
    await store(household);
    await correctLikeAPerson(app, db, call, userId);
    await db.query('VACUUM ANALYZE transactions');
    console.log(`  ${household.length} rows of bills and pay besides`);

    let started = performance.now();
    await app.recurringService.refresh(userId);
    const refreshed = performance.now() - started;
    console.log(`  first computation, every payee (a first sync's end): ${ms(refreshed)}`);
    const first = await call('GET', `/recurring?today=${today}`);
    const streams = first.body.streams as Array<{ name: string; frequency: string }>;
    console.log(
      `  GET /recurring after it: ${ms(first.ms)}, ${streams.length} streams: ` +
        streams.map((s) => `${s.name} (${s.frequency.toLowerCase()})`).join(', '),
    );

    const insights = await call('GET', `/insights?today=${today}`);
    console.log(
      `  GET /insights after it: ${ms(insights.ms)}, ${(insights.body.insights as unknown[]).length} statements`,
    );
    console.log(
      `  streams and insights, a first sync's end to the Dashboard's answer: ${ms(refreshed + first.ms + insights.ms)}`,
    );

    const syncs: number[] = [];
    const insightReads: number[] = [];
    const idleInsights: number[] = [];
    const afterSync: number[] = [];
    const corrections: number[] = [];
    const reads: number[] = [];
    const idle: number[] = [];
    const [big] = await db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM transactions WHERE user_id = $1 AND merchant_name = 'Whole Foods' AND amount > 0
       AND split IS NULL AND NOT excluded LIMIT 1`,
      [userId],
    );
    for (let i = 0; i < SAMPLES; i++) {
      // A sync's new charge at one bill: what the sync's end computes again.
      started = performance.now();
      await store([{ ...household[0]!, transaction_id: `sync-${i}`, date: today, amount: 2150 + i / 100 }]);
      syncs.push(performance.now() - started);
      started = performance.now();
      await app.recurringService.refresh(userId);
      afterSync.push(performance.now() - started);
      // A correction at the payee with the most rows, then the read that computes it again.
      corrections.push(
        (await call('PATCH', `/transactions/${big!.transaction_id}`, { category: i % 2 ? 'TRAVEL' : 'MEDICAL' })).ms,
      );
      reads.push((await call('GET', `/recurring?today=${today}`)).ms);
      idle.push((await call('GET', `/recurring?today=${today}`)).ms);
      await call('PATCH', `/transactions/${big!.transaction_id}`, { category: 'GENERAL_MERCHANDISE' });
      insightReads.push((await call('GET', `/insights?today=${today}`)).ms);
      idleInsights.push((await call('GET', `/insights?today=${today}`)).ms);
    }
    console.log(line('a sync storing one new charge at a bill', syncs));
    console.log(line('  then the refresh at its end (one payee)', afterSync));
    console.log(line('a correction at Whole Foods (10,000 rows): PATCH /transactions/:id', corrections));
    console.log(line('  then GET /recurring (that payee computed again)', reads));
    console.log(line('GET /recurring, nothing changed', idle));
    console.log(line('a correction at Whole Foods, then GET /insights', insightReads));
    console.log(line('GET /insights, nothing changed', idleInsights));
  } finally {
    await close();
  }
}

runOnEachBackend('recurring', benchBackend);
