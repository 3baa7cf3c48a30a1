import type { Queryable } from '../db/database';

export interface HandKeptAccountInput {
  accountId: string;
  name: string;
  type: string;
  subtype: string | null;
  currency: string;
  openingBalance: number;
}

/**
 * A person's accounts kept by hand (migration 012): no item, an opening balance. Every statement is scoped to the
 * person and to kept_by_hand, so that none of them can reach a bank's account.
 */
export class HandKeptAccountsRepository {
  constructor(private readonly db: Queryable) {}

  async count(userId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM accounts WHERE user_id = $1 AND kept_by_hand',
      [userId],
    );
    return rows[0]!.n;
  }

  async insert(userId: string, input: HandKeptAccountInput): Promise<void> {
    await this.db.query(
      `INSERT INTO accounts (item_id, user_id, account_id, name, type, subtype, iso_currency_code, kept_by_hand,
                             opening_balance)
       VALUES (NULL, $1, $2, $3, $4, $5, $6, true, $7::numeric)`,
      [userId, input.accountId, input.name, input.type, input.subtype, input.currency, input.openingBalance],
    );
  }

  /** False when the person keeps no account by that id. */
  async rename(userId: string, accountId: string, name: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE accounts SET name = $3, updated_at = now()
       WHERE user_id = $1 AND account_id = $2 AND kept_by_hand RETURNING 1`,
      [userId, accountId, name],
    );
    return rows.length > 0;
  }

  /** The ids of the person's accounts kept by hand. */
  async ids(userId: string): Promise<string[]> {
    const rows = await this.db.query<{ account_id: string }>(
      'SELECT account_id FROM accounts WHERE user_id = $1 AND kept_by_hand ORDER BY account_id',
      [userId],
    );
    return rows.map((r) => r.account_id);
  }

  /** Deletes the accounts with their transactions (the foreign key cascades); returns the ids deleted. */
  async delete(userId: string, accountIds: string[]): Promise<string[]> {
    if (accountIds.length === 0) return [];
    const rows = await this.db.query<{ account_id: string }>(
      `DELETE FROM accounts WHERE user_id = $1 AND kept_by_hand AND account_id = ANY($2::text[])
       RETURNING account_id`,
      [userId, accountIds],
    );
    return rows.map((r) => r.account_id);
  }
}
