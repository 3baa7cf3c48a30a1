import type { Queryable } from '../db/database';

/**
 * The summaries' sums, from the person's daily totals (migration 017, kept by triggers on transactions): spend is money
 * out that is no transfer between the person's own accounts (a credit card payment is one: its purchases are already
 * counted), by category and payee; income is money in that is no transfer; both over the corrected values, without
 * excluded rows, either half of a paired transfer, or a split whole (its parts instead). The migration holds the
 * definition (daily_total_kind and the category and payee beside it), which the apps' rules for the rows they hold
 * mirror (shared/src/summaries/summary-rules.ts). Sums are of numeric amounts, exact to the cent.
 */
const IN_RANGE = 'd.user_id = $1 AND d.date BETWEEN $2::date AND $3::date';

export interface Range {
  startDate: string;
  endDate: string;
}

export class SummariesRepository {
  constructor(private readonly db: Queryable) {}

  async byCategory(userId: string, range: Range) {
    return this.db.query<{ category: string; total: number; count: number }>(
      `SELECT d.category, round(sum(d.amount), 2)::float8 AS total, sum(d.count)::int AS count
       FROM daily_totals d
       WHERE ${IN_RANGE} AND d.kind = 'spend'
       GROUP BY 1 ORDER BY total DESC, category`,
      [userId, range.startDate, range.endDate],
    );
  }

  async byMonth(userId: string, range: Range) {
    return this.db.query<{ month: string; spend: number; income: number; count: number }>(
      `SELECT to_char(d.date, 'YYYY-MM') AS month,
              round(coalesce(sum(d.amount) FILTER (WHERE d.kind = 'spend'), 0), 2)::float8 AS spend,
              round(coalesce(-sum(d.amount) FILTER (WHERE d.kind = 'income'), 0), 2)::float8 AS income,
              sum(d.count)::int AS count
       FROM daily_totals d
       WHERE ${IN_RANGE}
       GROUP BY 1 ORDER BY 1`,
      [userId, range.startDate, range.endDate],
    );
  }

  async byPayee(userId: string, range: Range, limit: number) {
    return this.db.query<{ payee: string; total: number; count: number; last_date: string }>(
      `SELECT d.payee, round(sum(d.amount), 2)::float8 AS total, sum(d.count)::int AS count,
              max(d.date)::text AS last_date
       FROM daily_totals d
       WHERE ${IN_RANGE} AND d.kind = 'spend'
       GROUP BY 1 ORDER BY total DESC, payee LIMIT $4`,
      [userId, range.startDate, range.endDate, limit],
    );
  }

  async byCategoryAndMonth(userId: string, range: Range) {
    return this.db.query<{ category: string; month: string; total: number }>(
      `SELECT d.category, to_char(d.date, 'YYYY-MM') AS month, round(sum(d.amount), 2)::float8 AS total
       FROM daily_totals d
       WHERE ${IN_RANGE} AND d.kind = 'spend'
       GROUP BY 1, 2 ORDER BY 1, 2`,
      [userId, range.startDate, range.endDate],
    );
  }
}
