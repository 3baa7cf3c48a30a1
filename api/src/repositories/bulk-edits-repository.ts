import type { Queryable } from '../db/database';
import { updateSlice, type SlicedUpdate, type SliceCursor, type SliceResult } from './transaction-slices';
import { NOT_SPLIT_WHOLE, TransactionsRepository, type TransactionFilter } from './transactions-repository';

/** What one bulk edit sets: the category (null: back to the bank's) and/or excluded. */
export interface BulkSet {
  category?: string | null;
  excluded?: boolean;
}

/**
 * The SET list and the "would change" test of a bulk edit, with their parameters numbered from `first`. A category or
 * an exclusion the person sets is theirs (rule_id null), so no rule changes it later; rows that already hold what is set are left as
 * they are (their updated_at, and so the ETag of GET /transactions, stays).
 */
function assignments(set: BulkSet, first: number): { params: unknown[]; set: string; changes: string } {
  const params: unknown[] = [];
  const columns = ['updated_at = now()'];
  const changes: string[] = [];
  if (set.category !== undefined) {
    params.push(set.category);
    const p = `$${first + params.length - 1}::text`;
    columns.push(`user_category = ${p}`);
    changes.push(`t.user_category IS DISTINCT FROM ${p}`);
  }
  if (set.excluded !== undefined) {
    params.push(set.excluded);
    const p = `$${first + params.length - 1}::boolean`;
    columns.push(`excluded = ${p}`);
    changes.push(`t.excluded IS DISTINCT FROM ${p}`);
  }
  columns.push('rule_id = NULL');
  changes.push('t.rule_id IS NOT NULL');
  // A split transaction is counted by its parts, which a bulk edit changes like any row; the whole is left as it is.
  return { params, set: columns.join(', '), changes: `(${changes.join(' OR ')}) AND ${NOT_SPLIT_WHOLE}` };
}

/**
 * Many transactions changed at once. A selection is changed in slices (services/long-writes.ts), each one set-based
 * UPDATE over at most a slice's rows (updateSlice).
 */
export class BulkEditsRepository {
  constructor(private readonly db: Queryable) {}

  /** How many of the ids are the person's transactions (checked before any row is changed). */
  async countOwned(userId: string, ids: string[]): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND transaction_id = ANY($2::text[])',
      [userId, ids],
    );
    return rows[0]!.n;
  }

  /** The change of the person's transactions among the ids, for updateSlice. */
  byIds(userId: string, ids: string[], set: BulkSet): SlicedUpdate {
    const change = assignments(set, 3);
    return {
      where: `t.user_id = $1 AND t.transaction_id = ANY($2::text[]) AND ${change.changes}`,
      params: [userId, ids, ...change.params],
      set: change.set,
      ids: ids.length,
    };
  }

  /** The change of every transaction of the person that GET /transactions would answer for this filter. */
  byFilter(userId: string, filter: TransactionFilter, set: BulkSet): SlicedUpdate {
    // The very WHERE clause of GET /transactions, so that "all N in this view" is exactly the rows the view counts.
    const { params, where } = new TransactionsRepository(this.db).selection(userId, filter);
    const change = assignments(set, params.length + 1);
    return {
      where: `${where} AND ${change.changes}`,
      params: [...params, ...change.params],
      set: change.set,
      joinAccounts: true,
    };
  }

  /** One slice of a bulk change: at most `rows` rows after the cursor. */
  slice(update: SlicedUpdate, after: SliceCursor | null, rows: number): Promise<SliceResult> {
    return updateSlice(this.db, update, after, rows);
  }
}
