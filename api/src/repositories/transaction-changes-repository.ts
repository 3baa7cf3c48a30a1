import type { TransactionAccount } from '@finance/shared/contracts';
import type { Queryable } from '../db/database';
import { accountsOfUser, compactRow } from './transactions-repository';

/**
 * A place in a person's changes: every change numbered below `seq` is seen, and of those numbered `seq`, the rows
 * and removals with an id up to `id` (all of them when `id` is null).
 */
export interface ChangePosition {
  seq: string;
  id: string | null;
}

/** The person's change numbers: the latest, and the one up to which removals are forgotten. */
export interface ChangeSequence {
  last_seq: string;
  pruned_through: string;
}

/** One page of changes after a position: rows written (compact JSON text) and ids removed, in their order. */
export interface ChangesPage {
  accounts: TransactionAccount[];
  /** Each entry's number and id, in order; `row` for a row written, `removed` for a removal. */
  entries: { seq: string; id: string; row: string | null; removed: string | null }[];
  sequence: ChangeSequence;
}

/** How long a removal is remembered: a client's copy older than this is loaded again. */
export const KEEP_REMOVALS = '30 days';

/**
 * What changed in a person's transactions after a position (migration 009): the rows written since (their compact
 * text, as GET /transactions?format=compact has them) and the ids removed since, in the order of their numbers and ids,
 * read with the person's sequence in one statement, so that the page and the numbers are one snapshot.
 */
export class TransactionChangesRepository {
  constructor(private readonly db: Queryable) {}

  async sequence(userId: string): Promise<ChangeSequence> {
    const rows = await this.db.query<ChangeSequence>(
      `SELECT coalesce(max(last_seq), 0)::text AS last_seq, coalesce(max(pruned_through), 0)::text AS pruned_through
       FROM user_change_sequences WHERE user_id = $1`,
      [userId],
    );
    return rows[0]!;
  }

  async after(userId: string, from: ChangePosition, limit: number): Promise<ChangesPage> {
    const accounts = await accountsOfUser(this.db, userId);
    const entries = await this.db.query<ChangesPage['entries'][number] & ChangeSequence>(
      `WITH after AS (
         SELECT t.change_seq, t.id,
                ${compactRow('$5::bigint[]')} AS row,
                NULL::text AS removed
         FROM transactions t
         WHERE t.user_id = $1 AND (t.change_seq > $2::bigint OR (t.change_seq = $2::bigint AND t.id > $3::bigint))
         UNION ALL
         SELECT r.change_seq, r.id, NULL, r.transaction_id
         FROM transaction_removals r
         WHERE r.user_id = $1 AND (r.change_seq > $2::bigint OR (r.change_seq = $2::bigint AND r.id > $3::bigint))
         ORDER BY 1, 2
         LIMIT $4
       ), sequence AS (
         SELECT coalesce(max(last_seq), 0)::text AS last_seq, coalesce(max(pruned_through), 0)::text AS pruned_through
         FROM user_change_sequences WHERE user_id = $1
       )
       SELECT a.change_seq::text AS seq, a.id::text AS id, a.row, a.removed, s.last_seq, s.pruned_through
       FROM sequence s LEFT JOIN after a ON true
       ORDER BY a.change_seq, a.id`,
      [userId, from.seq, from.id ?? '9223372036854775807', limit, accounts.map((a) => a.pk)],
    );
    const [first] = entries;
    return {
      accounts: accounts.map(({ pk: _pk, ...account }) => account),
      entries: entries.filter((e) => e.id !== null),
      sequence: { last_seq: first!.last_seq, pruned_through: first!.pruned_through },
    };
  }

  /** Forgets removals older than KEEP_REMOVALS (the daily job); a cursor before them is then too old. */
  async pruneRemovals(): Promise<void> {
    await this.db.query(
      `WITH pruned AS (
         DELETE FROM transaction_removals WHERE removed_at < now() - interval '${KEEP_REMOVALS}'
         RETURNING user_id, change_seq
       )
       UPDATE user_change_sequences s SET pruned_through = greatest(s.pruned_through, p.seq)
       FROM (SELECT user_id, max(change_seq) AS seq FROM pruned GROUP BY user_id) p
       WHERE s.user_id = p.user_id`,
    );
  }
}
