import type { Account, ItemStatus } from '@finance/shared/contracts';
import type { Queryable } from '../db/database';
import type { ItemHealth } from '../domain/item-health';
import type { ProviderAccount } from '../domain/provider-data';
import { AMOUNT_EFFECT, NOT_SPLIT_PART } from './account-balances';
import { INSTITUTION_ID, INSTITUTION_NAME, ITEMS_OF_ACCOUNTS } from './account-institution';

export interface ItemRow {
  id: string;
  user_id: string;
  plaid_item_id: string;
  institution_id: string;
  institution_name: string;
  access_token_enc: string;
  cursor: string | null;
  status: ItemStatus;
  error_code: string | null;
  error_message: string | null;
  last_sync: Date | null;
}

const ITEM_COLUMNS = `id::text AS id, user_id, plaid_item_id, institution_id, institution_name, access_token_enc, cursor,
  status, error_code, error_message, last_sync`;

export class ItemsRepository {
  constructor(private readonly db: Queryable) {}

  async findByInstitution(userId: string, institutionId: string): Promise<ItemRow | undefined> {
    const rows = await this.db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM items WHERE user_id = $1 AND institution_id = $2`,
      [userId, institutionId],
    );
    return rows[0];
  }

  /** Every item (of every user) whose connection has the status: the daily reconciliation's list. */
  async idsWithStatus(status: ItemStatus): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>('SELECT id::text AS id FROM items WHERE status = $1 ORDER BY id', [
      status,
    ]);
    return rows.map((row) => row.id);
  }

  async findById(id: string): Promise<ItemRow | undefined> {
    const rows = await this.db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM items WHERE id = $1`, [id]);
    return rows[0];
  }

  async findByPlaidItemId(plaidItemId: string): Promise<ItemRow | undefined> {
    const rows = await this.db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM items WHERE plaid_item_id = $1`, [
      plaidItemId,
    ]);
    return rows[0];
  }

  async listForUser(userId: string): Promise<ItemRow[]> {
    return this.db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM items WHERE user_id = $1 ORDER BY institution_name, id`,
      [userId],
    );
  }

  /** Inserts the item; a second item for the same user and institution violates items_user_institution_key. */
  async insert(input: {
    userId: string;
    plaidItemId: string;
    institutionId: string;
    institutionName: string;
    accessTokenEnc: string;
  }): Promise<ItemRow> {
    const rows = await this.db.query<ItemRow>(
      `INSERT INTO items (user_id, plaid_item_id, institution_id, institution_name, access_token_enc)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${ITEM_COLUMNS}`,
      [input.userId, input.plaidItemId, input.institutionId, input.institutionName, input.accessTokenEnc],
    );
    return rows[0]!;
  }

  /** Inserts or refreshes the item's accounts, names and balances. */
  /** New balances for the item's stored accounts; accounts it does not have (removed singly) stay away. */
  async updateBalances(itemId: string, accounts: ProviderAccount[]): Promise<void> {
    if (accounts.length === 0) return;
    await this.db.query(
      `UPDATE accounts a SET balance_current = b.cur, balance_available = b.avail, balance_limit = b.lim, updated_at = now()
       FROM unnest($2::text[], $3::numeric[], $4::numeric[], $5::numeric[]) AS b(account_id, cur, avail, lim)
       WHERE a.item_id = $1 AND a.account_id = b.account_id`,
      [
        itemId,
        accounts.map((a) => a.account_id),
        accounts.map((a) => a.balances.current),
        accounts.map((a) => a.balances.available),
        accounts.map((a) => a.balances.limit),
      ],
    );
  }

  async upsertAccounts(item: Pick<ItemRow, 'id' | 'user_id'>, accounts: ProviderAccount[]): Promise<void> {
    if (accounts.length === 0) return;
    await this.db.query(
      `INSERT INTO accounts (item_id, user_id, account_id, name, official_name, type, subtype, mask,
                             balance_current, balance_available, balance_limit, iso_currency_code)
       SELECT $1::bigint, $2::uuid, a.account_id, a.name, a.official_name, a.type, a.subtype, a.mask,
              a.cur, a.avail, a.lim, a.ccy
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::numeric[], $10::numeric[], $11::numeric[], $12::text[])
            AS a(account_id, name, official_name, type, subtype, mask, cur, avail, lim, ccy)
       ON CONFLICT (account_id) DO UPDATE SET
         name = EXCLUDED.name, official_name = EXCLUDED.official_name, type = EXCLUDED.type,
         subtype = EXCLUDED.subtype, mask = EXCLUDED.mask, balance_current = EXCLUDED.balance_current,
         balance_available = EXCLUDED.balance_available, balance_limit = EXCLUDED.balance_limit,
         iso_currency_code = EXCLUDED.iso_currency_code, updated_at = now()
       WHERE accounts.item_id = EXCLUDED.item_id`,
      [
        item.id,
        item.user_id,
        accounts.map((a) => a.account_id),
        accounts.map((a) => a.name),
        accounts.map((a) => a.official_name),
        accounts.map((a) => a.type),
        accounts.map((a) => a.subtype),
        accounts.map((a) => a.mask),
        accounts.map((a) => a.balances.current),
        accounts.map((a) => a.balances.available),
        accounts.map((a) => a.balances.limit),
        accounts.map((a) => a.balances.iso_currency_code),
      ],
    );
  }

  async replaceAccessToken(itemId: string, accessTokenEnc: string): Promise<void> {
    await this.db.query('UPDATE items SET access_token_enc = $2, updated_at = now() WHERE id = $1', [
      itemId,
      accessTokenEnc,
    ]);
  }

  /**
   * Locks the item's row until the transaction ends and reads its sync cursor: a sync writes only while the cursor is
   * still the one it fetched from, and no other process's sync can write meanwhile. Undefined when the item is gone.
   */
  async lockCursor(itemId: string): Promise<{ cursor: string | null } | undefined> {
    const rows = await this.db.query<{ cursor: string | null }>('SELECT cursor FROM items WHERE id = $1 FOR UPDATE', [
      itemId,
    ]);
    return rows[0] && { cursor: rows[0].cursor ?? null };
  }

  /** A sync's end: its new cursor and time. It clears a sync error; an expiry warning stays until the user repairs. */
  async recordSync(itemId: string, cursor: string): Promise<void> {
    await this.db.query(
      `UPDATE items SET cursor = $2, last_sync = now(), updated_at = now(),
         status = CASE WHEN status = 'pending_expiration' THEN status ELSE 'good' END,
         error_code = CASE WHEN status = 'pending_expiration' THEN error_code ELSE NULL END,
         error_message = CASE WHEN status = 'pending_expiration' THEN error_message ELSE NULL END
       WHERE id = $1`,
      [itemId, cursor],
    );
  }

  /** Records the connection's health (what the sync-issues page shows). */
  async setHealth(itemId: string, health: ItemHealth): Promise<void> {
    await this.db.query(
      'UPDATE items SET status = $2, error_code = $3, error_message = $4, updated_at = now() WHERE id = $1',
      [itemId, health.status, health.errorCode, health.errorMessage],
    );
  }

  /**
   * The person's accounts: the banks' by institution, then those kept by hand (no item: one group of their own, named
   * KEPT_BY_HAND_NAME). An account kept by hand has its opening balance moved by its manual transactions, in the
   * provider's sense of amounts (positive: money out): money out lowers what a cash or checking account holds and
   * raises what is owed on a credit card or a loan. A split transaction moves it by its whole amount: its parts only
   * share that amount out, and are left out here so that it is not counted twice.
   */
  async listAccounts(userId: string): Promise<Account[]> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT a.account_id, ${INSTITUTION_ID} AS institution_id, ${INSTITUTION_NAME} AS institution_name, a.name, a.official_name, a.type, a.subtype, a.mask,
              i.last_sync, a.kept_by_hand,
              CASE WHEN a.kept_by_hand THEN (a.opening_balance
                     + ${AMOUNT_EFFECT}
                       * coalesce((SELECT sum(t.amount) FROM transactions t
                                   WHERE t.account_pk = a.id AND ${NOT_SPLIT_PART}), 0))::float8
                   ELSE a.balance_current::float8 END AS current,
              a.balance_available::float8 AS available, a.balance_limit::float8 AS lim, a.iso_currency_code,
              coalesce(i.status, 'good') AS status, i.error_code, i.error_message
       FROM accounts a ${ITEMS_OF_ACCOUNTS}
       WHERE a.user_id = $1
       ORDER BY a.kept_by_hand, i.institution_name, i.id, a.name, a.account_id`,
      [userId],
    );
    return rows.map((r) => ({
      account_id: r.account_id as string,
      item_id: r.institution_id as string,
      institution_id: r.institution_id as string,
      institution_name: r.institution_name as string,
      name: r.name as string,
      official_name: (r.official_name as string | null) ?? null,
      type: r.type as Account['type'],
      subtype: (r.subtype as string | null) ?? null,
      mask: (r.mask as string | null) ?? null,
      last_sync: r.last_sync ? (r.last_sync as Date).toISOString() : null,
      balances: {
        current: (r.current as number | null) ?? null,
        available: (r.available as number | null) ?? null,
        limit: (r.lim as number | null) ?? null,
        iso_currency_code: (r.iso_currency_code as string | null) ?? null,
      },
      item_status: r.status as ItemStatus,
      item_error: r.error_code
        ? { error_code: r.error_code as string, error_message: (r.error_message as string) ?? '' }
        : null,
      ...(r.kept_by_hand ? { kept_by_hand: true } : {}),
    }));
  }

  /** The caller's accounts among the given ids, with the institution each belongs to. */
  async findAccounts(
    userId: string,
    accountIds: string[],
  ): Promise<{ account_id: string; item_id: string; institution_id: string }[]> {
    if (accountIds.length === 0) return [];
    return this.db.query(
      `SELECT a.account_id, a.item_id::text AS item_id, i.institution_id
       FROM accounts a JOIN items i ON i.id = a.item_id
       WHERE a.user_id = $1 AND a.account_id = ANY($2::text[])`,
      [userId, accountIds],
    );
  }

  async countAccounts(itemId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts WHERE item_id = $1', [
      itemId,
    ]);
    return rows[0]!.n;
  }

  async countItems(userId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE user_id = $1', [
      userId,
    ]);
    return rows[0]!.n;
  }

  /** Deletes the item with its accounts and transactions (foreign keys cascade). */
  async deleteItem(userId: string, itemId: string): Promise<void> {
    await this.db.query('DELETE FROM items WHERE user_id = $1 AND id = $2', [userId, itemId]);
  }

  /** Deletes the accounts with their transactions; returns the ids deleted. */
  async deleteAccounts(userId: string, accountIds: string[]): Promise<string[]> {
    if (accountIds.length === 0) return [];
    const rows = await this.db.query<{ account_id: string }>(
      'DELETE FROM accounts WHERE user_id = $1 AND account_id = ANY($2::text[]) RETURNING account_id',
      [userId, accountIds],
    );
    return rows.map((r) => r.account_id);
  }

  async accountIdsOfItem(itemId: string): Promise<string[]> {
    const rows = await this.db.query<{ account_id: string }>(
      'SELECT account_id FROM accounts WHERE item_id = $1 ORDER BY account_id',
      [itemId],
    );
    return rows.map((r) => r.account_id);
  }
}
