import type { TransactionAccount } from '@finance/shared/contracts';
import type { Queryable } from '../db/database';
import { withPlanSettingsOff } from '../db/plan-settings';
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

/** The change log's entries one statement of pruneLog looks at: what bounds its lock, and on PGlite others' wait. */
export const PRUNE_LOG_BATCH = 10_000;

/** Where pruneLog starts: below every key of the log (no person has the nil uuid, no change the lowest bigint). */
const LOG_START = ['00000000-0000-0000-0000-000000000000', '-9223372036854775808', '-9223372036854775808'];

/**
 * What changed in a person's transactions after a position (migrations 009 and 010): the rows written since (their
 * compact text, as GET /transactions?format=compact has them) and the ids removed since, in the order of their numbers
 * and ids, read with the person's sequence in one statement, so that the page and the numbers are one snapshot. The
 * rows are found through the change log's index, each entry joined to its row only while the row still carries its
 * number: a row written again since is answered once, at its latest number.
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

  /** Runs in a transaction (its plan settings are the statement's: withPlanSettingsOff). */
  async after(userId: string, from: ChangePosition, limit: number): Promise<ChangesPage> {
    const accounts = await accountsOfUser(this.db, userId);
    // The page is the log's index walked from the position, its work the entries it passes over; otherwise the planner
    // may read every entry after the position, join each to its row and sort them: 2 s for a page of 5,000 out of
    // 200,000 changes, instead of 0.05 s. JIT compiling took 0.25 s.
    const entries = await withPlanSettingsOff(this.db, ['enable_seqscan', 'enable_bitmapscan', 'jit'], () =>
      this.db.query<ChangesPage['entries'][number] & ChangeSequence>(
        `WITH after AS (
         (SELECT l.change_seq, l.id,
                 ${compactRow('$5::bigint[]')} AS row,
                 NULL::text AS removed
          FROM transaction_change_log l
          JOIN transactions t ON t.id = l.id AND t.change_seq = l.change_seq
          WHERE l.user_id = $1 AND (l.change_seq, l.id) > ($2::bigint, $3::bigint)
          ORDER BY l.change_seq, l.id
          LIMIT $4)
         UNION ALL
         (SELECT r.change_seq, r.id, NULL, r.transaction_id
          FROM transaction_removals r
          WHERE r.user_id = $1 AND (r.change_seq, r.id) > ($2::bigint, $3::bigint)
          ORDER BY r.change_seq, r.id
          LIMIT $4)
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
      ),
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

  /**
   * Deletes the change log's entries no read answers (the daily job, after pruneRemovals): those of a row written again
   * since (it carries a higher number) or removed, and those numbered below the person's pruned_through (every cursor
   * accepted is at or after it; one at it, mid-page, still reads entries of that number). Walks the log in key order,
   * `batch` entries a statement, each its own transaction, so that no lock is held long and on PGlite (one connection)
   * the requests that came in meanwhile run between two. Answers how many entries went.
   */
  async pruneLog(batch = PRUNE_LOG_BATCH): Promise<number> {
    let deleted = 0;
    for (let after = LOG_START; ;) {
      const [step] = await this.db.query<{ examined: number; deleted: number; last: string[] | null }>(
        `WITH batch AS (
           SELECT l.user_id, l.change_seq, l.id FROM transaction_change_log l
           WHERE (l.user_id, l.change_seq, l.id) > ($1::uuid, $2::bigint, $3::bigint)
           ORDER BY l.user_id, l.change_seq, l.id
           LIMIT $4
         ), gone AS (
           DELETE FROM transaction_change_log l USING batch b
           WHERE l.user_id = b.user_id AND l.change_seq = b.change_seq AND l.id = b.id
             AND (NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = l.id AND t.change_seq = l.change_seq)
                  OR l.change_seq < (SELECT s.pruned_through FROM user_change_sequences s WHERE s.user_id = l.user_id))
           RETURNING 1
         )
         SELECT (SELECT count(*)::int FROM batch) AS examined, (SELECT count(*)::int FROM gone) AS deleted,
                (SELECT ARRAY[user_id::text, change_seq::text, id::text] FROM batch
                 ORDER BY user_id DESC, change_seq DESC, id DESC LIMIT 1) AS last`,
        [...after, batch],
      );
      deleted += step!.deleted;
      if (step!.examined < batch || !step!.last) return deleted;
      after = step!.last;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
