/**
 * The load bench's people, set-based: `people` users, each with one item at the fake bank (its cursor at 0, so a
 * webhook's sync asks the bank for changes), four accounts and `transactions` transactions spread evenly over the 18
 * months the transactions page asks for, inserted by generate_series a batch of people at a time. Each size has a
 * schema of its own (load_p<people>_t<transactions>) that is kept and reused by the next run of that size.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import { monthsBackIso, todayIso } from '../../src/lib/dates';
import { TokenCipher } from '../../src/lib/token-cipher';
import { MERCHANTS } from '../seed';
import { ACCOUNTS, INSTITUTION, accessTokenOf } from './fake-bank';

const PEOPLE_PER_BATCH = 50;

export interface SeededPerson {
  /** 0-based; the bank's item load-item-<p>. */
  p: number;
  userId: string;
  sub: string;
}

export interface Seeded {
  schema: string;
  db: Database;
  tokenKey: string;
  people: SeededPerson[];
}

/** Creates the database when it does not exist. */
export async function ensureDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err;
    const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${new URL(url).pathname.slice(1)}`);
    await admin.end();
    return;
  }
  await client.end();
}

/** Opens (or seeds) the schema of this size; `log` tells what it did and how long it took. */
export async function seedLoad(
  url: string,
  people: number,
  transactions: number,
  months: number,
  log: (line: string) => void,
): Promise<Seeded> {
  const schema = `load_p${people}_t${transactions}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let meta: { token_key: string; seeded_at: Date; seconds: number } | undefined;
  try {
    const found = await admin.query<{ token_key: string; seeded_at: Date; seconds: number }>(
      `SELECT token_key, seeded_at, seconds FROM ${schema}.load_bench_seed WHERE people = $1 AND transactions = $2`,
      [people, transactions],
    );
    meta = found.rows[0];
  } catch {
    // No such schema or table yet.
  }
  if (!meta) await admin.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
  await admin.end();

  const db = await openPostgres(url, schema, false);
  await migrate(db);
  if (meta) {
    log(
      `reusing the seeded schema ${schema} (${people} people x ${transactions} transactions, seeded ` +
        `${meta.seeded_at.toISOString()} in ${meta.seconds.toFixed(0)} s)`,
    );
    return { schema, db, tokenKey: meta.token_key, people: await peopleOf(db) };
  }

  const started = Date.now();
  const tokenKey = crypto.randomBytes(32).toString('hex');
  const cipher = new TokenCipher(tokenKey);
  const ps = Array.from({ length: people }, (_, p) => p);
  await db.query(
    `INSERT INTO users (user_id, provider, provider_sub, email, email_verified, given_name, family_name,
                        profile_completed, accounts_linked)
     SELECT gen_random_uuid(), 'google', 'load-' || p, 'load-' || p || '@example.com', true, 'Load', 'Person ' || p,
            true, true
     FROM unnest($1::int[]) AS p`,
    [ps],
  );
  await db.query(
    `INSERT INTO items (user_id, plaid_item_id, institution_id, institution_name, access_token_enc, cursor, last_sync)
     SELECT u.user_id, 'load-item-' || t.p, $3, $4, t.enc, '0', now()
     FROM unnest($1::int[], $2::text[]) AS t(p, enc) JOIN users u ON u.provider = 'google' AND u.provider_sub = 'load-' || t.p`,
    [ps, ps.map((p) => cipher.encrypt(accessTokenOf(p))), INSTITUTION.id, INSTITUTION.name],
  );
  await db.query(
    `INSERT INTO accounts (item_id, user_id, account_id, name, type, subtype, mask, balance_current, balance_available,
                           iso_currency_code)
     SELECT i.id, i.user_id, i.plaid_item_id || '-acc-' || a.k, a.name, a.type, a.subtype, (1000 + a.k)::text,
            1000 * (a.k + 1), 900 * (a.k + 1), 'USD'
     FROM items i CROSS JOIN unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS a(k, name, type, subtype)`,
    [
      ACCOUNTS.map((_, k) => k),
      ACCOUNTS.map((a) => a.name),
      ACCOUNTS.map((a) => a.type),
      ACCOUNTS.map((a) => a.subtype),
    ],
  );
  // Each person's rows are written together, newest first (as the reads go); n = 0 is today, the last one the first
  // day of the month 17 months ago.
  const start = monthsBackIso(months - 1);
  const today = todayIso();
  for (let from = 0; from < people; from += PEOPLE_PER_BATCH) {
    const batch = ps.slice(from, from + PEOPLE_PER_BATCH).map((p) => `load-item-${p}`);
    await db.transaction(async (tx) => {
      await tx.query('SET LOCAL synchronous_commit = off');
      await tx.query(
        `INSERT INTO transactions (user_id, item_id, account_pk, transaction_id, date, amount, iso_currency_code, name,
                                   merchant_name, category, pfc_primary, pfc_detailed, payment_channel, pending)
         SELECT i.user_id, i.id, a.id, i.plaid_item_id || '-tx-' || n,
                $3::date - floor(n::float8 / $2 * ($3::date - $4::date))::int,
                CASE WHEN m.pfc_primary = 'INCOME' THEN -2500 ELSE ((n * 7919) % 20000 + 100) / 100.0 END,
                'USD', upper(m.merchant) || ' #' || (n % 97), m.merchant,
                jsonb_build_array(split_part(m.pfc_primary, '_', 1)), m.pfc_primary, m.pfc_detailed, 'in store', false
         FROM items i
         CROSS JOIN generate_series(0, $2::int - 1) AS n
         JOIN unnest($5::int[], $6::text[], $7::text[], $8::text[]) AS m(k, merchant, pfc_primary, pfc_detailed)
           ON m.k = n % $9::int
         JOIN accounts a ON a.account_id = i.plaid_item_id || '-acc-' || (n % 3)
         WHERE i.plaid_item_id = ANY($1::text[])
         ORDER BY i.id, n`,
        [
          batch,
          transactions,
          today,
          start,
          MERCHANTS.map((_, k) => k),
          MERCHANTS.map((m) => m[0]),
          MERCHANTS.map((m) => m[1]),
          MERCHANTS.map((m) => m[2]),
          MERCHANTS.length,
        ],
      );
    });
    const done = Math.min(from + PEOPLE_PER_BATCH, people);
    if (done % 250 === 0 || done === people)
      log(`  seeded ${done} of ${people} people (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await db.query('VACUUM ANALYZE users, items, accounts, transactions');
  const seconds = (Date.now() - started) / 1000;
  await db.query(
    `CREATE TABLE load_bench_seed (people int NOT NULL, transactions int NOT NULL, token_key text NOT NULL,
                                   seeded_at timestamptz NOT NULL DEFAULT now(), seconds float8 NOT NULL)`,
  );
  await db.query('INSERT INTO load_bench_seed (people, transactions, token_key, seconds) VALUES ($1, $2, $3, $4)', [
    people,
    transactions,
    tokenKey,
    seconds,
  ]);
  log(`seeded ${people} people x ${transactions} transactions into the schema ${schema} in ${seconds.toFixed(0)} s`);
  return { schema, db, tokenKey, people: await peopleOf(db) };
}

/**
 * Puts the schema back as a run starts: the rows earlier runs' syncs added are deleted (each run starts from the same
 * set), and so are sync jobs an interrupted run left queued or running. Answers how many of each.
 */
export async function resetRun(seeded: Seeded): Promise<{ rows: number; jobs: number }> {
  const [rows] = await seeded.db.query<{ n: number }>(
    `WITH d AS (DELETE FROM transactions WHERE transaction_id LIKE 'load-item-%-new-%' RETURNING 1)
     SELECT count(*)::int AS n FROM d`,
  );
  // A schema seeded just now has no job table yet: the API processes' pg-boss creates it.
  const [queue] = await seeded.db.query<{ exists: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS exists`, [
    `${seeded.schema}_jobs.job`,
  ]);
  if (!queue!.exists) return { rows: rows!.n, jobs: 0 };
  const [jobs] = await seeded.db.query<{ n: number }>(
    `WITH d AS (DELETE FROM ${seeded.schema}_jobs.job WHERE name = 'item-sync' AND state IN ('created', 'retry', 'active')
                RETURNING 1)
     SELECT count(*)::int AS n FROM d`,
  );
  return { rows: rows!.n, jobs: jobs!.n };
}

async function peopleOf(db: Database): Promise<SeededPerson[]> {
  const rows = await db.query<{ user_id: string; provider_sub: string }>(
    `SELECT user_id, provider_sub FROM users WHERE provider_sub LIKE 'load-%'`,
  );
  return rows
    .map((r) => ({ p: Number(r.provider_sub.slice('load-'.length)), userId: r.user_id, sub: r.provider_sub }))
    .sort((a, b) => a.p - b.p);
}
