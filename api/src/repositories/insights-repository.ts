import type { Queryable } from '../db/database';
import type { Charge, FirstCharge } from '../domain/insight-rules';

/** The payee as the summaries name it: the person's name for it, else the merchant, else the description. */
const PAYEE = `coalesce(nullif(t.display_name, ''), nullif(t.merchant_name, ''), nullif(t.name, ''), 'Unknown')`;
/** Money out that counts (migration 017's rule), posted, and no part of a split (two equal parts are no duplicate). */
const SPENT = `NOT t.pending AND t.split IS NULL AND daily_total_kind(t.amount, t.user_category, t.pfc_primary,
               t.pfc_detailed, t.category, t.excluded, t.transfer_id, t.split, t.split_of) = 'spend'`;

/** The facts insights are worked out from that no other repository reads, and the statements dismissed. */
export class InsightsRepository {
  constructor(private readonly db: Queryable) {}

  /** The payees first paid on or after a date (from the daily totals), each with its largest charge that day. */
  firstCharges(userId: string, since: string): Promise<FirstCharge[]> {
    return this.db.query<FirstCharge>(
      `WITH firsts AS (
         SELECT payee, min(date) AS first FROM daily_totals
         WHERE user_id = $1 AND kind = 'spend' GROUP BY payee HAVING min(date) >= $2::date
       )
       SELECT DISTINCT ON (f.payee) f.payee, t.transaction_id AS "transactionId",
              to_char(t.date, 'YYYY-MM-DD') AS date, round(t.amount * 100)::float8 AS cents
       FROM firsts f JOIN transactions t ON t.user_id = $1 AND t.date = f.first AND ${PAYEE} = f.payee
       WHERE ${SPENT}
       ORDER BY f.payee, t.amount DESC, t.id`,
      [userId, since],
    );
  }

  /** Money out from one date to another, each charge with its payee. */
  charges(userId: string, from: string, to: string): Promise<Charge[]> {
    return this.db.query<Charge>(
      `SELECT t.transaction_id AS id, ${PAYEE} AS payee, to_char(t.date, 'YYYY-MM-DD') AS date,
              round(t.amount * 100)::float8 AS cents
       FROM transactions t
       WHERE t.user_id = $1 AND t.date BETWEEN $2::date AND $3::date AND ${SPENT}`,
      [userId, from, to],
    );
  }

  async dismissed(userId: string): Promise<Set<string>> {
    const rows = await this.db.query<{ insight_id: string }>(
      'SELECT insight_id FROM insight_dismissals WHERE user_id = $1',
      [userId],
    );
    return new Set(rows.map((r) => r.insight_id));
  }

  async setDismissed(userId: string, insightId: string, dismissed: boolean): Promise<void> {
    await this.db.query(
      dismissed
        ? 'INSERT INTO insight_dismissals (user_id, insight_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
        : 'DELETE FROM insight_dismissals WHERE user_id = $1 AND insight_id = $2',
      [userId, insightId],
    );
  }
}
