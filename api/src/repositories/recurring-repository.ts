import type { Queryable } from '../db/database';
import type { Frequency } from '../domain/recurring-streams';
import type { ProviderRecurringStream } from '../domain/provider-data';

export type Direction = 'outflow' | 'inflow';

/** A counted, posted transaction of a payee: its id (transactions.id), date, and amount in cents either way. */
export interface PayeeRow {
  id: string;
  date: string;
  cents: number;
  direction: Direction;
  key: string;
}

/** A stream as stored (migration 020), amounts in cents, dates yyyy-MM-dd. */
export interface StoredStream {
  stream_id: string;
  payee_key: string;
  direction: Direction;
  source: 'detected' | 'provider' | 'both';
  provider_stream: string | null;
  payee: string;
  category: string;
  /** The account of its latest transaction. */
  account_id: string | null;
  frequency: Frequency;
  average_cents: number;
  last_cents: number;
  low_cents: number;
  high_cents: number;
  first_date: string;
  last_date: string;
  next_date: string;
  occurrences: number;
  skipped: number;
  steady: boolean;
  price_from_cents: number | null;
  price_to_cents: number | null;
  price_since: string | null;
  transaction_ids: string[];
  found: boolean;
  confirmed: boolean;
  dismissed: boolean;
  custom_name: string | null;
  subscription: boolean | null;
}

/** What a stream shows of its latest transaction. */
export interface RowDetails {
  payee: string;
  category: string;
  account_id: string;
}

/** A provider's stream with the person's counted rows it names. */
export interface ProviderStream {
  stream_id: string;
  direction: Direction;
  frequency: string;
  rows: PayeeRow[];
}

/** The person's choices, the columns a PATCH sets. */
export type StreamChoices = Pick<StoredStream, 'confirmed' | 'dismissed' | 'custom_name' | 'subscription'>;

const KEY = 'recurring_key(t.display_name, t.merchant_name, t.name)';
/** Posted, and counted as money out or in: no transfer, excluded row or split whole (migration 017's rule). */
const COUNTED = `NOT t.pending AND daily_total_kind(t.amount, t.user_category, t.pfc_primary, t.pfc_detailed, t.category,
                 t.excluded, t.transfer_id, t.split, t.split_of) IN ('spend', 'income')`;
const ROW = `t.id::text AS id, to_char(t.date, 'YYYY-MM-DD') AS date, round(abs(t.amount) * 100)::float8 AS cents,
             CASE WHEN t.amount > 0 THEN 'outflow' ELSE 'inflow' END AS direction, ${KEY} AS key`;
const DATE = (column: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${column}`;
const STREAM_COLUMNS = `stream_id::text, payee_key, direction, source, provider_stream, payee, category, account_id, frequency,
  average_cents::float8, last_cents::float8, low_cents::float8, high_cents::float8, ${DATE('first_date')},
  ${DATE('last_date')}, ${DATE('next_date')}, occurrences, skipped, steady, price_from_cents::float8,
  price_to_cents::float8, ${DATE('price_since')}, transaction_ids::text[], found, confirmed, dismissed, custom_name,
  subscription`;

/** Recurring streams (migration 020): the rows they are found in, the streams stored, and the provider's. */
export class RecurringRepository {
  constructor(private readonly db: Queryable) {}

  /** The person's counted rows, of the given payees (all when null), with a payee. */
  payeeRows(userId: string, keys: readonly string[] | null): Promise<PayeeRow[]> {
    return this.db.query<PayeeRow>(
      `SELECT ${ROW} FROM transactions t
       WHERE t.user_id = $1 AND ${COUNTED} AND ${keys ? `${KEY} = ANY($2::text[])` : `${KEY} <> ''`}`,
      keys ? [userId, keys] : [userId],
    );
  }

  /** The payee as shown, the category and the account of each of these rows. */
  async details(userId: string, ids: readonly string[]): Promise<Map<string, RowDetails>> {
    const rows = await this.db.query<RowDetails & { id: string }>(
      `SELECT t.id::text AS id,
              coalesce(nullif(t.display_name, ''), nullif(t.merchant_name, ''), nullif(t.name, ''), 'Unknown') AS payee,
              coalesce(t.user_category, t.pfc_primary, t.category->>0, 'UNCATEGORIZED') AS category,
              a.account_id
       FROM transactions t JOIN accounts a ON a.id = t.account_pk
       WHERE t.user_id = $1 AND t.id = ANY($2::bigint[])`,
      [userId, ids],
    );
    return new Map(rows.map(({ id, ...details }) => [id, details]));
  }

  /** How far into the change log the streams were computed, and the payees due again; null: never computed. */
  async state(userId: string): Promise<{ change_seq: string; pending_keys: string[] } | null> {
    const rows = await this.db.query<{ change_seq: string; pending_keys: string[] }>(
      'SELECT change_seq::text, pending_keys FROM recurring_state WHERE user_id = $1',
      [userId],
    );
    return rows[0] ?? null;
  }

  /** The streams are computed through this change number, every pending payee included. */
  async setComputedThrough(userId: string, changeSeq: string): Promise<void> {
    await this.db.query(
      `INSERT INTO recurring_state (user_id, change_seq) VALUES ($1, $2::bigint)
       ON CONFLICT (user_id) DO UPDATE SET change_seq = excluded.change_seq, pending_keys = '{}'`,
      [userId, changeSeq],
    );
  }

  /**
   * What was written or removed after a change number, at most `limit` rows (null beyond it: too many to go payee by
   * payee): the payees of the rows written, and the ids of both.
   */
  async changedSince(
    userId: string,
    changeSeq: string,
    limit: number,
  ): Promise<{ keys: string[]; ids: string[] } | null> {
    const rows = await this.db.query<{ id: string; key: string | null }>(
      `(SELECT l.id::text AS id, ${KEY} AS key
        FROM transaction_change_log l JOIN transactions t ON t.id = l.id AND t.change_seq = l.change_seq
        WHERE l.user_id = $1 AND l.change_seq > $2::bigint LIMIT $3)
       UNION ALL
       (SELECT r.id::text AS id, NULL AS key FROM transaction_removals r
        WHERE r.user_id = $1 AND r.change_seq > $2::bigint LIMIT $3)`,
      [userId, changeSeq, limit + 1],
    );
    if (rows.length > limit) return null;
    return {
      keys: [...new Set(rows.flatMap((r) => (r.key ? [r.key] : [])))],
      ids: rows.map((r) => r.id),
    };
  }

  /** The payees of the stored streams that hold any of these rows. */
  async keysHolding(userId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<{ payee_key: string }>(
      `SELECT DISTINCT payee_key FROM recurring_streams WHERE user_id = $1 AND transaction_ids && $2::bigint[]`,
      [userId, ids],
    );
    return rows.map((r) => r.payee_key);
  }

  /** The stored streams, of the given payees (all when null). */
  streams(userId: string, keys: readonly string[] | null): Promise<StoredStream[]> {
    return this.db.query<StoredStream>(
      `SELECT ${STREAM_COLUMNS} FROM recurring_streams
       WHERE user_id = $1 ${keys ? 'AND payee_key = ANY($2::text[])' : ''}
       ORDER BY payee_key, direction, first_date, stream_id`,
      keys ? [userId, keys] : [userId],
    );
  }

  async stream(userId: string, streamId: string): Promise<StoredStream | undefined> {
    const rows = await this.db.query<StoredStream>(
      `SELECT ${STREAM_COLUMNS} FROM recurring_streams WHERE user_id = $1 AND stream_id::text = $2`,
      [userId, streamId],
    );
    return rows[0];
  }

  /** Replaces the streams of these payees (all when null) with `streams`. */
  async replace(userId: string, keys: readonly string[] | null, streams: readonly StoredStream[]): Promise<void> {
    await this.db.query(
      `DELETE FROM recurring_streams WHERE user_id = $1 ${keys ? 'AND payee_key = ANY($2::text[])' : ''}`,
      keys ? [userId, keys] : [userId],
    );
    if (streams.length === 0) return;
    await this.db.query(
      `INSERT INTO recurring_streams (user_id, stream_id, payee_key, direction, source, provider_stream, payee, category,
         account_id, frequency, average_cents, last_cents, low_cents, high_cents, first_date, last_date, next_date, occurrences,
         skipped, steady, price_from_cents, price_to_cents, price_since, transaction_ids, found, confirmed, dismissed,
         custom_name, subscription)
       SELECT $1, s.stream_id::uuid, s.payee_key, s.direction, s.source, s.provider_stream, s.payee, s.category,
         s.account_id, s.frequency, s.average_cents, s.last_cents, s.low_cents, s.high_cents, s.first_date::date, s.last_date::date,
         s.next_date::date, s.occurrences, s.skipped, s.steady, s.price_from_cents, s.price_to_cents,
         s.price_since::date, ARRAY(SELECT jsonb_array_elements_text(s.transaction_ids)::bigint), s.found, s.confirmed,
         s.dismissed, s.custom_name, s.subscription
       FROM jsonb_to_recordset($2::jsonb) AS s(stream_id text, payee_key text, direction text, source text,
         provider_stream text, payee text, category text, account_id text, frequency text, average_cents bigint, last_cents bigint,
         low_cents bigint, high_cents bigint, first_date text, last_date text, next_date text, occurrences int,
         skipped int, steady boolean, price_from_cents bigint, price_to_cents bigint, price_since text,
         transaction_ids jsonb, found boolean, confirmed boolean, dismissed boolean, custom_name text,
         subscription boolean)`,
      [userId, JSON.stringify(streams)],
    );
  }

  async setChoices(userId: string, streamId: string, choices: StreamChoices): Promise<void> {
    await this.db.query(
      `UPDATE recurring_streams SET confirmed = $3, dismissed = $4, custom_name = $5, subscription = $6
       WHERE user_id = $1 AND stream_id::text = $2`,
      [userId, streamId, choices.confirmed, choices.dismissed, choices.custom_name, choices.subscription],
    );
  }

  /**
   * Replaces an item's provider streams; the payees of the rows a stream names, or named, are due again when its list
   * changed (the rows themselves may not have).
   */
  async setProviderStreams(userId: string, itemPk: string, streams: readonly ProviderRecurringStream[]): Promise<void> {
    const before = await this.db.query<{ stream_id: string; transaction_ids: string[] }>(
      'SELECT stream_id, transaction_ids FROM provider_streams WHERE user_id = $1 AND item_pk = $2::bigint',
      [userId, itemPk],
    );
    const listed = new Map(before.map((s) => [s.stream_id, s.transaction_ids.join('\u0000')]));
    const changed = new Set<string>();
    for (const s of streams) {
      if (listed.get(s.stream_id) !== s.transaction_ids.join('\u0000'))
        s.transaction_ids.forEach((id) => changed.add(id));
      listed.delete(s.stream_id);
    }
    for (const gone of before.filter((s) => listed.has(s.stream_id)))
      gone.transaction_ids.forEach((id) => changed.add(id));

    await this.db.query('DELETE FROM provider_streams WHERE user_id = $1 AND item_pk = $2::bigint', [userId, itemPk]);
    if (streams.length > 0) {
      await this.db.query(
        `INSERT INTO provider_streams (user_id, item_pk, stream_id, direction, frequency, status, transaction_ids)
         SELECT $1, $2::bigint, s.stream_id, s.direction, s.frequency, s.status,
                ARRAY(SELECT jsonb_array_elements_text(s.transaction_ids))
         FROM jsonb_to_recordset($3::jsonb)
           AS s(stream_id text, direction text, frequency text, status text, transaction_ids jsonb)
         ON CONFLICT (user_id, stream_id) DO UPDATE SET item_pk = excluded.item_pk, direction = excluded.direction,
           frequency = excluded.frequency, status = excluded.status, transaction_ids = excluded.transaction_ids`,
        [userId, itemPk, JSON.stringify(streams)],
      );
    }
    if (changed.size === 0) return;
    await this.db.query(
      `UPDATE recurring_state s SET pending_keys = ARRAY(
         SELECT DISTINCT k FROM unnest(s.pending_keys || ARRAY(
           SELECT ${KEY} FROM transactions t WHERE t.user_id = $1 AND t.transaction_id = ANY($2::text[]))) AS k)
       WHERE s.user_id = $1`,
      [userId, [...changed]],
    );
  }

  /** The provider's streams with the person's counted rows each names (its payee is that of its latest row). */
  async providerStreams(userId: string): Promise<ProviderStream[]> {
    const rows = await this.db.query<PayeeRow & { stream_id: string; stream_direction: Direction; frequency: string }>(
      `SELECT p.stream_id, p.direction AS stream_direction, p.frequency, ${ROW}
       FROM provider_streams p
       CROSS JOIN LATERAL unnest(p.transaction_ids) AS named(transaction_id)
       JOIN transactions t ON t.transaction_id = named.transaction_id AND t.user_id = p.user_id
       WHERE p.user_id = $1 AND ${COUNTED}
       ORDER BY p.stream_id, t.date, t.id`,
      [userId],
    );
    const streams = new Map<string, ProviderStream>();
    for (const { stream_id, stream_direction, frequency, ...row } of rows) {
      let stream = streams.get(stream_id);
      if (!stream) streams.set(stream_id, (stream = { stream_id, direction: stream_direction, frequency, rows: [] }));
      if (row.direction === stream_direction) stream.rows.push(row);
    }
    return [...streams.values()];
  }
}
