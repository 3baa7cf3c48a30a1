import type { Queryable } from '../db/database';
import { TransactionsRepository, type TransactionFilter } from './transactions-repository';

/** What one bulk edit sets: the category (null: back to the bank's) and/or excluded. */
export interface BulkSet {
  category?: string | null;
  excluded?: boolean;
}

/**
 * The SET list and the "would change" test of a bulk edit, with their parameters numbered from `first`. A category the
 * person sets is theirs (rule_id null), so no rule changes it later; rows that already hold what is set are left as
 * they are (their updated_at, and so the ETag of GET /transactions, stays).
 */
function assignments(set: BulkSet, first: number): { params: unknown[]; set: string; changes: string } {
  const params: unknown[] = [];
  const columns = ['updated_at = now()'];
  const changes: string[] = [];
  if (set.category !== undefined) {
    params.push(set.category);
    const p = `$${first + params.length - 1}::text`;
    columns.push(`user_category = ${p}`, 'rule_id = NULL');
    changes.push(`t.user_category IS DISTINCT FROM ${p}`, 't.rule_id IS NOT NULL');
  }
  if (set.excluded !== undefined) {
    params.push(set.excluded);
    const p = `$${first + params.length - 1}::boolean`;
    columns.push(`excluded = ${p}`);
    changes.push(`t.excluded IS DISTINCT FROM ${p}`);
  }
  return { params, set: columns.join(', '), changes: `(${changes.join(' OR ')})` };
}

/** Many transactions changed at once, each selection one set-based UPDATE. */
export class BulkEditsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Changes the person's transactions among the ids. Returns how many of the ids are the person's (`found`; each
   * row locked until the transaction ends) and how many rows changed.
   */
  async setByIds(userId: string, ids: string[], set: BulkSet): Promise<{ found: number; updated: number }> {
    const change = assignments(set, 3);
    const rows = await this.db.query<{ found: number; updated: number }>(
      `WITH selected AS (
         SELECT id FROM transactions WHERE user_id = $1 AND transaction_id = ANY($2::text[]) FOR UPDATE
       ), changed AS (
         UPDATE transactions t SET ${change.set}
         FROM selected s WHERE t.id = s.id AND ${change.changes}
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM selected)::int AS found, (SELECT count(*) FROM changed)::int AS updated`,
      [userId, ids, ...change.params],
    );
    return rows[0]!;
  }

  /** Changes every transaction of the person that GET /transactions would answer for this filter. */
  async setByFilter(userId: string, filter: TransactionFilter, set: BulkSet): Promise<number> {
    // The very WHERE clause of GET /transactions, so that "all N in this view" is exactly the rows the view counts.
    const { params, where } = new TransactionsRepository(this.db).selection(userId, filter);
    const change = assignments(set, params.length + 1);
    const rows = await this.db.query<{ n: number }>(
      `WITH changed AS (
         UPDATE transactions t SET ${change.set}
         FROM accounts a
         WHERE a.id = t.account_pk AND ${where} AND ${change.changes}
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM changed`,
      [...params, ...change.params],
    );
    return rows[0]!.n;
  }
}
