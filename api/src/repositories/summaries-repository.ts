import type { Queryable } from '../db/database';
import { EFFECTIVE_CATEGORY, NOT_SPLIT_WHOLE } from './transactions-repository';

/**
 * Spend is money out (Plaid: positive amount) that is no transfer between the user's own accounts; a credit card
 * payment is such a transfer (its purchases are already counted). Income is money in that is not a transfer. Money out
 * that the person filed under Income (a paycheck taken back) is spend under that category, as the transactions
 * screen counts it in money out: a figure and the rows it opens add up. One definition for every summary, over the corrected values: the category the person (or a rule) chose,
 * else the bank's; the bank's detailed category and category entries count only while the bank's category stands.
 *
 * The apps apply the same rules to the transactions they hold (shared/src/summaries/summary-rules.ts: isCounted,
 * isTransferByCategory, countedAmount, summaryCategoryOf, payeeOf), so that a figure opens the transactions screen on
 * rows whose money in and out add up to it: change TRANSFER, SPEND, INCOME, CATEGORY, PAYEE or COUNTED there too. The
 * compact row's bank_detailed_category (migration 014) is pfc_detailed only while user_category is null, for TRANSFER.
 */
const TRANSFER = `(coalesce(${EFFECTIVE_CATEGORY}, '') IN ('TRANSFER_IN', 'TRANSFER_OUT')
  OR (t.user_category IS NULL AND coalesce(t.pfc_detailed, '') = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT')
  OR (${EFFECTIVE_CATEGORY} IS NULL AND t.category->>0 IN ('Transfer', 'Payment')))`;
const SPEND = `(t.amount > 0 AND NOT ${TRANSFER})`;
const INCOME = `(t.amount < 0 AND NOT ${TRANSFER})`;
const CATEGORY = `coalesce(${EFFECTIVE_CATEGORY}, t.category->>0, 'UNCATEGORIZED')`;
const PAYEE = `coalesce(nullif(t.display_name, ''), nullif(t.merchant_name, ''), nullif(t.name, ''), 'Unknown')`;
/**
 * The rows every summary counts: the person's in the range, without the ones they excluded, without either half
 * of a transfer between their own accounts (paired automatically or by hand), and a split transaction by its parts.
 */
const COUNTED = `t.user_id = $1 AND t.date BETWEEN $2::date AND $3::date AND NOT t.excluded AND t.transfer_id IS NULL
  AND ${NOT_SPLIT_WHOLE}`;

export interface Range {
  startDate: string;
  endDate: string;
}

export class SummariesRepository {
  constructor(private readonly db: Queryable) {}

  async byCategory(userId: string, range: Range) {
    return this.db.query<{ category: string; total: number; count: number }>(
      `SELECT ${CATEGORY} AS category, round(sum(t.amount), 2)::float8 AS total, count(*)::int AS count
       FROM transactions t
       WHERE ${COUNTED} AND ${SPEND}
       GROUP BY 1 ORDER BY total DESC, category`,
      [userId, range.startDate, range.endDate],
    );
  }

  async byMonth(userId: string, range: Range) {
    return this.db.query<{ month: string; spend: number; income: number; count: number }>(
      `SELECT to_char(t.date, 'YYYY-MM') AS month,
              round(coalesce(sum(t.amount) FILTER (WHERE ${SPEND}), 0), 2)::float8 AS spend,
              round(coalesce(-sum(t.amount) FILTER (WHERE ${INCOME}), 0), 2)::float8 AS income,
              count(*)::int AS count
       FROM transactions t
       WHERE ${COUNTED}
       GROUP BY 1 ORDER BY 1`,
      [userId, range.startDate, range.endDate],
    );
  }

  async byPayee(userId: string, range: Range, limit: number) {
    return this.db.query<{ payee: string; total: number; count: number; last_date: string }>(
      `SELECT ${PAYEE} AS payee, round(sum(t.amount), 2)::float8 AS total, count(*)::int AS count,
              max(t.date)::text AS last_date
       FROM transactions t
       WHERE ${COUNTED} AND ${SPEND}
       GROUP BY 1 ORDER BY total DESC, payee LIMIT $4`,
      [userId, range.startDate, range.endDate, limit],
    );
  }

  async byCategoryAndMonth(userId: string, range: Range) {
    return this.db.query<{ category: string; month: string; total: number }>(
      `SELECT ${CATEGORY} AS category, to_char(t.date, 'YYYY-MM') AS month, round(sum(t.amount), 2)::float8 AS total
       FROM transactions t
       WHERE ${COUNTED} AND ${SPEND}
       GROUP BY 1, 2 ORDER BY 1, 2`,
      [userId, range.startDate, range.endDate],
    );
  }
}
