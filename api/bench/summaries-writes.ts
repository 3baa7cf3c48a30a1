/**
 * What the writes that change the summaries cost the summaries bench's person, and the daily totals' share of it: a
 * bulk change of the category of 50,000 rows by ids (alternately two categories, so that each run changes every row)
 * and a sync's storing of 500 new rows, with the corrections a sync brings to them. Each BENCH_WRITES (3) times without
 * the triggers that keep the daily totals (migration 015) and as many with them, in turn, so that both see the same
 * load; medians. (The totals are wrong after a run without them: the bench reads none after these.)
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { todayIso } from '../src/lib/dates';
import { quantile } from './http-request';
import type { Call } from './bench-app';
import { SUMMARY_MERCHANTS, storeLikeASync } from './summaries-corrections';

const WRITES = Number(process.env.BENCH_WRITES || 3);
const BULK_ROWS = 50_000;
const SYNC_ROWS = 500;

/** Turns the triggers of migration 015 on or off. */
const dailyTotals = (db: Database, on: boolean) => {
  const turn = on ? 'ENABLE' : 'DISABLE';
  return db.query(
    `ALTER TABLE transactions ${turn} TRIGGER transactions_daily_totals_inserts, ` +
      `${turn} TRIGGER transactions_daily_totals_updates, ${turn} TRIGGER transactions_daily_totals_deletes`,
  );
};

/** Runs `write` 2 * WRITES times, without the daily totals' triggers and with them in turn: the times of each. */
async function inTurn(db: Database, write: (i: number) => Promise<number>) {
  const times: Record<'with' | 'without', number[]> = { with: [], without: [] };
  for (let i = 0; i < 2 * WRITES; i++) {
    const on = i % 2 === 1;
    await dailyTotals(db, on);
    times[on ? 'with' : 'without'].push(await write(i));
  }
  return `without the daily totals' triggers ${spread(times.without)}; with them ${spread(times.with)}`;
}

const spread = (xs: number[]) =>
  `median ${quantile(xs, 0.5).toFixed(0)} ms over ${xs.length} (min ${Math.min(...xs).toFixed(0)}, ` +
  `max ${Math.max(...xs).toFixed(0)})`;

export async function benchSummaryWrites(
  app: FastifyInstance,
  db: Database,
  call: Call,
  userId: string,
): Promise<string[]> {
  const ids = (
    await db.query<{ transaction_id: string }>(
      'SELECT transaction_id FROM transactions WHERE user_id = $1 AND split IS NULL ORDER BY id LIMIT $2',
      [userId, BULK_ROWS],
    )
  ).map((r) => r.transaction_id);
  const bulks = await inTurn(db, async (i) => {
    const res = await call('POST', '/transactions/bulk', {
      selection: { ids },
      set: { category: i % 2 ? 'TRAVEL' : 'MEDICAL' },
    });
    if (res.body.updated !== ids.length) throw new Error(`the bulk change updated ${String(res.body.updated)} rows`);
    return res.ms;
  });

  const [account] = await db.query<{ account_id: string }>(
    `SELECT account_id FROM accounts WHERE user_id = $1 AND subtype = 'checking'`,
    [userId],
  );
  const syncs = await inTurn(db, async (i) => {
    const started = performance.now();
    await storeLikeASync(
      app,
      userId,
      Array.from({ length: SYNC_ROWS }, (_, n) => {
        const [merchant, primary, detailed] = SUMMARY_MERCHANTS[n % SUMMARY_MERCHANTS.length]!;
        return {
          transaction_id: `bench-sync-${i}-${n}`,
          account_id: account!.account_id,
          date: todayIso(),
          authorized_date: null,
          amount: primary === 'INCOME' ? -2500 : (n % 200) + 0.99,
          iso_currency_code: 'USD',
          name: merchant.toUpperCase(),
          merchant_name: merchant,
          category: null,
          personal_finance_category: { primary, detailed },
          payment_channel: 'in store',
          pending: false,
        };
      }),
    );
    return performance.now() - started;
  });
  return [
    `POST /transactions/bulk, the category of ${ids.length.toLocaleString('en-US')} rows by ids: ${bulks}`,
    `a sync's storing of ${SYNC_ROWS} new rows (applied, rules, splits, transfers): ${syncs}`,
  ];
}
