import crypto from 'node:crypto';
import type { Rule, RuleBody } from '@finance/shared/contracts';
import type { Queryable } from '../db/database';
import { updateSlice, type SliceCursor, type SliceResult } from './transaction-slices';

export type RuleMatchField = Rule['match_field'];

/** The bank's column a rule's match_field compares (never the person's display_name). */
const MATCHED_COLUMN: Record<RuleMatchField, string> = { merchant: 't.merchant_name', name: 't.name' };

/**
 * A transaction a rule may change: one whose category and name were never set by the person (untouched, or set by a
 * rule). A person's own choice always wins over a rule.
 */
const RULE_MAY_CHANGE = '(t.rule_id IS NOT NULL OR (t.user_category IS NULL AND t.display_name IS NULL))';

const RULE_COLUMNS = `rule_id, match_field, match_value, category, display_name,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/**
 * A person's rules ("transactions whose merchant (or name) is X get category Y") and their application, set-based
 * statements over the person's rows: a rule over 37,000 matches is a few UPDATEs of a slice each, not 37,000.
 */
export class RulesRepository {
  constructor(private readonly db: Queryable) {}

  list(userId: string): Promise<Rule[]> {
    return this.db.query<Rule>(`SELECT ${RULE_COLUMNS} FROM rules WHERE user_id = $1 ORDER BY created_at, rule_id`, [
      userId,
    ]);
  }

  async count(userId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rules WHERE user_id = $1', [
      userId,
    ]);
    return rows[0]!.n;
  }

  /** The person's rule, locked until the transaction ends (a change and its application see one rule). */
  async lock(userId: string, ruleId: string): Promise<Rule | undefined> {
    const rows = await this.db.query<Rule>(
      `SELECT ${RULE_COLUMNS} FROM rules WHERE user_id = $1 AND rule_id = $2 FOR UPDATE`,
      [userId, ruleId],
    );
    return rows[0];
  }

  /** Inserts a rule; a second rule with the same match (ignoring case) is a unique violation (rules_user_match_key). */
  async insert(userId: string, rule: Required<RuleBody>): Promise<Rule> {
    const rows = await this.db.query<Rule>(
      `INSERT INTO rules (rule_id, user_id, match_field, match_value, category, display_name)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${RULE_COLUMNS}`,
      [
        `rule_${crypto.randomBytes(12).toString('base64url')}`,
        userId,
        rule.match_field,
        rule.match_value,
        rule.category,
        rule.display_name,
      ],
    );
    return rows[0]!;
  }

  async update(userId: string, ruleId: string, rule: Required<RuleBody>): Promise<Rule> {
    const rows = await this.db.query<Rule>(
      `UPDATE rules SET match_field = $3, match_value = $4, category = $5, display_name = $6, updated_at = now()
       WHERE user_id = $1 AND rule_id = $2
       RETURNING ${RULE_COLUMNS}`,
      [userId, ruleId, rule.match_field, rule.match_value, rule.category, rule.display_name],
    );
    return rows[0]!;
  }

  async delete(userId: string, ruleId: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM rules WHERE user_id = $1 AND rule_id = $2 RETURNING 1', [
      userId,
      ruleId,
    ]);
    return rows.length > 0;
  }

  /** How many of the person's transactions a rule with this match would change now. */
  async countMatches(userId: string, field: RuleMatchField, value: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transactions t
       WHERE t.user_id = $1 AND lower(trim(${MATCHED_COLUMN[field]})) = lower(trim($2)) AND ${RULE_MAY_CHANGE}`,
      [userId, value],
    );
    return rows[0]!.n;
  }

  /**
   * Applies one rule to the transactions of the person it matches and may change, one slice (updateSlice: at most
   * `rows` rows after the cursor) at a time; rows that already hold what the rule sets are left as they are (their
   * updated_at, and so the ETag of GET /transactions, stays). The service runs the slices (services/long-writes.ts).
   */
  applySlice(userId: string, rule: Rule, after: SliceCursor | null, rows: number): Promise<SliceResult> {
    return updateSlice(
      this.db,
      {
        where: `t.user_id = $1 AND lower(trim(${MATCHED_COLUMN[rule.match_field]})) = lower(trim($5))
          AND ${RULE_MAY_CHANGE}
          AND (t.rule_id IS DISTINCT FROM $2 OR t.user_category IS DISTINCT FROM $3
               OR t.display_name IS DISTINCT FROM $4)`,
        params: [userId, rule.rule_id, rule.category, rule.display_name, rule.match_value],
        set: 'user_category = $3, display_name = $4, rule_id = $2, updated_at = now()',
      },
      after,
      rows,
    );
  }

  /**
   * Applies the person's rules to the named transactions (what a sync just stored), in one UPDATE. Where two rules
   * match one row (one by merchant, one by name), the one changed last wins, as it would have when it was saved.
   */
  async applyTo(userId: string, transactionIds: string[]): Promise<number> {
    if (transactionIds.length === 0) return 0;
    const rows = await this.db.query<{ n: number }>(
      `WITH matched AS (
         SELECT DISTINCT ON (t.id) t.id, r.rule_id, r.category, r.display_name
         FROM transactions t
         JOIN rules r ON r.user_id = t.user_id
           AND lower(trim(CASE r.match_field WHEN 'merchant' THEN t.merchant_name ELSE t.name END))
             = lower(trim(r.match_value))
         WHERE t.user_id = $1 AND t.transaction_id = ANY($2::text[]) AND ${RULE_MAY_CHANGE}
         ORDER BY t.id, r.updated_at DESC, r.rule_id
       ), changed AS (
         UPDATE transactions t
         SET user_category = m.category, display_name = m.display_name, rule_id = m.rule_id, updated_at = now()
         FROM matched m
         WHERE t.id = m.id AND (t.rule_id IS DISTINCT FROM m.rule_id OR t.user_category IS DISTINCT FROM m.category
                                OR t.display_name IS DISTINCT FROM m.display_name)
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM changed`,
      [userId, transactionIds],
    );
    return rows[0]!.n;
  }
}
