import crypto from 'node:crypto';
import type { Rule, RuleBody } from '@finance/shared/contracts';
import type { Queryable } from '../db/database';
import { updateSlice, type SliceCursor, type SliceResult } from './transaction-slices';

export type RuleMatchField = Rule['match_field'];
export type RuleMatchOp = Rule['match_op'];

/** What a rule compares and how: its match_field, match_op and match_value. */
export type RuleMatch = Pick<Rule, 'match_field' | 'match_op' | 'match_value'>;

/** A rule as it is saved: every field of the body, the defaults filled in. */
export type RuleFields = Required<Omit<RuleBody, 'match_op'>> & { match_op: RuleMatchOp };

/**
 * Whether a rule matches transaction `t`: its match's three parts are SQL over the rule's columns (`r.match_field`...)
 * or the parameters of one rule. The bank's column, never the person's display_name; case and surrounding spaces
 * ignored; a "contains" rule's text is a part of the column's, its LIKE wildcards (and the escape) taken as letters.
 */
function matchesSql(field: string, op: string, value: string): string {
  const column = `lower(trim(CASE ${field} WHEN 'merchant' THEN t.merchant_name ELSE t.name END))`;
  const text = `lower(trim(${value}))`;
  const contained = `'%' || replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  return `(CASE ${op} WHEN 'contains' THEN ${column} LIKE ${contained} ELSE ${column} = ${text} END)`;
}

/** A rule `r` of the person matches `t`. */
const RULE_MATCHES_ROW = matchesSql('r.match_field', 'r.match_op', 'r.match_value');

/**
 * No rule of the person that is on and comes before `position` (SQL; null: any rule) matches `t`: where several rules
 * match a row, the first in the order sets it.
 */
const noEarlierRule = (position: string) => `NOT EXISTS (
  SELECT 1 FROM rules r WHERE r.user_id = t.user_id AND r.enabled AND r.position < coalesce(${position}, 2147483647)
    AND ${RULE_MATCHES_ROW})`;

/**
 * A transaction a rule may change: one whose category, name and exclusion were never set by the person (untouched, or
 * set by a rule). A person's own choice always wins over a rule. A part of a split transaction is the person's
 * sharing out of it (its category chosen in the split): no rule changes it.
 */
const RULE_MAY_CHANGE =
  '(t.split_of IS NULL AND (t.rule_id IS NOT NULL OR (t.user_category IS NULL AND t.display_name IS NULL)))';

const RULE_COLUMNS = `rule_id, match_field, match_op, match_value, category, display_name, excluded, enabled, position,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/**
 * A person's rules ("transactions whose merchant (or description) is (or contains) X get category Y") in their order,
 * and their application: set-based statements over the person's rows, a rule over 37,000 matches is a few UPDATEs of
 * a slice each, not 37,000.
 */
export class RulesRepository {
  constructor(private readonly db: Queryable) {}

  list(userId: string): Promise<Rule[]> {
    return this.db.query<Rule>(`SELECT ${RULE_COLUMNS} FROM rules WHERE user_id = $1 ORDER BY position, rule_id`, [
      userId,
    ]);
  }

  async count(userId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rules WHERE user_id = $1', [
      userId,
    ]);
    return rows[0]!.n;
  }

  async find(userId: string, ruleId: string): Promise<Rule | undefined> {
    const rows = await this.db.query<Rule>(`SELECT ${RULE_COLUMNS} FROM rules WHERE user_id = $1 AND rule_id = $2`, [
      userId,
      ruleId,
    ]);
    return rows[0];
  }

  /** The person's rule, locked until the transaction ends (a change and its application see one rule). */
  async lock(userId: string, ruleId: string): Promise<Rule | undefined> {
    const rows = await this.db.query<Rule>(
      `SELECT ${RULE_COLUMNS} FROM rules WHERE user_id = $1 AND rule_id = $2 FOR UPDATE`,
      [userId, ruleId],
    );
    return rows[0];
  }

  /**
   * Inserts a rule last in the person's order; a second rule with the same match (ignoring case) is a unique violation
   * (rules_user_match_key). The caller holds the person's write lock, so two new rules do not take one place.
   */
  async insert(userId: string, rule: RuleFields): Promise<Rule> {
    const rows = await this.db.query<Rule>(
      `INSERT INTO rules (rule_id, user_id, match_field, match_op, match_value, category, display_name, excluded,
                         enabled, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
               (SELECT coalesce(max(position) + 1, 0) FROM rules WHERE user_id = $2))
       RETURNING ${RULE_COLUMNS}`,
      [
        `rule_${crypto.randomBytes(12).toString('base64url')}`,
        userId,
        rule.match_field,
        rule.match_op,
        rule.match_value,
        rule.category,
        rule.display_name,
        rule.excluded,
        rule.enabled,
      ],
    );
    return rows[0]!;
  }

  async update(userId: string, ruleId: string, rule: RuleFields): Promise<Rule> {
    const rows = await this.db.query<Rule>(
      `UPDATE rules SET match_field = $3, match_op = $4, match_value = $5, category = $6, display_name = $7,
                        excluded = $8, enabled = $9, updated_at = now()
       WHERE user_id = $1 AND rule_id = $2
       RETURNING ${RULE_COLUMNS}`,
      [
        userId,
        ruleId,
        rule.match_field,
        rule.match_op,
        rule.match_value,
        rule.category,
        rule.display_name,
        rule.excluded,
        rule.enabled,
      ],
    );
    return rows[0]!;
  }

  /**
   * Puts the person's rules in the order of `ruleIds` (which the caller checked names each of them once), in one
   * UPDATE; the rules in their new order.
   */
  async reorder(userId: string, ruleIds: string[]): Promise<Rule[]> {
    await this.db.query(
      `UPDATE rules r SET position = (o.n - 1)::int, updated_at = now()
       FROM unnest($2::text[]) WITH ORDINALITY AS o(rule_id, n)
       WHERE r.user_id = $1 AND r.rule_id = o.rule_id AND r.position IS DISTINCT FROM (o.n - 1)::int`,
      [userId, ruleIds],
    );
    return this.list(userId);
  }

  async delete(userId: string, ruleId: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM rules WHERE user_id = $1 AND rule_id = $2 RETURNING 1', [
      userId,
      ruleId,
    ]);
    return rows.length > 0;
  }

  /**
   * How many of the person's transactions a rule with this match would change now, at `position` in the order (null:
   * after every rule, where a new one goes): those it matches, that the person has not set by hand, and that no
   * earlier rule matches.
   */
  async countMatches(userId: string, match: RuleMatch, position: number | null): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transactions t
       WHERE t.user_id = $1 AND ${matchesSql('$2', '$3', '$4')} AND ${RULE_MAY_CHANGE}
         AND ${noEarlierRule('$5::int')}`,
      [userId, match.match_field, match.match_op, match.match_value, position],
    );
    return rows[0]!.n;
  }

  /**
   * Applies one rule to the transactions of the person it matches and may change (and no earlier rule matches), one
   * slice (updateSlice: at most `rows` rows after the cursor) at a time; rows that already hold what the rule sets are
   * left as they are (their updated_at, and so the ETag of GET /transactions, stays). A rule sets the category and the
   * display name it holds (null: the bank's, none) and leaves its rows out of totals when it says so (it never counts
   * a row the person left out). The service runs the slices (services/long-writes.ts).
   */
  applySlice(userId: string, rule: Rule, after: SliceCursor | null, rows: number): Promise<SliceResult> {
    return updateSlice(
      this.db,
      {
        where: `t.user_id = $1 AND ${matchesSql('$5', '$6', '$7')} AND ${RULE_MAY_CHANGE}
          AND (t.rule_id IS DISTINCT FROM $2 OR t.user_category IS DISTINCT FROM $3
               OR t.display_name IS DISTINCT FROM $4 OR ($8 AND NOT t.excluded))
          AND ${noEarlierRule('$9::int')}`,
        params: [
          userId,
          rule.rule_id,
          rule.category,
          rule.display_name,
          rule.match_field,
          rule.match_op,
          rule.match_value,
          rule.excluded,
          rule.position,
        ],
        set: 'user_category = $3, display_name = $4, excluded = t.excluded OR $8, rule_id = $2, updated_at = now()',
      },
      after,
      rows,
    );
  }

  /**
   * Applies the person's rules that are on to the named transactions (what a sync just stored), in one UPDATE. Where
   * several rules match one row, the first in the order wins, as it does when a rule is saved.
   */
  async applyTo(userId: string, transactionIds: string[]): Promise<number> {
    if (transactionIds.length === 0) return 0;
    const rows = await this.db.query<{ n: number }>(
      `WITH matched AS (
         SELECT DISTINCT ON (t.id) t.id, r.rule_id, r.category, r.display_name, r.excluded
         FROM transactions t
         JOIN rules r ON r.user_id = t.user_id AND r.enabled AND ${RULE_MATCHES_ROW}
         WHERE t.user_id = $1 AND t.transaction_id = ANY($2::text[]) AND ${RULE_MAY_CHANGE}
         ORDER BY t.id, r.position, r.rule_id
       ), changed AS (
         UPDATE transactions t
         SET user_category = m.category, display_name = m.display_name, excluded = t.excluded OR m.excluded,
             rule_id = m.rule_id, updated_at = now()
         FROM matched m
         WHERE t.id = m.id AND (t.rule_id IS DISTINCT FROM m.rule_id OR t.user_category IS DISTINCT FROM m.category
                                OR t.display_name IS DISTINCT FROM m.display_name OR (m.excluded AND NOT t.excluded))
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM changed`,
      [userId, transactionIds],
    );
    return rows[0]!.n;
  }
}
