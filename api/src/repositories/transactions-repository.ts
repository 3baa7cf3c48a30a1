import type { TransactionAccount } from '@finance/shared/contracts';
import type { Queryable } from '../db/database';
import type { ProviderTransaction } from '../services/bank-provider';

export interface TransactionFilter {
  startDate: string;
  endDate: string;
  accounts?: string[];
  categories?: string[];
  search?: string;
  limit?: number;
  offset?: number;
}

export interface SyncChanges {
  added: ProviderTransaction[];
  modified: ProviderTransaction[];
  removed: { transaction_id: string }[];
}

const CHUNK = 1000;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

export class TransactionsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Applies one item's sync result. Runs inside the caller's transaction, together with the cursor update, so a
   * failure at any point leaves the previous state whole.
   */
  async applyChanges(
    itemId: string,
    userId: string,
    changes: SyncChanges,
  ): Promise<{ upserted: number; removed: number; skipped: number }> {
    const accounts = await this.db.query<{ id: string; account_id: string }>(
      'SELECT id::text AS id, account_id FROM accounts WHERE item_id = $1',
      [itemId],
    );
    const accountPk = new Map(accounts.map((a) => [a.account_id, a.id]));
    // A later page's version of a transaction wins over an earlier one.
    const latest = new Map<string, ProviderTransaction>();
    for (const t of [...changes.added, ...changes.modified]) latest.set(t.transaction_id, t);
    const removedIds = new Set(changes.removed.map((r) => r.transaction_id));
    // Transactions of accounts the user did not keep (removed singly) are not stored.
    const rows = [...latest.values()].filter((t) => accountPk.has(t.account_id) && !removedIds.has(t.transaction_id));
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      await this.db.query(
        `INSERT INTO transactions (user_id, item_id, account_pk, transaction_id, date, authorized_date, amount,
                                   iso_currency_code, name, merchant_name, category, pfc_primary, pfc_detailed,
                                   payment_channel, pending)
         SELECT $1::uuid, $2::bigint, t.account_pk, t.transaction_id, t.date, t.authorized_date, t.amount,
                t.ccy, t.name, t.merchant_name, t.category::jsonb, t.pfc_primary, t.pfc_detailed, t.channel, t.pending
         FROM unnest($3::bigint[], $4::text[], $5::date[], $6::date[], $7::numeric[], $8::text[], $9::text[],
                     $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::boolean[])
              AS t(account_pk, transaction_id, date, authorized_date, amount, ccy, name, merchant_name, category,
                   pfc_primary, pfc_detailed, channel, pending)
         ON CONFLICT (transaction_id) DO UPDATE SET
           account_pk = EXCLUDED.account_pk, date = EXCLUDED.date, authorized_date = EXCLUDED.authorized_date,
           amount = EXCLUDED.amount, iso_currency_code = EXCLUDED.iso_currency_code, name = EXCLUDED.name,
           merchant_name = EXCLUDED.merchant_name, category = EXCLUDED.category, pfc_primary = EXCLUDED.pfc_primary,
           pfc_detailed = EXCLUDED.pfc_detailed, payment_channel = EXCLUDED.payment_channel,
           pending = EXCLUDED.pending, updated_at = now()
         WHERE transactions.item_id = EXCLUDED.item_id`,
        [
          userId,
          itemId,
          chunk.map((t) => accountPk.get(t.account_id)),
          chunk.map((t) => t.transaction_id),
          chunk.map((t) => t.date),
          chunk.map((t) => t.authorized_date),
          chunk.map((t) => t.amount),
          chunk.map((t) => t.iso_currency_code),
          chunk.map((t) => t.name),
          chunk.map((t) => t.merchant_name),
          chunk.map((t) => JSON.stringify(t.category ?? [])),
          chunk.map((t) => t.personal_finance_category?.primary ?? null),
          chunk.map((t) => t.personal_finance_category?.detailed ?? null),
          chunk.map((t) => t.payment_channel),
          chunk.map((t) => t.pending),
        ],
      );
    }
    let removed = 0;
    if (removedIds.size > 0) {
      const deleted = await this.db.query(
        'DELETE FROM transactions WHERE item_id = $1 AND transaction_id = ANY($2::text[]) RETURNING 1',
        [itemId, [...removedIds]],
      );
      removed = deleted.length;
    }
    return { upserted: rows.length, removed, skipped: latest.size - rows.length };
  }

  /** The WHERE clause and parameters of a filter, with LIMIT/OFFSET; the same for every read of one filter. */
  private selection(userId: string, filter: TransactionFilter): { params: unknown[]; where: string; paging: string } {
    const params: unknown[] = [userId, filter.startDate, filter.endDate];
    const where = ['t.user_id = $1', 't.date >= $2::date', 't.date <= $3::date'];
    if (filter.accounts?.length) {
      params.push(filter.accounts);
      where.push(`a.account_id = ANY($${params.length}::text[])`);
    }
    if (filter.categories?.length) {
      params.push(filter.categories);
      where.push(`(t.pfc_primary = ANY($${params.length}::text[]) OR t.category ?| $${params.length}::text[])`);
    }
    if (filter.search) {
      params.push(`%${escapeLike(filter.search)}%`);
      const p = `$${params.length}`;
      where.push(
        `(t.name ILIKE ${p} OR t.merchant_name ILIKE ${p} OR t.category::text ILIKE ${p} OR t.pfc_primary ILIKE ${p})`,
      );
    }
    let paging = '';
    if (filter.limit !== undefined) {
      params.push(filter.limit);
      paging += ` LIMIT $${params.length}`;
    }
    if (filter.offset) {
      params.push(filter.offset);
      paging += ` OFFSET $${params.length}`;
    }
    return { params, where: where.join(' AND '), paging };
  }

  /**
   * Every field of the filtered transactions, newest first, as the JSON text of an array of TransactionDetail. The
   * rows leave the database as one JSON value and are sent as they are: PGlite (WebAssembly) spends most of a
   * 50,000-row answer decoding fields one by one, and a parse and a second serialisation would double the work.
   */
  async listJson(userId: string, filter: TransactionFilter): Promise<{ count: number; rowsJson: string }> {
    const { params, where, paging } = this.selection(userId, filter);
    const result = await this.db.query<{ n: number; rows: string }>(
      `SELECT count(*)::int AS n, coalesce(json_agg(json_build_object(
                'transaction_id', s.transaction_id, 'account_id', s.acc_id, 'date', s.date,
                'authorized_date', s.authorized_date, 'amount', s.amount::float8, 'iso_currency_code', s.iso_currency_code,
                'merchant_name', s.merchant_name, 'name', s.name, 'category', s.category,
                'personal_finance_category', CASE WHEN s.pfc_primary IS NULL THEN NULL
                  ELSE json_build_object('primary', s.pfc_primary, 'detailed', s.pfc_detailed) END,
                'payment_channel', s.payment_channel, 'pending', s.pending, 'account_name', s.account_name,
                'account_mask', s.account_mask, 'institution_id', s.institution_id, 'institution_name', s.institution_name
              ) ORDER BY s.date DESC, s.id DESC), '[]')::text AS rows
       FROM (
         SELECT t.id, t.transaction_id, a.account_id AS acc_id, t.date, t.authorized_date, t.amount, t.iso_currency_code,
                t.merchant_name, t.name, t.category, t.pfc_primary, t.pfc_detailed, t.payment_channel, t.pending,
                a.name AS account_name, a.mask AS account_mask, i.institution_id, i.institution_name
         FROM transactions t
         JOIN accounts a ON a.id = t.account_pk
         JOIN items i ON i.id = t.item_id
         WHERE ${where}
         ORDER BY t.date DESC, t.id DESC${paging}
       ) s`,
      params,
    );
    return { count: result[0]!.n, rowsJson: result[0]!.rows };
  }

  /**
   * The filtered transactions in the compact form: the user's accounts once, and the rows as the JSON text of an
   * array of TransactionRow. Each row's text is stored with it (migration 004: compact_head and compact_tail, written
   * when the row is), so the read is one string_agg over the rows in index order, with the account's index put in
   * between, and the text is sent as it is (no parse, no serialisation).
   */
  async listCompact(
    userId: string,
    filter: TransactionFilter,
  ): Promise<{ accounts: TransactionAccount[]; count: number; rowsJson: string }> {
    const accounts = await this.db.query<TransactionAccount & { pk: string }>(
      `SELECT a.id::text AS pk, a.account_id, a.name AS account_name, a.mask AS account_mask, i.institution_name
       FROM accounts a JOIN items i ON i.id = a.item_id
       WHERE a.user_id = $1 ORDER BY a.id`,
      [userId],
    );
    const { params, where, paging } = this.selection(userId, filter);
    params.push(accounts.map((a) => a.pk));
    const accountPks = `$${params.length}::bigint[]`;
    // The subquery's order (the index's) is the order string_agg sees: an ORDER BY inside the aggregate would sort
    // again on PostgreSQL before 16.
    const result = await this.db.query<{ n: number; rows: string }>(
      `SELECT count(*)::int AS n, coalesce(string_agg(s.row, ','), '') AS rows
       FROM (
         SELECT t.compact_head || (array_position(${accountPks}, t.account_pk) - 1)::text || t.compact_tail AS row
         FROM transactions t
         ${filter.accounts?.length ? 'JOIN accounts a ON a.id = t.account_pk' : ''}
         WHERE ${where}
         ORDER BY t.date DESC, t.id DESC${paging}
       ) s`,
      params,
    );
    return {
      accounts: accounts.map(({ pk: _pk, ...account }) => account),
      count: result[0]!.n,
      rowsJson: `[${result[0]!.rows}]`,
    };
  }

  /**
   * The whole set's size (`total`, whatever limit and offset say) and what changes whenever any answer to this filter
   * would: how many rows there are, the latest change to any of them (every insert and update sets updated_at), the
   * sum of their ids (a delete, or a delete and an insert, moves it: ids are never reused) and the latest change to
   * the user's accounts (names and masks are part of the answer). Read over the whole set, not one page: a row added
   * beyond a page still changes that page's `total`.
   */
  async fingerprint(userId: string, filter: TransactionFilter): Promise<{ total: number; version: string }> {
    const { limit: _limit, offset: _offset, ...whole } = filter;
    const { params, where } = this.selection(userId, whole);
    const rows = await this.db.query<{ total: number; version: string }>(
      `SELECT s.n::int AS total, concat_ws('|', s.n, s.changed, s.ids, f.accounts_changed, f.accounts) AS version
       FROM (
         SELECT count(*) AS n, max(t.updated_at)::text AS changed, sum(t.id)::text AS ids
         FROM transactions t
         ${filter.accounts?.length ? 'JOIN accounts a ON a.id = t.account_pk' : ''}
         WHERE ${where}
       ) s,
       (SELECT max(a.updated_at)::text AS accounts_changed, count(*) AS accounts FROM accounts a WHERE a.user_id = $1) f`,
      params,
    );
    return rows[0]!;
  }
}
