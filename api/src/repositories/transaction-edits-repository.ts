import type { Queryable } from '../db/database';

/** The fields a person changes of one transaction; a field given as null goes back to the bank's value. */
export interface TransactionEdit {
  category?: string | null;
  display_name?: string | null;
  notes?: string | null;
  excluded?: boolean;
}

export interface ManualTransaction {
  transactionId: string;
  accountId: string;
  date: string;
  amount: number;
  description: string;
  category: string | null;
  notes: string | null;
}

/** A person's edits of single transactions, and the transactions they add by hand. The bank's columns stay as sent. */
export class TransactionEditsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * One of the person's transactions: whether they added it by hand, and the whole it is a part of (a split's part);
   * undefined when it is not theirs.
   */
  async find(userId: string, transactionId: string): Promise<{ manual: boolean; split_of: string | null } | undefined> {
    const rows = await this.db.query<{ manual: boolean; split_of: string | null }>(
      'SELECT manual, split_of FROM transactions WHERE user_id = $1 AND transaction_id = $2',
      [userId, transactionId],
    );
    return rows[0];
  }

  /**
   * Sets the given fields (every write moves updated_at, and so the set's ETag). A category, display name or exclusion
   * the person sets is theirs, not a rule's: rule_id is cleared, so rules leave the row alone (and it shows as edited,
   * no longer as a rule's). False when it is not theirs.
   */
  async edit(userId: string, transactionId: string, edit: TransactionEdit): Promise<boolean> {
    const params: unknown[] = [userId, transactionId];
    const set = ['updated_at = now()'];
    const column = (name: string, value: unknown) => {
      params.push(value);
      set.push(`${name} = $${params.length}`);
    };
    if (edit.category !== undefined) column('user_category', edit.category);
    if (edit.display_name !== undefined) column('display_name', edit.display_name);
    if (edit.notes !== undefined) column('notes', edit.notes);
    if (edit.excluded !== undefined) column('excluded', edit.excluded);
    if (edit.category !== undefined || edit.display_name !== undefined || edit.excluded !== undefined) {
      set.push('rule_id = NULL');
    }
    const rows = await this.db.query(
      `UPDATE transactions SET ${set.join(', ')} WHERE user_id = $1 AND transaction_id = $2 RETURNING 1`,
      params,
    );
    return rows.length > 0;
  }

  /**
   * Adds a cash or manual transaction to one of the person's accounts, in the account's currency; the description is
   * its name (as the bank's name of a bank transaction). False when the account is not theirs.
   */
  async insertManual(userId: string, t: ManualTransaction): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO transactions (user_id, item_id, account_pk, transaction_id, date, amount, iso_currency_code, name,
                                 user_category, notes, manual)
       SELECT $1, a.item_id, a.id, $2, $4::date, $5::numeric, a.iso_currency_code, $6, $7, $8, true
       FROM accounts a WHERE a.user_id = $1 AND a.account_id = $3
       RETURNING 1`,
      [userId, t.transactionId, t.accountId, t.date, t.amount, t.description, t.category, t.notes],
    );
    return rows.length > 0;
  }

  /** Removes a transaction the person added by hand; false when there is none of theirs by that id. */
  async deleteManual(userId: string, transactionId: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM transactions WHERE user_id = $1 AND transaction_id = $2 AND manual RETURNING 1',
      [userId, transactionId],
    );
    return rows.length > 0;
  }
}
