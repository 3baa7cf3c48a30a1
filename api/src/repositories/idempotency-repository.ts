import type { Queryable } from '../db/database';

/** How long a key's first answer is kept and given again. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export interface StoredAnswer {
  request_hash: string;
  response: string;
}

/**
 * The first answer to each of a person's Idempotency-Keys, for a day. Read and written in a transaction of the
 * person's writes, so two requests with one key at once are one after the other: the second finds the first's answer.
 */
export class IdempotencyRepository {
  constructor(private readonly db: Queryable) {}

  /** The answer stored under the key within the last day; keys older than that are deleted first. */
  async find(userId: string, key: string): Promise<StoredAnswer | undefined> {
    await this.db.query(
      `DELETE FROM idempotency_keys WHERE user_id = $1 AND created_at < now() - make_interval(hours => $2)`,
      [userId, IDEMPOTENCY_KEY_HOURS],
    );
    const rows = await this.db.query<StoredAnswer>(
      'SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [userId, key],
    );
    return rows[0];
  }

  async store(userId: string, key: string, requestHash: string, response: string): Promise<void> {
    await this.db.query('INSERT INTO idempotency_keys (user_id, key, request_hash, response) VALUES ($1, $2, $3, $4)', [
      userId,
      key,
      requestHash,
      response,
    ]);
  }
}
