import type { TransactionAccount } from '@finance/shared/contracts';
import type { Queryable } from '../db/database';
import { ANSWER_PART_ROWS } from '../domain/answer-pages';
import type { ProviderTransaction } from '../domain/provider-data';
import { INSTITUTION_ID, INSTITUTION_NAME, ITEMS_OF_ACCOUNTS } from './account-institution';

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

/** The category a transaction shows: the person's (or a rule's) choice, else the bank's. */
export const EFFECTIVE_CATEGORY = 'coalesce(t.user_category, t.pfc_primary)';

/**
 * Not a split whole (over `t`): a whole whose `split` is set is shown and counted by its parts (migration 013), so
 * everything that counts money or rows counts the parts and leaves it out; its own amount would count twice.
 */
export const NOT_SPLIT_WHOLE = '(t.split IS NULL OR t.split_of IS NOT NULL)';

/**
 * The person's latest change number ($1 is the person), read in the statement that reads the rows: one snapshot, so
 * that the rows hold every change up to it and none after (migration 009).
 */
const CHANGE_SEQ = '(SELECT coalesce(max(last_seq), 0)::text FROM user_change_sequences WHERE user_id = $1)';

/** Every field of a transaction (TransactionDetail) as one JSON value, over `t`, its account `a` and its item `i`. */
const DETAIL_JSON = `json_build_object(
  'transaction_id', t.transaction_id, 'account_id', a.account_id, 'date', t.date,
  'authorized_date', t.authorized_date, 'amount', t.amount::float8, 'iso_currency_code', t.iso_currency_code,
  'merchant_name', t.merchant_name, 'name', t.name, 'category', t.category,
  'personal_finance_category', CASE WHEN ${EFFECTIVE_CATEGORY} IS NULL THEN NULL
    -- the bank's detailed category belongs to the bank's primary one, not to one the person chose
    ELSE json_build_object('primary', ${EFFECTIVE_CATEGORY},
                           'detailed', CASE WHEN ${EFFECTIVE_CATEGORY} = t.pfc_primary THEN t.pfc_detailed END) END,
  'payment_channel', t.payment_channel, 'pending', t.pending, 'account_name', a.name,
  'account_mask', a.mask, 'institution_id', ${INSTITUTION_ID}, 'institution_name', ${INSTITUTION_NAME},
  'display_name', t.display_name, 'bank_category', t.pfc_primary, 'notes', t.notes,
  'excluded', t.excluded, 'manual', t.manual, 'transfer_id', t.transfer_id, 'rule_id', t.rule_id,
  'split_of', t.split_of, 'split', t.split,
  -- what the summaries read (a credit card's payment): the bank's detailed category while the bank's category stands
  'bank_detailed_category', CASE WHEN t.user_category IS NULL THEN t.pfc_detailed END)`;

/**
 * A transaction's compact row as JSON text (migration 004's stored pieces, its account's index put between them), over
 * `t`; `accountPks` is the parameter holding the answer's account keys in order ($n::bigint[]).
 */
export const compactRow = (accountPks: string) =>
  `t.compact_head || (array_position(${accountPks}, t.account_pk) - 1)::text || t.compact_tail`;

/** A user's accounts as the compact form names them, with their keys (`pk`) in the order rows index them. */
export function accountsOfUser(db: Queryable, userId: string): Promise<(TransactionAccount & { pk: string })[]> {
  return db.query<TransactionAccount & { pk: string }>(
    `SELECT a.id::text AS pk, a.account_id, a.name AS account_name, a.mask AS account_mask,
            ${INSTITUTION_NAME} AS institution_name
     FROM accounts a ${ITEMS_OF_ACCOUNTS}
     WHERE a.user_id = $1 ORDER BY a.id`,
    [userId],
  );
}

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
         WHERE transactions.item_id = EXCLUDED.item_id AND NOT transactions.manual`,
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
    await this.takeOverPendingEdits(itemId, userId, rows);
    let removed = 0;
    if (removedIds.size > 0) {
      // A removed transaction takes the person's edits with it; the other half of a transfer is left unpaired.
      const deleted = await this.db.query<{ transaction_id: string }>(
        `DELETE FROM transactions WHERE item_id = $1 AND transaction_id = ANY($2::text[]) AND NOT manual
         RETURNING transaction_id`,
        [itemId, [...removedIds]],
      );
      removed = deleted.length;
      await this.unpairHalves(
        userId,
        deleted.map((d) => d.transaction_id),
      );
    }
    return { upserted: rows.length, removed, skipped: latest.size - rows.length };
  }

  /**
   * A pending transaction posts as a new transaction (a new id) that names the pending one: the posted one takes over
   * the person's edits of the pending one (category, name, notes, exclusion, the rule that set them, the transfer
   * pairing), unless it has edits of its own. Runs before the pending one is removed.
   */
  private async takeOverPendingEdits(itemId: string, userId: string, rows: ProviderTransaction[]): Promise<void> {
    const posted = rows.filter((t) => t.pending_transaction_id && t.pending_transaction_id !== t.transaction_id);
    if (posted.length === 0) return;
    const moved = await this.db.query<{ pending_id: string; posted_id: string }>(
      `UPDATE transactions p SET user_category = o.user_category, display_name = o.display_name, notes = o.notes,
              excluded = o.excluded, rule_id = o.rule_id, transfer_id = o.transfer_id,
              transfer_unpaired = o.transfer_unpaired, updated_at = now()
       FROM unnest($2::text[], $3::text[]) AS m(posted_id, pending_id)
       JOIN transactions o ON o.transaction_id = m.pending_id AND o.item_id = $1 AND o.pending
       WHERE p.transaction_id = m.posted_id AND p.item_id = $1 AND NOT p.manual
         AND p.user_category IS NULL AND p.display_name IS NULL AND p.notes IS NULL AND NOT p.excluded
         AND p.transfer_id IS NULL AND NOT p.transfer_unpaired
       RETURNING m.pending_id, m.posted_id`,
      [itemId, posted.map((t) => t.transaction_id), posted.map((t) => t.pending_transaction_id)],
    );
    if (moved.length === 0) return;
    // The other half of a transfer now points at the posted transaction.
    await this.db.query(
      `UPDATE transactions t SET transfer_id = m.posted_id, updated_at = now()
       FROM unnest($2::text[], $3::text[]) AS m(pending_id, posted_id)
       WHERE t.user_id = $1 AND t.transfer_id = m.pending_id`,
      [userId, moved.map((m) => m.pending_id), moved.map((m) => m.posted_id)],
    );
  }

  /** The other halves of transfers whose transactions are gone are no longer transfers. */
  async unpairHalves(userId: string, goneIds: string[]): Promise<void> {
    if (goneIds.length === 0) return;
    await this.db.query(
      `UPDATE transactions SET transfer_id = NULL, updated_at = now()
       WHERE user_id = $1 AND transfer_id = ANY($2::text[])`,
      [userId, goneIds],
    );
  }

  /**
   * The WHERE clause and parameters of a filter, with LIMIT/OFFSET; the same for every read of one filter (and for a
   * bulk edit of it). The clause names the transaction `t` and its account `a`.
   */
  selection(userId: string, filter: TransactionFilter): { params: unknown[]; where: string; paging: string } {
    const params: unknown[] = [userId, filter.startDate, filter.endDate];
    const where = ['t.user_id = $1', 't.date >= $2::date', 't.date <= $3::date'];
    if (filter.accounts?.length) {
      params.push(filter.accounts);
      where.push(`a.account_id = ANY($${params.length}::text[])`);
    }
    // The bank's category entries count only while the person kept the bank's category.
    if (filter.categories?.length) {
      params.push(filter.categories);
      const p = `$${params.length}`;
      where.push(
        `(${EFFECTIVE_CATEGORY} = ANY(${p}::text[]) OR (t.user_category IS NULL AND t.category ?| ${p}::text[]))`,
      );
    }
    if (filter.search) {
      params.push(`%${escapeLike(filter.search)}%`);
      const p = `$${params.length}`;
      where.push(
        `(t.name ILIKE ${p} OR t.merchant_name ILIKE ${p} OR t.display_name ILIKE ${p} OR t.notes ILIKE ${p}
          OR ${EFFECTIVE_CATEGORY} ILIKE ${p} OR (t.user_category IS NULL AND t.category::text ILIKE ${p})
          OR EXISTS (SELECT 1 FROM categories c WHERE c.category_id = t.user_category AND c.name ILIKE ${p}))`,
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
  listJson(userId: string, filter: TransactionFilter): Promise<{ count: number; rowsJson: string; seq: string }> {
    const { params, where, paging } = this.selection(userId, filter);
    return this.detailsJson(where, params, paging);
  }

  /** One of the person's transactions with every field (TransactionDetail), as JSON text; null when not theirs. */
  async detailJson(userId: string, transactionId: string): Promise<string | null> {
    const { count, rowsJson } = await this.detailsJson('t.user_id = $1 AND t.transaction_id = $2', [
      userId,
      transactionId,
    ]);
    return count === 0 ? null : rowsJson.slice(1, -1);
  }

  /**
   * The person's transactions among the ids with every field (TransactionDetail), as the JSON text of an array, in no
   * particular order; those not theirs are left out.
   */
  async detailsJsonOf(userId: string, transactionIds: string[]): Promise<string> {
    const { rowsJson } = await this.detailsJson('t.user_id = $1 AND t.transaction_id = ANY($2::text[])', [
      userId,
      transactionIds,
    ]);
    return rowsJson;
  }

  private async detailsJson(
    where: string,
    params: unknown[],
    paging = '',
  ): Promise<{ count: number; rowsJson: string; seq: string }> {
    const result = await this.db.query<{ n: number; rows: string; seq: string }>(
      `SELECT count(*)::int AS n, ${CHANGE_SEQ} AS seq,
              coalesce(json_agg(s.detail ORDER BY s.date DESC, s.id DESC), '[]')::text AS rows
       FROM (
         SELECT t.id, t.date, ${DETAIL_JSON} AS detail
         FROM transactions t
         JOIN accounts a ON a.id = t.account_pk
         ${ITEMS_OF_ACCOUNTS}
         WHERE ${where}
         ORDER BY t.date DESC, t.id DESC${paging}
       ) s`,
      params,
    );
    return { count: result[0]!.n, rowsJson: result[0]!.rows, seq: result[0]!.seq };
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
  ): Promise<{ accounts: TransactionAccount[]; count: number; rowsJson: string; seq: string }> {
    const accounts = await this.accountsOf(userId);
    const { params, where, paging } = this.selection(userId, filter);
    params.push(accounts.map((a) => a.pk));
    const accountPks = `$${params.length}::bigint[]`;
    // The subquery's order (the index's) is the order string_agg sees: an ORDER BY inside the aggregate would sort
    // again on PostgreSQL before 16.
    const result = await this.db.query<{ n: number; rows: string; seq: string }>(
      `SELECT count(*)::int AS n, ${CHANGE_SEQ} AS seq, coalesce(string_agg(s.row, ','), '') AS rows
       FROM (
         SELECT ${compactRow(accountPks)} AS row
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
      seq: result[0]!.seq,
    };
  }

  /**
   * The person's latest change number: the cursor of a copy read after it (read it before the first page), and the
   * version GET /transactions names its answers by, read in a constant time whatever the person holds (one row). Every
   * insert, update and delete of one of their transactions moves it (migration 009), in the transaction that writes it
   * and whatever the statement (a sync, an edit, a rule, a bulk change, a split, a pairing, a cascade from an account
   * or an item), and so does a change to what answers name beside the rows (migration 017: an account added, renamed
   * or removed, an institution, a category's name). It never comes back to an earlier value, so a response cached
   * under a tag is never served for another state.
   */
  async changeSeq(userId: string): Promise<string> {
    const rows = await this.db.query<{ seq: string }>(`SELECT ${CHANGE_SEQ} AS seq`, [userId]);
    return rows[0]!.seq;
  }

  /** The user's accounts as the compact form names them (accountsOfUser). */
  accountsOf(userId: string): Promise<(TransactionAccount & { pk: string })[]> {
    return accountsOfUser(this.db, userId);
  }

  /**
   * The filtered set a page at a time, newest first, each page one statement over the (user_id, date DESC, id DESC)
   * index from where the last one ended (keyset: no offset to skip): the compact rows' text (`accountPks` given, in
   * the order of the accounts the rows index) or the full form's (`accountPks` null), in parts of `partRows` rows,
   * each part's rows comma-separated, without brackets. Each page is a few MB at most, so that no statement's answer
   * holds the event loop, and each part tens of KB (ANSWER_PART_ROWS), so that no buffer or string of a page's size is
   * made of it. Pages are separate statements: a change between two of them may be in the copy or not, and the cursor
   * read before the first page brings it (GET /transactions/changes).
   */
  async *pages(
    userId: string,
    filter: TransactionFilter,
    accountPks: string[] | null,
    pageRows: number,
    partRows = ANSWER_PART_ROWS,
  ): AsyncGenerator<{ parts: string[]; count: number }> {
    const { limit: _limit, offset: _offset, ...whole } = filter;
    for (let after: { date: string; id: string } | null = null; ;) {
      const { params, where } = this.selection(userId, whole);
      let keyset = '';
      if (after) {
        params.push(after.date, after.id);
        keyset = ` AND (t.date, t.id) < ($${params.length - 1}::date, $${params.length}::bigint)`;
      }
      params.push(pageRows);
      const limit = `$${params.length}`;
      params.push(partRows);
      const part = `(r - 1) / $${params.length}::int`;
      let text: string;
      if (accountPks) {
        params.push(accountPks);
        text = compactRow(`$${params.length}::bigint[]`);
      } else {
        text = `(${DETAIL_JSON})::text`;
      }
      const joins = accountPks
        ? filter.accounts?.length
          ? 'JOIN accounts a ON a.id = t.account_pk'
          : ''
        : `JOIN accounts a ON a.id = t.account_pk ${ITEMS_OF_ACCOUNTS}`;
      // One row per part, in order; a page without rows has no part. `r` numbers the page's rows in the index's order.
      const parts = await this.db.query<{ text: string; n: number; last_date: string; last_id: string }>(
        `WITH page AS MATERIALIZED (
           SELECT t.date, t.id, ${text} AS text, row_number() OVER (ORDER BY t.date DESC, t.id DESC) AS r
           FROM transactions t ${joins}
           WHERE ${where}${keyset}
           ORDER BY t.date DESC, t.id DESC
           LIMIT ${limit}
         )
         SELECT string_agg(text, ',' ORDER BY r) AS text, count(*)::int AS n,
                (SELECT date::text FROM page ORDER BY r DESC LIMIT 1) AS last_date,
                (SELECT id::text FROM page ORDER BY r DESC LIMIT 1) AS last_id
         FROM page GROUP BY ${part} ORDER BY ${part}`,
        params,
      );
      const count = parts.reduce((sum, p) => sum + p.n, 0);
      if (count > 0) yield { parts: parts.map((p) => p.text), count };
      if (count < pageRows) return;
      after = { date: parts[0]!.last_date, id: parts[0]!.last_id };
    }
  }

  /**
   * How many rows the filter's whole set holds (`total`, whatever limit and offset say): a count over the person's
   * (user_id, date) index alone when the filter names no account (an index-only scan once the table is vacuumed: no
   * row is read from the heap).
   */
  async total(userId: string, filter: TransactionFilter): Promise<number> {
    const { limit: _limit, offset: _offset, ...whole } = filter;
    const { params, where } = this.selection(userId, whole);
    const rows = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total
       FROM transactions t
       ${filter.accounts?.length ? 'JOIN accounts a ON a.id = t.account_pk' : ''}
       WHERE ${where}`,
      params,
    );
    return rows[0]!.total;
  }
}
