import type { Queryable } from '../db/database';

/** The days between the two halves of a transfer found automatically (a card payment arrives within a few days). */
export const TRANSFER_PAIRING_DAYS = 3;

export interface TransferCandidate {
  transaction_id: string;
  account_pk: string;
  amount: number;
  transfer_id: string | null;
  /** Set on a split transaction and on its parts (migration 013): neither is half of a transfer. */
  split: string | null;
}

/**
 * Transfers between a person's own accounts: two transactions that point at each other through transfer_id, left
 * out of money in and money out. Every pairing runs in a transaction of the person's writes (DataAccess.transactionFor),
 * so two pairings at once (the syncs of two banks, a pair by hand) never pair one transaction twice.
 */
export class TransfersRepository {
  constructor(private readonly db: Queryable) {}

  /** The person's transactions among the ids, locked until the transaction ends. */
  lockTransactions(userId: string, transactionIds: string[]): Promise<TransferCandidate[]> {
    return this.db.query<TransferCandidate>(
      `SELECT transaction_id, account_pk::text AS account_pk, amount::float8 AS amount, transfer_id, split
       FROM transactions WHERE user_id = $1 AND transaction_id = ANY($2::text[]) FOR UPDATE`,
      [userId, transactionIds],
    );
  }

  /** Makes the two transactions the halves of one transfer (a pairing by hand also lifts an earlier unpairing). */
  async pair(userId: string, a: string, b: string): Promise<void> {
    await this.db.query(
      `UPDATE transactions SET transfer_id = CASE WHEN transaction_id = $2 THEN $3 ELSE $2 END,
              transfer_unpaired = false, updated_at = now()
       WHERE user_id = $1 AND transaction_id IN ($2, $3)`,
      [userId, a, b],
    );
  }

  /** Unpairs both halves and marks them, so that automatic pairing leaves them alone. Returns how many changed. */
  async unpair(userId: string, a: string, b: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE transactions SET transfer_id = NULL, transfer_unpaired = true, updated_at = now()
       WHERE user_id = $1 AND transaction_id IN ($2, $3) RETURNING 1`,
      [userId, a, b],
    );
    return rows.length;
  }

  /**
   * Lets go of halves whose other half is gone (the bank removed it, or its account was removed): a transfer needs
   * both. Returns how many rows changed.
   */
  async releaseOrphans(userId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      `WITH changed AS (
         UPDATE transactions t SET transfer_id = NULL, updated_at = now()
         WHERE t.user_id = $1 AND t.transfer_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM transactions o WHERE o.transaction_id = t.transfer_id AND o.user_id = $1)
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM changed`,
      [userId],
    );
    return rows[0]!.n;
  }

  /**
   * Pairs what looks like a transfer between two of the person's accounts: money out of one account (amount > 0) and
   * the same amount, in the same currency, into another (amount < 0) within TRANSFER_PAIRING_DAYS; neither pending,
   * excluded, manual, split (or a part of a split one), paired already or unpaired by the person. Each transaction
   * joins one pair at most, the closest dates first (then the oldest). A sync looks only around the dates it stored
   * (`dates`): only a row it stored can have made a new pair. Returns how many pairs were made.
   */
  async pairAutomatically(userId: string, dates?: { from: string; to: string }): Promise<number> {
    // Only amounts that occur both ways (in one currency) can pair: a window over the person's open rows (one sort,
    // whatever the planner estimates) keeps those few, and only they are joined. A join of every open row with every
    // other took minutes at 50,000 rows on a table whose statistics were not yet gathered (a nested loop).
    const candidates = await this.db.query<{ out_id: string; in_id: string }>(
      `WITH sides AS MATERIALIZED (
         SELECT * FROM (
           SELECT t.id, t.transaction_id, t.account_pk, t.amount, t.iso_currency_code, t.date,
                  bool_or(t.amount < 0) OVER same AS some_in, bool_or(t.amount > 0) OVER same AS some_out
           FROM transactions t
           WHERE t.user_id = $1 AND t.transfer_id IS NULL AND NOT t.transfer_unpaired AND NOT t.pending
             AND NOT t.excluded AND NOT t.manual AND t.split IS NULL
             AND ($3::date IS NULL OR t.date BETWEEN $3::date - $2::int AND $4::date + $2::int)
           WINDOW same AS (PARTITION BY t.iso_currency_code, abs(t.amount))
         ) open
         WHERE some_in AND some_out
       )
       SELECT o.transaction_id AS out_id, i.transaction_id AS in_id
       FROM sides o
       JOIN sides i ON i.amount = -o.amount AND i.account_pk <> o.account_pk
         AND i.iso_currency_code IS NOT DISTINCT FROM o.iso_currency_code AND i.date BETWEEN o.date - $2::int AND o.date + $2::int
       WHERE o.amount > 0
       ORDER BY abs(i.date - o.date), least(o.date, i.date), o.id, i.id`,
      [userId, TRANSFER_PAIRING_DAYS, dates?.from ?? null, dates?.to ?? null],
    );
    if (candidates.length === 0) return 0;
    // Greedy over the closest first: one pass, each transaction taken once.
    const taken = new Set<string>();
    const ids: string[] = [];
    const partners: string[] = [];
    for (const { out_id: out, in_id: into } of candidates) {
      if (taken.has(out) || taken.has(into)) continue;
      taken.add(out).add(into);
      ids.push(out, into);
      partners.push(into, out);
    }
    await this.db.query(
      `UPDATE transactions t SET transfer_id = p.partner, updated_at = now()
       FROM unnest($2::text[], $3::text[]) AS p(transaction_id, partner)
       WHERE t.user_id = $1 AND t.transaction_id = p.transaction_id`,
      [userId, ids, partners],
    );
    return ids.length / 2;
  }
}
