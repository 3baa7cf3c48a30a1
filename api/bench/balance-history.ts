/**
 * npm run bench:balance-history -w api: how long GET /accounts/balance-history takes over 18 months for a person with
 * many transactions, and what keeping the day sums it reads (migration 016) costs the writes. On PostgreSQL
 * (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a schema of its own, dropped
 * afterwards) and on an on-disk PGlite (BENCH_BACKENDS=postgres or pglite for one): one person with BENCH (200,000)
 * transactions over 18 months on three of four accounts (bench/seed.ts), then
 * - first synced today: every day before today walked back (the most a read sums), as seeded and after VACUUM
 *   ANALYZE, each timed BENCH_SAMPLES (15) times, request to answer (median, min, max), and the statement's time under
 *   EXPLAIN ANALYZE (BENCH_PLAN=1 prints its plan);
 * - synced every day for the last 6 months as well: 6 months of recorded days, 12 walked back;
 * - the day sums' update trigger in a bulk UPDATE of 10,000 and of 50,000 rows in one statement, the statement's CPU
 *   time with the trigger and without it (BENCH_TRIGGER_SAMPLES, 5, each): a correction (excluded), which moves no
 *   balance, and a change of every amount, which moves them all; then the sums checked against the transactions.
 */
import fs from 'node:fs';
import type { Database, Queryable } from '../src/db/database';
import { addDaysIso, monthsBackIso, todayIso } from '../src/lib/dates';
import { BalanceHistoryRepository } from '../src/repositories/balance-history-repository';
import { runOnEachBackend } from './backends';
import { startSeededBenchApp } from './bench-app';
import { quantile, timedRequest } from './http-request';

const COUNT = Number(process.env.BENCH || 200_000);
const MONTHS = 18;
const SAMPLES = Number(process.env.BENCH_SAMPLES || 15);
const SUMS_TRIGGER = 'transactions_sum_day_updates';
const TRIGGER_SAMPLES = Number(process.env.BENCH_TRIGGER_SAMPLES || 5);

const ms = (n: number) => `${n.toFixed(0)} ms`;
const spread = (xs: number[]) =>
  `median ${ms(quantile(xs, 0.5))} over ${xs.length} (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))})`;

/** A statement's plan under EXPLAIN ANALYZE, as PostgreSQL (JSON text) or PGlite (parsed JSON) answers it. */
interface Plan {
  Plan: unknown;
  'Execution Time': number;
}
async function planOf(db: Queryable, sql: string, params: unknown[], format = 'JSON'): Promise<Plan[] | string> {
  const rows = await db.query<Record<string, unknown>>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT ${format}) ${sql}`, params);
  if (format === 'TEXT') return rows.map((r) => Object.values(r)[0] as string).join('\n');
  const json = Object.values(rows[0]!)[0];
  return (typeof json === 'string' ? JSON.parse(json) : json) as Plan[];
}

/** The read's statement under EXPLAIN ANALYZE: its time, and its plan as text. */
async function explainedRead(db: Database, userId: string, start: string, end: string) {
  let time = 0;
  let text = '';
  const explaining: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => {
      time = ((await planOf(db, sql, params ?? [])) as Plan[])[0]!['Execution Time'];
      text = (await planOf(db, sql, params ?? [], 'TEXT')) as string;
      return [] as T[];
    },
  };
  await new BalanceHistoryRepository(explaining).byDay(userId, start, end, 24);
  return { time, text };
}

/** A process's CPU time (utime + stime) in ms from /proc, in Linux's USER_HZ ticks (100 a second); undefined elsewhere. */
function cpuOfProcess(pid: number): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!fs.existsSync(file)) return undefined;
  const fields = fs.readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The CPU time of one statement: on PostgreSQL its backend's (when the server runs on this machine; its wall time
 * otherwise), on PGlite this process's. On a machine shared with other work a statement's wall time moved by tens of
 * percent from one run to the next, its CPU time by a few.
 */
async function statementMs(db: Database, sql: string, params: unknown[]): Promise<number> {
  if (db.kind === 'pglite') {
    const before = process.cpuUsage();
    await db.query(sql, params);
    const spent = process.cpuUsage(before);
    return (spent.user + spent.system) / 1000;
  }
  return db.transaction(async (tx) => {
    const [backend] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const before = cpuOfProcess(backend!.pid);
    const started = performance.now();
    await tx.query(sql, params);
    const after = cpuOfProcess(backend!.pid);
    return before === undefined || after === undefined ? performance.now() - started : after - before;
  });
}

/**
 * What the day sums' update trigger costs a bulk UPDATE of `rows` of the person's rows in one statement: a correction
 * (excluded, which moves no balance) and a change of every amount (0.01 up, then down again, so that the rows and the
 * sums end as they began), each TRIGGER_SAMPLES times with the trigger and without (disabled), in turns; each
 * statement after a VACUUM, so that none pays for the dead rows of the one before.
 */
async function triggerCost(db: Database, userId: string, rows: number): Promise<string> {
  const [first] = await db.query<{ id: string }>('SELECT min(id)::text AS id FROM transactions WHERE user_id = $1', [
    userId,
  ]);
  const params = [userId, first!.id, (BigInt(first!.id) + BigInt(rows)).toString()];
  const update = (set: string) => `UPDATE transactions SET ${set} WHERE user_id = $1 AND id >= $2 AND id < $3`;
  const cases: [string, string[]][] = [
    ['a correction (excluded)', [update('excluded = NOT excluded')]],
    ['every amount changed', [update('amount = amount + 0.01'), update('amount = amount - 0.01')]],
  ];
  const parts: string[] = [];
  for (const [label, statements] of cases) {
    const times = { with: [] as number[], without: [] as number[] };
    for (let i = 0; i < TRIGGER_SAMPLES; i++) {
      for (const state of i % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
        await db.query(`ALTER TABLE transactions ${state === 'with' ? 'ENABLE' : 'DISABLE'} TRIGGER ${SUMS_TRIGGER}`);
        for (const sql of statements) {
          await db.query('VACUUM transactions');
          times[state].push(await statementMs(db, sql, params));
        }
      }
    }
    await db.query(`ALTER TABLE transactions ENABLE TRIGGER ${SUMS_TRIGGER}`);
    const [withIt, without] = [quantile(times.with, 0.5), quantile(times.without, 0.5)];
    parts.push(`${label} ${ms(withIt)} against ${ms(without)} (${(100 * (withIt / without - 1)).toFixed(1)} %)`);
  }
  return parts.join('; ');
}

async function benchBackend(name: string, db: Database): Promise<void> {
  const { app, person, base, authorization, close } = await startSeededBenchApp(name, db, COUNT, MONTHS);
  try {
    const start = monthsBackIso(MONTHS - 1);
    const end = todayIso();
    const url = `${base}/accounts/balance-history?start_date=${start}&end_date=${end}`;
    const reads = async (label: string) => {
      const times: number[] = [];
      let days = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const res = await timedRequest(url, { headers: { authorization, 'accept-encoding': 'identity' } });
        if (res.status !== 200) throw new Error(`GET /accounts/balance-history answered ${res.status}: ${res.text}`);
        times.push(res.ms);
        days = (JSON.parse(res.text) as { days: unknown[] }).days.length;
      }
      console.log(`  ${label}: ${days} days, ${spread(times)}`);
    };
    const explain = async (label: string) => {
      const plan = await explainedRead(db, person.userId, start, end);
      console.log(`  EXPLAIN ANALYZE, ${label}: ${plan.time.toFixed(1)} ms`);
      if (process.env.BENCH_PLAN) console.log(plan.text);
    };
    const [item] = await db.query<{ id: string }>('SELECT id::text AS id FROM items WHERE user_id = $1', [
      person.userId,
    ]);
    const accountIds = (
      await db.query<{ account_id: string }>('SELECT account_id FROM accounts WHERE user_id = $1', [person.userId])
    ).map((a) => a.account_id);
    const record = (day: string) => app.repositories.balanceHistory.record(person.userId, item!.id, accountIds, day);
    const [sums] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_day_sums WHERE user_id = $1', [
      person.userId,
    ]);
    console.log(`  day sums kept for the person: ${sums!.n.toLocaleString('en-US')}`);

    await record(end);
    await reads(`GET /accounts/balance-history, ${MONTHS} months, first synced today (all walked back), as seeded`);
    await explain('first synced today, as seeded');
    await db.query('VACUUM ANALYZE transactions');
    await db.query('VACUUM ANALYZE account_day_sums');
    await db.query('VACUUM ANALYZE balance_history');
    await reads('the same after VACUUM ANALYZE');
    await explain('first synced today, after VACUUM ANALYZE');
    for (let back = 1; back <= 182; back++) await record(addDaysIso(end, -back));
    await reads('synced daily for the last 6 months as well (12 months walked back)');

    for (const rows of [10_000, 50_000].filter((n) => n <= COUNT)) {
      console.log(
        `  the day sums' trigger in an UPDATE of ${rows.toLocaleString('en-US')} rows, CPU time with it against ` +
          `without it, median of ${TRIGGER_SAMPLES}: ${await triggerCost(db, person.userId, rows)}`,
      );
    }
    const [drift] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         (SELECT account_pk, by_hand, date, amount, transactions FROM account_day_sums WHERE user_id = $1
          EXCEPT SELECT account_pk, manual, date, sum(amount), count(*)::int FROM transactions
                 WHERE user_id = $1 AND split_of IS NULL AND NOT pending GROUP BY 1, 2, 3)
         UNION ALL
         (SELECT account_pk, manual, date, sum(amount), count(*)::int FROM transactions
          WHERE user_id = $1 AND split_of IS NULL AND NOT pending GROUP BY 1, 2, 3
          EXCEPT SELECT account_pk, by_hand, date, amount, transactions FROM account_day_sums WHERE user_id = $1)) d`,
      [person.userId],
    );
    if (drift!.n !== 0) throw new Error(`${drift!.n} day sums differ from the transactions' own`);
  } finally {
    await close();
  }
}

runOnEachBackend('history', benchBackend);
