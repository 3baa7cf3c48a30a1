import type { Queryable } from '../db/database';
import type { AmountRow } from '../domain/budget-months';

/** A month's daily totals of one category and kind, in cents (money out positive, money in negative). */
export interface MonthTotal {
  category: string;
  month: string;
  kind: 'spend' | 'income';
  cents: number;
}

/** yyyy-MM of a first-of-month date column. */
const MONTH = (column: string) => `to_char(${column}, 'YYYY-MM')`;

/**
 * A person's budgets (migration 019): amounts by category from a month on, the categories that roll over, and the
 * carries stored for them, with the months whose spending or amounts changed since (budget_stale). Months cross this
 * boundary as yyyy-MM, amounts as cents.
 */
export class BudgetsRepository {
  constructor(private readonly db: Queryable) {}

  /** The month of the person's earliest transaction, if any. */
  async firstMonth(userId: string): Promise<string | null> {
    const rows = await this.db.query<{ month: string | null }>(
      `SELECT ${MONTH('min(date)')} AS month FROM transactions WHERE user_id = $1`,
      [userId],
    );
    return rows[0]?.month ?? null;
  }

  /** Every amount row of the person's, by category and month. */
  amounts(userId: string, categories?: readonly string[]): Promise<AmountRow[]> {
    return this.db.query<AmountRow>(
      `SELECT category, ${MONTH('month')} AS month, (amount * 100)::float8 AS cents
       FROM budget_amounts WHERE user_id = $1 ${categories ? 'AND category = ANY($2::text[])' : ''}
       ORDER BY category, month`,
      categories ? [userId, categories] : [userId],
    );
  }

  async rollovers(userId: string): Promise<string[]> {
    const rows = await this.db.query<{ category: string }>(
      'SELECT category FROM budget_rollovers WHERE user_id = $1 ORDER BY category',
      [userId],
    );
    return rows.map((r) => r.category);
  }

  /** The months' totals by category and kind (spend and income only; transfers, excluded and split wholes are not). */
  monthTotals(userId: string, first: string, last: string): Promise<MonthTotal[]> {
    return this.db.query<MonthTotal>(
      `SELECT d.category, ${MONTH('d.date')} AS month, d.kind, round(sum(d.amount) * 100)::float8 AS cents
       FROM daily_totals d
       WHERE d.user_id = $1 AND d.date >= to_date($2, 'YYYY-MM') AND d.date < to_date($3, 'YYYY-MM') + interval '1 month'
         AND d.kind IN ('spend', 'income')
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [userId, first, last],
    );
  }

  /**
   * Per rollover category: the last month with a stored carry and the first month changed since (null: none), what
   * decides whether the read must compute carries again.
   */
  carryState(userId: string): Promise<Array<{ category: string; last: string | null; stale: string | null }>> {
    return this.db.query(
      `SELECT r.category,
              (SELECT ${MONTH('max(c.month)')} FROM budget_carries c
                WHERE c.user_id = r.user_id AND c.category = r.category) AS last,
              (SELECT ${MONTH('s.month')} FROM budget_stale s
                WHERE s.user_id = r.user_id AND s.category = r.category) AS stale
       FROM budget_rollovers r WHERE r.user_id = $1 ORDER BY r.category`,
      [userId],
    );
  }

  /** The carries stored into one month, by category. */
  async carriesInto(userId: string, month: string): Promise<Map<string, number>> {
    const rows = await this.db.query<{ category: string; cents: number }>(
      `SELECT category, (carried * 100)::float8 AS cents FROM budget_carries
       WHERE user_id = $1 AND month = to_date($2, 'YYYY-MM')`,
      [userId, month],
    );
    return new Map(rows.map((r) => [r.category, r.cents]));
  }

  /**
   * Stores a category's carries computed forward (`carries`, their months in order), drops those after the last of
   * them (computed before a change, and recomputed when asked) and clears the category's stale mark.
   */
  async saveCarries(
    userId: string,
    category: string,
    carries: ReadonlyArray<{ month: string; cents: number }>,
  ): Promise<void> {
    const last = carries.at(-1)?.month;
    if (last !== undefined) {
      await this.db.query(
        `INSERT INTO budget_carries (user_id, category, month, carried)
         SELECT $1, $2, to_date(m, 'YYYY-MM'), c / 100.0 FROM unnest($3::text[], $4::bigint[]) AS u(m, c)
         ON CONFLICT (user_id, category, month) DO UPDATE SET carried = excluded.carried`,
        [userId, category, carries.map((c) => c.month), carries.map((c) => c.cents)],
      );
      await this.db.query(
        `DELETE FROM budget_carries WHERE user_id = $1 AND category = $2 AND month > to_date($3, 'YYYY-MM')`,
        [userId, category, last],
      );
    }
    await this.db.query('DELETE FROM budget_stale WHERE user_id = $1 AND category = $2', [userId, category]);
  }

  /** Marks a rollover category's carries after `month` to be computed again. */
  async markStale(userId: string, category: string, month: string): Promise<void> {
    await this.db.query(
      `INSERT INTO budget_stale AS s (user_id, category, month)
       SELECT user_id, category, to_date($3, 'YYYY-MM') FROM budget_rollovers WHERE user_id = $1 AND category = $2
       ON CONFLICT (user_id, category) DO UPDATE SET month = least(s.month, excluded.month)`,
      [userId, category, month],
    );
  }

  /** Forgets a category's carries (its rollover turned on or off, or its amounts joined): computed again from its start. */
  async forgetCarries(userId: string, categories: readonly string[]): Promise<void> {
    await this.db.query('DELETE FROM budget_carries WHERE user_id = $1 AND category = ANY($2::text[])', [
      userId,
      categories,
    ]);
    await this.db.query('DELETE FROM budget_stale WHERE user_id = $1 AND category = ANY($2::text[])', [
      userId,
      categories,
    ]);
  }

  /** The category's amount from `month` on (null: no budget from then), until its next row. */
  async setAmount(userId: string, category: string, month: string, cents: number | null): Promise<void> {
    await this.db.query(
      `INSERT INTO budget_amounts (user_id, category, month, amount) VALUES ($1, $2, to_date($3, 'YYYY-MM'), $4 / 100.0)
       ON CONFLICT (user_id, category, month) DO UPDATE SET amount = excluded.amount`,
      [userId, category, month, cents],
    );
  }

  async setRollover(userId: string, category: string, on: boolean): Promise<void> {
    await this.db.query(
      on
        ? 'INSERT INTO budget_rollovers (user_id, category) VALUES ($1, $2) ON CONFLICT DO NOTHING'
        : 'DELETE FROM budget_rollovers WHERE user_id = $1 AND category = $2',
      [userId, category],
    );
  }

  /** Replaces a category's amount rows (a merge or a deletion joined another's into them). */
  async replaceAmounts(userId: string, category: string, rows: readonly AmountRow[]): Promise<void> {
    await this.db.query('DELETE FROM budget_amounts WHERE user_id = $1 AND category = $2', [userId, category]);
    if (rows.length === 0) return;
    await this.db.query(
      `INSERT INTO budget_amounts (user_id, category, month, amount)
       SELECT $1, $2, to_date(m, 'YYYY-MM'), c / 100.0 FROM unnest($3::text[], $4::bigint[]) AS u(m, c)`,
      [userId, category, rows.map((r) => r.month), rows.map((r) => r.cents)],
    );
  }

  /** Removes a category's budget entirely: its amounts, rollover and carries. */
  async removeCategory(userId: string, category: string): Promise<void> {
    await this.db.query('DELETE FROM budget_amounts WHERE user_id = $1 AND category = $2', [userId, category]);
    await this.setRollover(userId, category, false);
    await this.forgetCarries(userId, [category]);
  }
}
