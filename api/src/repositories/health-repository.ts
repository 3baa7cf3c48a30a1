import type { Queryable } from '../db/database';

export class HealthRepository {
  constructor(private readonly db: Queryable) {}

  /** Resolves when the database answers a query; rejects with its error when it does not. */
  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}
