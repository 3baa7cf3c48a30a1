import type { Queryable } from '../db/database';
import { withPlanSettingsOff } from '../db/plan-settings';

/**
 * Where a long write over a person's rows stands: the last row it changed, in the order of the person's date index
 * (transactions_user_date_idx: user_id, date DESC, id DESC). The next slice starts after it.
 */
export interface SliceCursor {
  date: string;
  id: string;
}

/** What one slice did: the rows it changed, and where the next one starts (null: no matching row is left). */
export interface SliceResult {
  changed: number;
  next: SliceCursor | null;
}

/** One long write's UPDATE over the person's rows: the rows it selects and what it sets on them. */
export interface SlicedUpdate {
  /**
   * The rows to change, over `transactions t` (and `accounts a` when joinAccounts), with the person's user_id among
   * its conditions (`t.user_id = $1`), and a test that leaves out the rows that already hold what is set: a row changed
   * by one slice no longer matches, so no row is changed twice.
   */
  where: string;
  params: unknown[];
  /** The SET list (columns of transactions, parameters numbered among params). */
  set: string;
  joinAccounts?: boolean;
  /**
   * When the where names its rows by a list of ids (`t.transaction_id = ANY(...)`), how many: a list no longer than a
   * slice's rows is found through the ids' own index in one slice. Walking the person's date index for it read every
   * row of the person to find the one row more that tells there is no other slice: a bulk change of one transaction
   * took 220 ms at 200,000 rows on PGlite.
   */
  ids?: number;
}

/**
 * One slice of a long write: the UPDATE on the next `rows` matching rows of the person after `after` (newest first,
 * keyset over the person's date index, so that each slice reads only its own rows and those it passes over). Asks for
 * one row more than it changes, to tell whether another slice is needed: a write over N rows takes ceil(N / rows)
 * slices, none of them empty (one when nothing matches).
 */
export async function updateSlice(
  db: Queryable,
  update: SlicedUpdate,
  after: SliceCursor | null,
  rows: number,
): Promise<SliceResult> {
  const params = [...update.params];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const from = update.joinAccounts ? 'transactions t JOIN accounts a ON a.id = t.account_pk' : 'transactions t';
  const keyset = after ? ` AND (t.date, t.id) < (${param(after.date)}::date, ${param(after.id)}::bigint)` : '';
  const limit = `${param(rows)}::int`;
  // The person's date index, walked from the cursor, is the plan for every slice (its work is its own rows and those
  // it passes over); otherwise every slice could read and sort all the person's rows: 30 s for 40 slices of 200,000
  // rows instead of 6. A list of ids a slice holds is read through their index and its few rows sorted instead. JIT
  // compiling took 71 ms of a 100-row slice.
  const byIds = update.ids !== undefined && update.ids <= rows;
  const off = byIds ? (['jit'] as const) : (['enable_seqscan', 'enable_bitmapscan', 'enable_sort', 'jit'] as const);
  const result = await withPlanSettingsOff(db, off, () =>
    db.query<{
      changed: number;
      candidates: number;
      last_date: string | null;
      last_id: string | null;
    }>(
      `WITH candidates AS (
       SELECT t.id, t.date FROM ${from}
       WHERE ${update.where}${keyset}
       ORDER BY t.date DESC, t.id DESC
       LIMIT ${limit} + 1
     ), slice AS (
       SELECT id, date FROM candidates ORDER BY date DESC, id DESC LIMIT ${limit}
     ), changed AS (
       UPDATE transactions t SET ${update.set} FROM slice s WHERE t.id = s.id RETURNING 1
     ), last AS (
       SELECT date, id FROM slice ORDER BY date, id LIMIT 1
     )
     SELECT (SELECT count(*) FROM changed)::int AS changed, (SELECT count(*) FROM candidates)::int AS candidates,
            (SELECT date::text FROM last) AS last_date, (SELECT id::text FROM last) AS last_id`,
      params,
    ),
  );
  const { changed, candidates, last_date, last_id } = result[0]!;
  const more = candidates > rows && last_date !== null && last_id !== null;
  return { changed, next: more ? { date: last_date, id: last_id } : null };
}
