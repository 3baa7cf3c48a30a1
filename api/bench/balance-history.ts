/**
 * npm run bench:balance-history -w api: how long GET /accounts/balance-history takes over 18 months for a person with
 * many transactions, and what keeping the day sums it reads (migration 014) costs the writes. On PostgreSQL
 * (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a schema of its own, dropped
 * afterwards) and on an on-disk PGlite (BENCH_BACKENDS=postgres or pglite for one): one person with BENCH (200,000)
 * transactions over 18 months on three of four accounts (bench/seed.ts), then
 * - first synced today: every day before today walked back (the most a read sums), as seeded and after VACUUM
 *   ANALYZE, each timed BENCH_SAMPLES (15) times, request to answer (median, min, max), and the statement's time under
 *   EXPLAIN ANALYZE (BENCH_PLAN=1 prints its plan);
 * - synced every day for the last 6 months as well: 6 months of recorded days, 12 walked back;
 * - the day sums' trigger in UPDATEs of every row, 5,000 a statement (a slice of a long write), as EXPLAIN ANALYZE
 *   times it: a correction (excluded), which moves no balance, and a change of every amount, which moves them all.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Database, Queryable } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { addDaysIso, monthsBackIso, todayIso } from '../src/lib/dates';
import { BalanceHistoryRepository } from '../src/repositories/balance-history-repository';
import { startBenchApp } from './bench-app';
import { quantile, timedRequest } from './http-request';
import { seedBenchUser } from './seed';

const COUNT = Number(process.env.BENCH || 200_000);
const MONTHS = 18;
const SAMPLES = Number(process.env.BENCH_SAMPLES || 15);
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',');
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SUMS_TRIGGER = 'transactions_sum_day_updates';

const ms = (n: number) => `${n.toFixed(0)} ms`;
const spread = (xs: number[]) =>
  `median ${ms(quantile(xs, 0.5))} over ${xs.length} (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))})`;

/** A statement's plan under EXPLAIN ANALYZE, as PostgreSQL (JSON text) or PGlite (parsed JSON) answers it. */
interface Plan {
  Plan: unknown;
  'Execution Time': number;
  Triggers?: { 'Trigger Name': string; Time: number }[];
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

/** The day sums' trigger's share of UPDATEs of every row of the person, 5,000 a statement. */
async function triggerShare(db: Database, userId: string, set: string): Promise<string> {
  const [range] = await db.query<{ min: string; max: string }>(
    'SELECT min(id)::text AS min, max(id)::text AS max FROM transactions WHERE user_id = $1',
    [userId],
  );
  let total = 0;
  let sums = 0;
  for (let from = BigInt(range!.min); from <= BigInt(range!.max); from += 5_000n) {
    const [plan] = (await planOf(db, `UPDATE transactions SET ${set} WHERE user_id = $1 AND id >= $2 AND id < $3`, [
      userId,
      from.toString(),
      (from + 5_000n).toString(),
    ])) as Plan[];
    total += plan!['Execution Time'];
    sums += plan!.Triggers?.find((t) => t['Trigger Name'] === SUMS_TRIGGER)?.Time ?? 0;
  }
  return `${ms(sums)} of ${ms(total)} (${((100 * sums) / total).toFixed(0)} %)`;
}

async function benchBackend(name: string, db: Database): Promise<void> {
  const { app, identity } = await startBenchApp({ db });
  try {
    const seeded = performance.now();
    const person = await seedBenchUser(db, app.cipher, COUNT, MONTHS);
    console.log(
      `${name}: seeded ${COUNT.toLocaleString('en-US')} transactions in ` +
        `${((performance.now() - seeded) / 1000).toFixed(1)} s, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const authorization = `Bearer ${identity.idToken({ sub: person.sub, preferred_username: person.userId, 'cognito:username': person.sub })}`;
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

    console.log(
      `  the day sums' trigger in every row's UPDATE, 5,000 a statement: a correction (excluded) ` +
        `${await triggerShare(db, person.userId, 'excluded = NOT excluded')}; every amount changed ` +
        `${await triggerShare(db, person.userId, 'amount = amount + 0.01')}`,
    );
  } finally {
    await app.close();
    await identity.close();
  }
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`);
  if (BACKENDS.includes('pglite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-balance-history-'));
    const db = await openPglite(dir);
    try {
      await benchBackend('PGlite (on disk)', db);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (BACKENDS.includes('postgres')) {
    const db = await openPostgres(DATABASE_URL, `bench_history_${crypto.randomBytes(4).toString('hex')}`, true);
    try {
      await benchBackend('PostgreSQL', db);
    } finally {
      await db.close();
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
