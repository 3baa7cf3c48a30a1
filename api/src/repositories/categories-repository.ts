import type { Queryable } from '../db/database';
import { isUniqueViolation } from '../lib/db-errors';
import { updateSlice, type SliceCursor, type SliceResult } from './transaction-slices';

export interface CategoryRow {
  category_id: string;
  name: string;
}

/** The unique index on (user_id, lower(name)): one name per person, whatever its case. */
const NAME_KEY = 'categories_user_name_key';

/** A person's own categories, beside the provider's (which are not stored). */
export class CategoriesRepository {
  constructor(private readonly db: Queryable) {}

  /** The person's categories by name (ignoring case). */
  list(userId: string): Promise<CategoryRow[]> {
    return this.db.query<CategoryRow>(
      'SELECT category_id, name FROM categories WHERE user_id = $1 ORDER BY lower(name), category_id',
      [userId],
    );
  }

  async find(userId: string, categoryId: string): Promise<CategoryRow | undefined> {
    const rows = await this.db.query<CategoryRow>(
      'SELECT category_id, name FROM categories WHERE user_id = $1 AND category_id = $2',
      [userId, categoryId],
    );
    return rows[0];
  }

  async count(userId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories WHERE user_id = $1', [
      userId,
    ]);
    return rows[0]!.n;
  }

  /** Adds a category; null when the person has one of that name already. */
  async insert(userId: string, categoryId: string, name: string): Promise<CategoryRow | null> {
    try {
      const rows = await this.db.query<CategoryRow>(
        'INSERT INTO categories (category_id, user_id, name) VALUES ($1, $2, $3) RETURNING category_id, name',
        [categoryId, userId, name],
      );
      return rows[0]!;
    } catch (err) {
      if (isUniqueViolation(err, NAME_KEY)) return null;
      throw err;
    }
  }

  /** Renames a category: 'duplicate' when another of the person's has that name, undefined when it is not theirs. */
  async rename(userId: string, categoryId: string, name: string): Promise<CategoryRow | 'duplicate' | undefined> {
    try {
      const rows = await this.db.query<CategoryRow>(
        'UPDATE categories SET name = $3 WHERE user_id = $1 AND category_id = $2 RETURNING category_id, name',
        [userId, categoryId, name],
      );
      return rows[0];
    } catch (err) {
      if (isUniqueViolation(err, NAME_KEY)) return 'duplicate';
      throw err;
    }
  }

  /**
   * Puts back the bank's category on the person's transactions of this category, one slice (updateSlice: at most
   * `rows` rows after the cursor) at a time: what a deletion does first (services/long-writes.ts), so that its last
   * transaction (delete, below) finds few rows left.
   */
  revertSlice(userId: string, categoryId: string, after: SliceCursor | null, rows: number): Promise<SliceResult> {
    return updateSlice(
      this.db,
      {
        where: 't.user_id = $1 AND t.user_category = $2',
        params: [userId, categoryId],
        set: 'user_category = NULL, updated_at = now()',
      },
      after,
      rows,
    );
  }

  /**
   * Deletes a category: its transactions go back to the bank's category (those left after revertSlice: rows a rule
   * or an edit gave it since) and the rules naming it go with it. Returns how many transactions changed, or undefined
   * when the category is not the person's.
   */
  async delete(userId: string, categoryId: string): Promise<number | undefined> {
    const deleted = await this.db.query('DELETE FROM categories WHERE user_id = $1 AND category_id = $2 RETURNING 1', [
      userId,
      categoryId,
    ]);
    if (deleted.length === 0) return undefined;
    await this.db.query('DELETE FROM rules WHERE user_id = $1 AND category = $2', [userId, categoryId]);
    const reverted = await this.db.query<{ n: number }>(
      `WITH u AS (
         UPDATE transactions SET user_category = NULL, updated_at = now()
         WHERE user_id = $1 AND user_category = $2 RETURNING 1
       ) SELECT count(*)::int AS n FROM u`,
      [userId, categoryId],
    );
    return reverted[0]!.n;
  }
}
