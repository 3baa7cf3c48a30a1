import type { Queryable } from '../db/database';

/** What a split is checked against: the transaction as it stands (amount as numeric text). */
export interface SplitCandidate {
  amount: string;
  pending: boolean;
  transfer_id: string | null;
  split_of: string | null;
  split: string | null;
  user_category: string | null;
}

/** One part as it is stored: its id, amount, category (null: the whole's as shown) and note. */
export interface StoredPart {
  transactionId: string;
  amount: number;
  category: string | null;
  notes: string | null;
}

/**
 * Split transactions (migration 013): a whole's parts are rows of their own that copy the whole's bank values, and the
 * whole keeps every one of them, marked `split`. Every statement is scoped to the person.
 */
export class SplitsRepository {
  constructor(private readonly db: Queryable) {}

  /** One of the person's transactions as a split checks it; undefined when it is not theirs. */
  async find(userId: string, transactionId: string): Promise<SplitCandidate | undefined> {
    const rows = await this.db.query<SplitCandidate>(
      `SELECT amount::text AS amount, pending, transfer_id, split_of, split, user_category
       FROM transactions WHERE user_id = $1 AND transaction_id = $2`,
      [userId, transactionId],
    );
    return rows[0];
  }

  /**
   * Gives the whole these parts in place of any it had (their order is the order of their ids), and marks the whole
   * and them `split`: a split again settles a `review`. A part copies the whole's bank values, its display name and
   * whether it was added by hand; its category is its own, else the whole's as shown (the person's, else null: the
   * bank's, which it copies).
   */
  async replaceParts(userId: string, wholeId: string, parts: StoredPart[]): Promise<void> {
    await this.deleteParts(userId, wholeId);
    await this.db.query(
      `INSERT INTO transactions (user_id, item_id, account_pk, transaction_id, date, authorized_date, amount,
                                 iso_currency_code, name, merchant_name, category, pfc_primary, pfc_detailed,
                                 payment_channel, pending, user_category, display_name, notes, manual, split_of, split)
       SELECT w.user_id, w.item_id, w.account_pk, p.transaction_id, w.date, w.authorized_date, p.amount,
              w.iso_currency_code, w.name, w.merchant_name, w.category, w.pfc_primary, w.pfc_detailed,
              w.payment_channel, w.pending, coalesce(p.category, w.user_category), w.display_name, p.notes, w.manual,
              w.transaction_id, 'split'
       FROM transactions w,
            unnest($3::text[], $4::numeric[], $5::text[], $6::text[]) WITH ORDINALITY
              AS p(transaction_id, amount, category, notes, n)
       WHERE w.user_id = $1 AND w.transaction_id = $2
       ORDER BY p.n`,
      [
        userId,
        wholeId,
        parts.map((p) => p.transactionId),
        parts.map((p) => p.amount),
        parts.map((p) => p.category),
        parts.map((p) => p.notes),
      ],
    );
    await this.mark(userId, wholeId, 'split');
  }

  /** Takes the parts away and the whole's mark: it counts as itself again. Returns how many parts went. */
  async unsplit(userId: string, wholeId: string): Promise<number> {
    const removed = await this.deleteParts(userId, wholeId);
    await this.mark(userId, wholeId, null);
    return removed;
  }

  /**
   * After a sync stored these of the person's transactions: the parts of each split whole among them follow the bank's
   * new values of it (date, account, names, categories, pending...), and a whole whose parts no longer add up to its
   * amount is marked `review` with its parts, their amounts left as they are, for the person to split again. Returns
   * how many rows changed. Both statements reach the wholes through their own index (migration 018) and the parts
   * through their wholes, whatever the statistics say of the person's rows (none yet, in a first sync).
   */
  async followWholes(userId: string, transactionIds: string[]): Promise<number> {
    if (transactionIds.length === 0) return 0;
    const reviewed = await this.db.query(
      `UPDATE transactions w SET split = 'review', updated_at = now()
       WHERE w.user_id = $1 AND w.transaction_id = ANY($2::text[]) AND w.split = 'split' AND w.split_of IS NULL
         AND w.amount <> (SELECT sum(p.amount) FROM transactions p WHERE p.split_of = w.transaction_id)
       RETURNING 1`,
      [userId, transactionIds],
    );
    const parts = await this.db.query(
      `UPDATE transactions p SET account_pk = w.account_pk, date = w.date, authorized_date = w.authorized_date,
              iso_currency_code = w.iso_currency_code, name = w.name, merchant_name = w.merchant_name,
              category = w.category, pfc_primary = w.pfc_primary, pfc_detailed = w.pfc_detailed,
              payment_channel = w.payment_channel, pending = w.pending, split = w.split, updated_at = now()
       FROM transactions w
       WHERE w.user_id = $1 AND w.transaction_id = ANY($2::text[]) AND w.split IS NOT NULL AND w.split_of IS NULL
         AND p.split_of = w.transaction_id
       RETURNING 1`,
      [userId, transactionIds],
    );
    return reviewed.length + parts.length;
  }

  /** Removes the whole's parts; the removals trigger (migration 009) records them for GET /transactions/changes. */
  private async deleteParts(userId: string, wholeId: string): Promise<number> {
    const rows = await this.db.query('DELETE FROM transactions WHERE user_id = $1 AND split_of = $2 RETURNING 1', [
      userId,
      wholeId,
    ]);
    return rows.length;
  }

  private async mark(userId: string, wholeId: string, split: 'split' | null): Promise<void> {
    await this.db.query(
      'UPDATE transactions SET split = $3, updated_at = now() WHERE user_id = $1 AND transaction_id = $2',
      [userId, wholeId, split],
    );
  }
}
