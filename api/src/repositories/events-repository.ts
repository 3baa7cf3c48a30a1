import type { Queryable } from '../db/database';

/** The channel every API process listens on; the payload names the event and its person, never its content. */
export const USER_EVENTS_CHANNEL = 'user_events';
/** How long events stay for a reconnecting stream to resume from. */
const KEEP_EVENTS = '1 day';
/** The most events one read gives (a stream far behind reads page after page). */
export const EVENTS_PAGE = 500;

export interface UserEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

export class EventsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Records an event and notifies every API process; inside a transaction both happen at its commit (or never), so a
   * stream is told only about changes that are there to fetch. The event's id is the person's next number, taken under
   * the lock of their counter's row, held to the commit: two transactions recording events for one person commit them
   * in the order of their ids, so a stream that has read an id has read every id before it.
   */
  async record(userId: string, type: string, data: Record<string, unknown>): Promise<void> {
    await this.db.query(
      `WITH s AS (
         INSERT INTO user_event_sequences AS s (user_id, last_seq) VALUES ($1, 1)
         ON CONFLICT (user_id) DO UPDATE SET last_seq = s.last_seq + 1
         RETURNING last_seq
       ), e AS (
         INSERT INTO user_events (user_id, seq, type, data) SELECT $1, last_seq, $2, $3::jsonb FROM s
         RETURNING seq, user_id
       )
       SELECT pg_notify($4, json_build_object('id', e.seq::text, 'user_id', e.user_id)::text) FROM e`,
      [userId, type, JSON.stringify(data), USER_EVENTS_CHANNEL],
    );
  }

  /** A connection's status changed (Sync Issues shows it). */
  connectionChanged(
    item: { user_id: string; institution_id: string; institution_name: string },
    status: string,
  ): Promise<void> {
    return this.record(item.user_id, 'connection', {
      institution_id: item.institution_id,
      institution_name: item.institution_name,
      status,
    });
  }

  /** The person's events after the given id, oldest first, at most a page of them. */
  after(userId: string, afterId: string): Promise<UserEvent[]> {
    return this.db.query<UserEvent>(
      'SELECT seq::text AS id, type, data FROM user_events WHERE user_id = $1 AND seq > $2::bigint ORDER BY seq LIMIT $3',
      [userId, afterId, EVENTS_PAGE],
    );
  }

  /** The newest committed event id (the stream starts after it when the client has none). */
  async latestId(userId: string): Promise<string> {
    const rows = await this.db.query<{ id: string }>(
      'SELECT coalesce((SELECT last_seq FROM user_event_sequences WHERE user_id = $1), 0)::text AS id',
      [userId],
    );
    return rows[0]!.id;
  }

  /** Deletes the events older than a reconnecting stream may ask for (the daily job). */
  async deleteOld(): Promise<void> {
    await this.db.query(`DELETE FROM user_events WHERE created_at < now() - interval '${KEEP_EVENTS}'`);
  }
}
