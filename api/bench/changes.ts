/**
 * npm run bench:changes -w api: how long does a client's pull of a few changes take when the person has many rows,
 * and what does keeping the changes cost a bulk change? On PGlite (on disk, in a temp dir) and on PostgreSQL
 * (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; BENCH_BACKENDS=pglite or
 * postgres for one): one person with BENCH (200,000) transactions over 18 months. Takes a cursor, adds 10 manual
 * transactions and times GET /transactions/changes from that cursor (10 rows) BENCH_PULLS (11) times; times a bulk
 * change by filter over every row (excluded, alternately true and false so that each run changes every row)
 * BENCH_BULKS (3) times with the change log's update trigger and as many without, in turn, and the first page of the
 * pull that follows the last one (5,000 rows); the trigger's share of UPDATEs of every row, 5,000 a statement, as
 * EXPLAIN ANALYZE times them (what the machine's load does not blur); then 10 new rows pulled behind all those log
 * entries, the daily job's pruning of the change log, and the same pull after it.
 * Medians, request to answer.
 */
import { TRANSACTION_CHANGES_PAGE_MAX } from '@finance/shared/contracts';
import type { Database } from '../src/db/database';
import { monthsBackIso, todayIso } from '../src/lib/dates';
import { runOnEachBackend } from './backends';
import { startSeededBenchApp } from './bench-app';
import { quantile } from './http-request';

const COUNT = Number(process.env.BENCH || 200_000);
const MONTHS = 18;
const NEW_ROWS = 10;
const PULLS = Number(process.env.BENCH_PULLS || 11);
const BULKS = Number(process.env.BENCH_BULKS || 3);

const ms = (n: number) => `${n.toFixed(0)} ms`;
const spread = (xs: number[]) =>
  `median ${ms(quantile(xs, 0.5))} over ${xs.length} (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))})`;

/**
 * The log's share of a bulk change, whatever the machine's load: every row of the person updated by statements of
 * 5,000 (a slice of a long write), each under EXPLAIN ANALYZE, which times the statement and each of its triggers.
 */
async function logTriggerShare(db: Database, userId: string): Promise<string> {
  const [range] = await db.query<{ min: string; max: string }>(
    'SELECT min(id)::text AS min, max(id)::text AS max FROM transactions WHERE user_id = $1',
    [userId],
  );
  let total = 0;
  let log = 0;
  for (let from = BigInt(range!.min); from <= BigInt(range!.max); from += 5_000n) {
    const [answer] = await db.query<Record<string, unknown>>(
      `EXPLAIN (ANALYZE, FORMAT JSON) UPDATE transactions SET excluded = NOT excluded
       WHERE user_id = $1 AND id >= $2 AND id < $3`,
      [userId, from.toString(), (from + 5_000n).toString()],
    );
    const json = Object.values(answer!)[0];
    const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as {
      'Execution Time': number;
      Triggers: { 'Trigger Name': string; Time: number }[];
    }[];
    total += plan!['Execution Time'];
    log += plan!.Triggers.find((t) => t['Trigger Name'] === 'transactions_log_updates')?.Time ?? 0;
  }
  return `${ms(log)} of ${ms(total)} (${((100 * log) / total).toFixed(0)} %)`;
}

async function benchBackend(name: string, db: Database): Promise<void> {
  const { app, person, call, close } = await startSeededBenchApp(name, db, COUNT, MONTHS);
  try {
    const range = `start_date=${monthsBackIso(MONTHS - 1)}&end_date=${todayIso()}`;
    const cursorNow = async () =>
      (await call('GET', `/transactions?${range}&format=compact&limit=1`)).body.cursor as string;
    const accountId = (
      await db.query<{ id: string }>('SELECT account_id AS id FROM accounts WHERE user_id = $1 ORDER BY id LIMIT 1', [
        person.userId,
      ])
    )[0]!.id;
    const addRows = async () => {
      for (let i = 0; i < NEW_ROWS; i++) {
        await call('POST', '/transactions', {
          account_id: accountId,
          date: todayIso(),
          amount: i + 1,
          description: `Bench ${i}`,
        });
      }
    };
    /** Times PULLS pulls of the first page after a cursor; each must answer `rows` rows. */
    const pulls = async (cursor: string, rows = NEW_ROWS) => {
      const times: number[] = [];
      for (let i = 0; i < PULLS; i++) {
        const res = await call('GET', `/transactions/changes?cursor=${cursor}`);
        const answered = (res.body.rows as unknown[]).length;
        if (answered !== rows) throw new Error(`the pull answered ${answered} rows, not ${rows}`);
        times.push(res.ms);
      }
      return spread(times);
    };

    let cursor = await cursorNow();
    await addRows();
    console.log(`  GET /transactions/changes, ${NEW_ROWS} rows: ${await pulls(cursor)}`);

    const everything = (
      await db.query<{ start_date: string; end_date: string }>(
        `SELECT min(date)::text AS start_date, max(date)::text AS end_date FROM transactions WHERE user_id = $1`,
        [person.userId],
      )
    )[0]!;
    // The log's cost to a bulk change, measured on the same rows under the same load: the runs take turns without
    // the log's update trigger (as before migration 010) and with it, the last one with it (the pull below reads it).
    const logUpdates = (on: boolean) =>
      db.query(`ALTER TABLE transactions ${on ? 'ENABLE' : 'DISABLE'} TRIGGER transactions_log_updates`);
    const bulks: Record<'with' | 'without', number[]> = { with: [], without: [] };
    let updated = 0;
    for (let i = 0; i < 2 * BULKS; i++) {
      const withLog = i % 2 === 1;
      await logUpdates(withLog);
      cursor = await cursorNow();
      const res = await call('POST', '/transactions/bulk', {
        selection: { filter: everything },
        set: { excluded: i % 2 === 0 },
      });
      bulks[withLog ? 'with' : 'without'].push(res.ms);
      updated = res.body.updated as number;
    }
    console.log(
      `  POST /transactions/bulk, every row (${updated.toLocaleString('en-US')}), without the log: ` +
        `${spread(bulks.without)}; with it: ${spread(bulks.with)}`,
    );
    const page = Math.min(updated, TRANSACTION_CHANGES_PAGE_MAX);
    console.log(
      `  GET /transactions/changes after the last bulk change, its first page (${page.toLocaleString('en-US')} rows): ` +
        (await pulls(cursor, page)),
    );

    console.log(
      `  the log's trigger in every row's UPDATE, 5,000 rows a statement: ${await logTriggerShare(db, person.userId)}`,
    );

    cursor = await cursorNow();
    await addRows();
    console.log(`  GET /transactions/changes, ${NEW_ROWS} rows after the bulk changes: ${await pulls(cursor)}`);

    const logged = async () =>
      (
        await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transaction_change_log WHERE user_id = $1', [
          person.userId,
        ])
      )[0]!.n.toLocaleString('en-US');
    const before = await logged();
    const started = performance.now();
    await app.data.repositories.transactionChanges.pruneLog();
    console.log(
      `  the daily pruning of the change log: ${ms(performance.now() - started)}, ${before} entries to ${await logged()}`,
    );
    console.log(`  GET /transactions/changes, ${NEW_ROWS} rows after the pruning: ${await pulls(cursor)}`);
  } finally {
    await close();
  }
}

runOnEachBackend('changes', benchBackend);
