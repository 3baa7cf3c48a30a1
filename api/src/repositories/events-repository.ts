import type { Queryable } from '../db/database';

/** The channel every API process listens on; the payload names the event and its person, never its content. */
export const USER_EVENTS_CHANNEL = 'user_events';
/** How long events stay for a reconnecting stream to resume from. */
const KEEP_EVENTS = '1 day';

export interface UserEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

export class EventsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Records an event and notifies every API process; inside a transaction both happen at its commit (or never), so a
   * stream is told only about changes that are there to fetch.
   */
  async record(userId: string, type: string, data: Record<string, unknown>): Promise<void> {
    await this.db.query(
      `WITH e AS (INSERT INTO user_events (user_id, type, data) VALUES ($1, $2, $3::jsonb) RETURNING id, user_id)
       SELECT pg_notify($4, json_build_object('id', e.id::text, 'user_id', e.user_id)::text) FROM e`,
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

  /** The person's events after the given id, oldest first. */
  after(userId: string, afterId: string): Promise<UserEvent[]> {
    return this.db.query<UserEvent>(
      'SELECT id::text AS id, type, data FROM user_events WHERE user_id = $1 AND id > $2::bigint ORDER BY id LIMIT 500',
      [userId, afterId],
    );
  }

  /** The newest event id (the stream starts after it when the client has none). */
  async latestId(userId: string): Promise<string> {
    const rows = await this.db.query<{ id: string }>(
      'SELECT coalesce(max(id), 0)::text AS id FROM user_events WHERE user_id = $1',
      [userId],
    );
    return rows[0]!.id;
  }

  async deleteOld(): Promise<void> {
    await this.db.query(`DELETE FROM user_events WHERE created_at < now() - interval '${KEEP_EVENTS}'`);
  }
}
