import {
  RULE_CONTAINS_MIN,
  RULES_MAX,
  type Rule,
  type RuleBody,
  type RuleMatchesQuery,
  type RulePatch,
  type RuleResponse,
} from '@finance/shared/contracts';
import { checkCategory } from '../domain/category-check';
import { isUniqueViolation } from '../lib/db-errors';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import type { DataAccess, Repositories } from '../repositories';
import type { RuleFields, RuleMatch } from '../repositories/rules-repository';
import { LongWrites } from './long-writes';

const DUPLICATE_MATCH = 'rules_user_match_key';

/** A "contains" rule of a letter or two would match most of a person's transactions: refused, naming the field. */
function checkMatch(match: RuleMatch, field: string): void {
  if (match.match_op === 'contains' && match.match_value.trim().length < RULE_CONTAINS_MIN) {
    throw badRequest(`${field} must have at least ${RULE_CONTAINS_MIN} characters for a "contains" rule`);
  }
}

/** A rule that does nothing is refused: it sets a category, a display name, or leaves its rows out of totals. */
function checkAction(rule: RuleFields): void {
  if (rule.category === null && rule.display_name === null && !rule.excluded) {
    throw badRequest('A rule sets a category, a display name or leaves transactions out of totals: body sets none');
  }
}

/**
 * A person's rules: "transactions whose merchant (or description) is (or contains) X get category Y", and/or a display
 * name, and/or are left out of totals; in an order the person sets, the first that matches a transaction wins.
 * Saving a rule that is on applies it at once to every existing transaction it matches (and no earlier rule does): a
 * long write (LongWrites) whose first transaction checks and saves the rule and applies it to a first slice of its
 * matches, the next ones a slice each, and a sync applies the person's rules to what it stores (sync-service), so a
 * sync between two slices applies it too. A rule never changes a category, name or exclusion the person chose by hand.
 * Changing, reordering, turning off or deleting a rule leaves what it already did (as a person's edit would stay);
 * `apply` runs a rule again over the past transactions.
 */
export class RulesService {
  constructor(
    private readonly data: DataAccess,
    private readonly longWrites = new LongWrites(data),
  ) {}

  async list(userId: string): Promise<Rule[]> {
    return this.data.repositories.rules.list(userId);
  }

  /** How many existing transactions a new rule with this match would change, before it is made (it would come last). */
  async matches(userId: string, query: RuleMatchesQuery): Promise<number> {
    const match = { ...query, match_op: query.match_op ?? 'is' };
    checkMatch(match, 'querystring/match_value');
    return this.data.repositories.rules.countMatches(userId, match, null);
  }

  /** How many existing transactions one of the person's rules would change if run now, at its place in the order. */
  async ruleMatches(userId: string, ruleId: string): Promise<number> {
    const rule = await this.data.repositories.rules.find(userId, ruleId);
    if (!rule) throw notFound('Rule not found');
    return this.data.repositories.rules.countMatches(userId, rule, rule.position);
  }

  create(userId: string, body: RuleBody): Promise<RuleResponse> {
    const wanted: RuleFields = {
      match_field: body.match_field,
      match_op: body.match_op ?? 'is',
      match_value: body.match_value,
      category: body.category ?? null,
      display_name: body.display_name ?? null,
      excluded: body.excluded ?? false,
      enabled: body.enabled ?? true,
    };
    checkMatch(wanted, 'body/match_value');
    checkAction(wanted);
    return this.applied(userId, async (tx) => {
      if (wanted.category !== null) await checkCategory(tx.categories, userId, wanted.category, 'body/category');
      if ((await tx.rules.count(userId)) >= RULES_MAX) {
        throw badRequest(`A person keeps at most ${RULES_MAX} rules`);
      }
      return this.saved(() => tx.rules.insert(userId, wanted));
    });
  }

  update(userId: string, ruleId: string, patch: RulePatch): Promise<RuleResponse> {
    return this.applied(userId, async (tx) => {
      const current = await tx.rules.lock(userId, ruleId);
      if (!current) throw notFound('Rule not found');
      const given = <K extends keyof RuleFields>(key: K): RuleFields[K] =>
        (patch[key] === undefined ? current[key] : patch[key]) as RuleFields[K];
      const wanted: RuleFields = {
        match_field: given('match_field'),
        match_op: given('match_op'),
        match_value: given('match_value'),
        category: given('category'),
        display_name: given('display_name'),
        excluded: given('excluded'),
        enabled: given('enabled'),
      };
      checkMatch(wanted, 'body/match_value');
      checkAction(wanted);
      if (patch.category) await checkCategory(tx.categories, userId, patch.category, 'body/category');
      return this.saved(() => tx.rules.update(userId, ruleId, wanted));
    });
  }

  /** Runs one of the person's rules (on) over their past transactions again, as saving it did. */
  apply(userId: string, ruleId: string): Promise<RuleResponse> {
    return this.applied(userId, async (tx) => {
      const rule = await tx.rules.lock(userId, ruleId);
      if (!rule) throw notFound('Rule not found');
      if (!rule.enabled) throw badRequest('The rule is turned off: turn it on to run it');
      return rule;
    });
  }

  /**
   * Puts the person's rules in this order: the ids must name each of their rules once (400 otherwise, nothing
   * changed). What the rules already did stays; the order decides from now on (and when one is run again).
   */
  reorder(userId: string, ruleIds: string[]): Promise<Rule[]> {
    return this.data.transactionFor(userId, async (tx) => {
      const held = await tx.rules.list(userId);
      const ids = new Set(held.map((rule) => rule.rule_id));
      if (ruleIds.length !== ids.size || ruleIds.some((id) => !ids.has(id))) {
        throw badRequest('body/rule_ids must name each of your rules once');
      }
      const rules = await tx.rules.reorder(userId, ruleIds);
      // Other tabs list the rules too; no transaction changed.
      await tx.events.record(userId, 'corrections', { count: 0 });
      return rules;
    });
  }

  delete(userId: string, ruleId: string): Promise<void> {
    return this.data.transactionFor(userId, async (tx) => {
      if (!(await tx.rules.delete(userId, ruleId))) throw notFound('Rule not found');
      // Other tabs list the rules too; no transaction changed.
      await tx.events.record(userId, 'corrections', { count: 0 });
    });
  }

  /** A second rule with the same match (ignoring case) is a conflict, not a failure. */
  private async saved(save: () => Promise<Rule>): Promise<Rule> {
    try {
      return await save();
    } catch (err) {
      if (isUniqueViolation(err, DUPLICATE_MATCH)) throw conflict('A rule with this match already exists');
      throw err;
    }
  }

  /**
   * The rule that `save` checks and saves (in the first slice's transaction), applied to every existing match in
   * slices when it is on, recorded as one correction with the total. Each slice applies the rule as it is then: a
   * change of the rule made between two slices (another request's) is not undone by the later slices of this one, and
   * a rule deleted or turned off between two slices is applied no further.
   */
  private applied(userId: string, save: (tx: Repositories) => Promise<Rule>): Promise<RuleResponse> {
    return this.longWrites.run(userId, {
      begin: (tx) => save(tx),
      slice: async (tx, rule, after, rows) => {
        const current = await tx.rules.lock(userId, rule.rule_id);
        return current?.enabled ? tx.rules.applySlice(userId, current, after, rows) : { changed: 0, next: null };
      },
      end: async (tx, rule, applied) => {
        await tx.events.record(userId, 'corrections', { count: applied });
        return { rule, applied };
      },
    });
  }
}
