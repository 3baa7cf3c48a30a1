import type { Queryable } from '../db/database';
import { isUniqueViolation } from '../lib/db-errors';
import { updateSlice, type SliceCursor, type SliceResult } from './transaction-slices';
import { EFFECTIVE_CATEGORY, NOT_SPLIT_WHOLE } from './transactions-repository';

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
   * How many of the person's transactions each category holds (as shown: the person's category, else the bank's); a
   * split transaction counts as its parts.
   */
  counts(userId: string): Promise<Array<{ category_id: string; transactions: number }>> {
    return this.db.query(
      `SELECT ${EFFECTIVE_CATEGORY} AS category_id, count(*)::int AS transactions
       FROM transactions t WHERE t.user_id = $1 AND ${EFFECTIVE_CATEGORY} IS NOT NULL AND ${NOT_SPLIT_WHOLE}
       GROUP BY 1 ORDER BY 1`,
      [userId],
    );
  }

  /**
   * Moves the person's transactions of this category to another (`into`), or back to the bank's category (null), one
   * slice (updateSlice: at most `rows` rows after the cursor) at a time: what a deletion or a merge does first
   * (services/long-writes.ts), so that its last transaction (replace, below) finds few rows left.
   */
  moveSlice(
    userId: string,
    categoryId: string,
    into: string | null,
    after: SliceCursor | null,
    rows: number,
  ): Promise<SliceResult> {
    return updateSlice(
      this.db,
      {
        where: 't.user_id = $1 AND t.user_category = $2',
        params: [userId, categoryId, into],
        set: 'user_category = $3, updated_at = now()',
      },
      after,
      rows,
    );
  }

  /**
   * Deletes a category, its transactions and rules going to `into` (a merge), or back to the bank's category with its
   * rules deleted (null): those left after moveSlice (rows a rule or an edit gave it since). Returns how many
   * transactions changed, or undefined when the category is not the person's.
   */
  async replace(userId: string, categoryId: string, into: string | null): Promise<number | undefined> {
    const deleted = await this.db.query('DELETE FROM categories WHERE user_id = $1 AND category_id = $2 RETURNING 1', [
      userId,
      categoryId,
    ]);
    if (deleted.length === 0) return undefined;
    if (into === null) {
      await this.db.query('DELETE FROM rules WHERE user_id = $1 AND category = $2', [userId, categoryId]);
    } else {
      await this.db.query('UPDATE rules SET category = $3, updated_at = now() WHERE user_id = $1 AND category = $2', [
        userId,
        categoryId,
        into,
      ]);
    }
    const moved = await this.db.query<{ n: number }>(
      `WITH u AS (
         UPDATE transactions SET user_category = $3, updated_at = now()
         WHERE user_id = $1 AND user_category = $2 RETURNING 1
       ) SELECT count(*)::int AS n FROM u`,
      [userId, categoryId, into],
    );
    return moved[0]!.n;
  }
}
