import type { ColumnConfigItem } from '@finance/shared/contracts';
import type { Queryable } from '../db/database';

export class PreferencesRepository {
  constructor(private readonly db: Queryable) {}

  async getColumnConfig(userId: string): Promise<ColumnConfigItem[] | null> {
    const rows = await this.db.query<{ column_config: ColumnConfigItem[] }>(
      'SELECT column_config FROM user_preferences WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.column_config ?? null;
  }

  async saveColumnConfig(userId: string, config: ColumnConfigItem[]): Promise<ColumnConfigItem[]> {
    const rows = await this.db.query<{ column_config: ColumnConfigItem[] }>(
      `INSERT INTO user_preferences (user_id, column_config) VALUES ($1, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET column_config = EXCLUDED.column_config, updated_at = now()
       RETURNING column_config`,
      [userId, JSON.stringify(config)],
    );
    return rows[0]!.column_config;
  }
}
