import type { BalancesByType } from '@finance/shared/contracts';
import type { Queryable } from '../db/database';
import { AMOUNT_EFFECT, HELD_GROUP_LIST, OWED_GROUP_LIST, TYPE_GROUP } from './account-balances';

/** One day of GET /accounts/balance-history as the database sums it. */
export interface BalanceDayRow extends BalancesByType {
  date: string;
  net_worth: number;
  assets: number;
  liabilities: number;
  accounts: number;
  reconstructed: boolean;
}

/** A day's sum of one group's balances, in numeric, rounded to cents. */
const groupSum = (groups: string) =>
  `round(coalesce(sum(b.balance) FILTER (WHERE b.grp IN (${groups})), 0), 2)::float8`;

/**
 * Balances in the past (migration 016): what the bank said, recorded at each write of its balances, and every other
 * day computed when it is read:
 * - from an account's first recorded day on, each day holds the latest balance recorded on it or before;
 * - the days before it, back to the account's oldest transaction and at most `walkMonths` before it, are walked back
 *   from the first recorded balance: a day's balance is that balance less the effect of the transactions dated after
 *   the day, up to the first recorded day; those days are marked reconstructed;
 * - an account kept by hand is its opening balance moved by its transactions dated up to the day, from its oldest
 *   transaction or the day it was made, whichever is earlier (as GET /plaid/accounts gives its balance today).
 * The transactions that count, and how (a split by its whole, no pending one, none added by hand to a bank's
 * account), are account_day_sums' rule: the walk reads those day sums, at most one a day and account.
 *
 * Why the walked-back days are computed at read time and not stored: each depends on every transaction between it
 * and the first recorded day, which the bank changes and removes on any sync, and the person adds, removes and splits:
 * stored, they would have to be recomputed back from each such change, in every one of those writes. A day's sum of
 * amounts changes only with that day's transactions, and the triggers of migration 016 keep it in the statement that
 * writes them, so the walk over them is the transactions as they are at every read, at the cost of one statement over
 * at most 731 days of sums an account (bench/balance-history.ts).
 */
export class BalanceHistoryRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Records the balances just written on the item's accounts named, under `day`: the day's row is replaced when it
   * exists (its latest write wins). Accounts of the item removed singly are not among its accounts, and stay away.
   */
  async record(userId: string, itemId: string, accountIds: string[], day: string): Promise<void> {
    if (accountIds.length === 0) return;
    await this.db.query(
      `INSERT INTO balance_history (account_pk, day, user_id, balance_current, balance_available, balance_limit,
                                    iso_currency_code)
       SELECT a.id, $4::date, a.user_id, a.balance_current, a.balance_available, a.balance_limit, a.iso_currency_code
       FROM accounts a
       WHERE a.user_id = $1 AND a.item_id = $2 AND a.account_id = ANY($3::text[])
       ON CONFLICT (account_pk, day) DO UPDATE SET
         balance_current = EXCLUDED.balance_current, balance_available = EXCLUDED.balance_available,
         balance_limit = EXCLUDED.balance_limit, iso_currency_code = EXCLUDED.iso_currency_code, recorded_at = now()`,
      [userId, itemId, accountIds, day],
    );
  }

  /**
   * The person's balances summed by day and group over start..end: one row per day on which any account has a
   * balance, oldest first.
   */
  async byDay(userId: string, startDate: string, endDate: string, walkMonths: number): Promise<BalanceDayRow[]> {
    return this.db.query<BalanceDayRow>(
      `WITH acct AS (
         SELECT a.id, a.kept_by_hand, a.opening_balance, ${TYPE_GROUP} AS grp, ${AMOUNT_EFFECT} AS effect,
                f.day AS first_day, f.balance_current AS first_balance,
                (SELECT max(h.day) FROM balance_history h
                 WHERE h.user_id = $1 AND h.account_pk = a.id AND h.day <= $2::date) AS held_since,
                (SELECT min(s.date) FROM account_day_sums s
                 WHERE s.user_id = $1 AND s.account_pk = a.id AND s.by_hand = a.kept_by_hand) AS oldest,
                (a.created_at AT TIME ZONE 'UTC')::date AS created_day
         FROM accounts a
         LEFT JOIN LATERAL (SELECT h.day, h.balance_current FROM balance_history h
                            WHERE h.user_id = $1 AND h.account_pk = a.id ORDER BY h.day LIMIT 1) f ON true
         -- Only the sidebar's groups: an 'other' account counts in no total, as on the sidebar and the Dashboard.
         WHERE a.user_id = $1 AND ${TYPE_GROUP} IS NOT NULL
       ),
       -- Recorded: each row holds from its day until the day before the next (the last one to the range's end).
       held AS (
         SELECT a.grp, h.day, h.balance_current AS balance,
                lead(h.day) OVER (PARTITION BY h.account_pk ORDER BY h.day) AS next_day
         FROM acct a JOIN balance_history h ON h.account_pk = a.id
         WHERE h.user_id = $1 AND h.day >= coalesce(a.held_since, $2::date) AND h.day <= $3::date
       ),
       recorded AS (
         SELECT h.grp, d.day, h.balance
         FROM held h,
              LATERAL (SELECT greatest(h.day, $2::date) + n AS day
                       FROM generate_series(0, least(coalesce(h.next_day - 1, $3::date), $3::date)
                                               - greatest(h.day, $2::date)) AS n) d
       ),
       -- Walked back: a bank account's days from its oldest transaction (at most walkMonths back) to its first record.
       walk AS (
         SELECT a.id, a.grp, a.effect, a.first_day, a.first_balance,
                greatest($2::date, a.oldest, (a.first_day - make_interval(months => $4))::date) AS from_day
         FROM acct a
         WHERE NOT a.kept_by_hand AND a.first_day > $2::date AND a.oldest < a.first_day
       ),
       walk_sums AS (
         SELECT w.id, s.date, s.amount
         FROM walk w JOIN account_day_sums s ON s.account_pk = w.id
         WHERE s.user_id = $1 AND NOT s.by_hand AND s.date > w.from_day AND s.date <= w.first_day
       ),
       walked AS (
         SELECT w.grp, d.day, w.first_day,
                w.first_balance - w.effect * coalesce(sum(s.amount) OVER (PARTITION BY w.id ORDER BY d.day DESC
                  ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance
         FROM walk w
         CROSS JOIN LATERAL (SELECT w.from_day + n AS day FROM generate_series(0, w.first_day - w.from_day) AS n) d
         LEFT JOIN walk_sums s ON s.id = w.id AND s.date = d.day
       ),
       -- Kept by hand: the opening balance, moved by the transactions up to each day (earlier ones on the first).
       kept AS (
         SELECT a.id, a.grp, a.effect, a.opening_balance,
                greatest($2::date, least(a.oldest, a.created_day)) AS from_day
         FROM acct a WHERE a.kept_by_hand
       ),
       kept_sums AS (
         SELECT k.id, greatest(s.date, k.from_day) AS date, sum(s.amount) AS amount
         FROM kept k JOIN account_day_sums s ON s.account_pk = k.id
         WHERE s.user_id = $1 AND s.by_hand AND s.date <= $3::date
         GROUP BY 1, 2
       ),
       computed AS (
         SELECT k.grp, d.day,
                k.opening_balance + k.effect * coalesce(sum(s.amount) OVER (PARTITION BY k.id ORDER BY d.day), 0)
                  AS balance
         FROM kept k
         CROSS JOIN LATERAL (SELECT k.from_day + n AS day FROM generate_series(0, $3::date - k.from_day) AS n) d
         LEFT JOIN kept_sums s ON s.id = k.id AND s.date = d.day
       ),
       balances AS (
         SELECT grp, day, balance, false AS reconstructed FROM recorded
         UNION ALL
         SELECT grp, day, balance, true FROM walked WHERE day < first_day AND day <= $3::date
         UNION ALL
         SELECT grp, day, balance, false FROM computed
       )
       SELECT b.day::text AS date,
              ${groupSum("'depository'")} AS depository, ${groupSum("'investment'")} AS investment,
              ${groupSum("'credit'")} AS credit, ${groupSum("'loan'")} AS loan,
              ${groupSum(HELD_GROUP_LIST)} AS assets, ${groupSum(OWED_GROUP_LIST)} AS liabilities,
              round(sum(CASE WHEN b.grp IN (${OWED_GROUP_LIST}) THEN -b.balance ELSE b.balance END), 2)::float8
                AS net_worth,
              count(*)::int AS accounts, bool_or(b.reconstructed) AS reconstructed
       FROM balances b
       WHERE b.balance IS NOT NULL
       GROUP BY b.day
       ORDER BY b.day`,
      [userId, startDate, endDate, walkMonths],
    );
  }
}
