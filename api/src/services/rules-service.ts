import {
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

const DUPLICATE_MATCH = 'rules_user_match_key';

/**
 * A person's rules: "transactions whose merchant (or name) is X get category Y" (and optionally a display name).
 * Saving a rule applies it at once to every existing transaction it matches, in the same database transaction, and
 * a sync applies the person's rules to what it stores (sync-service). A rule never changes a category or name the
 * person chose by hand. Changing or deleting a rule leaves what it already did (as a person's edit would stay).
 */
export class RulesService {
  constructor(private readonly data: DataAccess) {}

  async list(userId: string): Promise<Rule[]> {
    return this.data.repositories.rules.list(userId);
  }

  /** How many existing transactions a rule with this match would change, before it is made. */
  async matches(userId: string, query: RuleMatchesQuery): Promise<number> {
    return this.data.repositories.rules.countMatches(userId, query.match_field, query.match_value);
  }

  create(userId: string, body: RuleBody): Promise<RuleResponse> {
    const wanted = { ...body, display_name: body.display_name ?? null };
    return this.data.transactionFor(userId, async (tx) => {
      await checkCategory(tx.categories, userId, wanted.category, 'body/category');
      if ((await tx.rules.count(userId)) >= RULES_MAX) {
        throw badRequest(`A person keeps at most ${RULES_MAX} rules`);
      }
      const rule = await this.saved(() => tx.rules.insert(userId, wanted));
      return this.applied(tx, userId, rule);
    });
  }

  update(userId: string, ruleId: string, patch: RulePatch): Promise<RuleResponse> {
    return this.data.transactionFor(userId, async (tx) => {
      const current = await tx.rules.lock(userId, ruleId);
      if (!current) throw notFound('Rule not found');
      const wanted = {
        match_field: patch.match_field ?? current.match_field,
        match_value: patch.match_value ?? current.match_value,
        category: patch.category ?? current.category,
        display_name: patch.display_name === undefined ? current.display_name : patch.display_name,
      };
      if (patch.category !== undefined) await checkCategory(tx.categories, userId, wanted.category, 'body/category');
      const rule = await this.saved(() => tx.rules.update(userId, ruleId, wanted));
      return this.applied(tx, userId, rule);
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

  /** The rule applied to every existing match, recorded as one correction. */
  private async applied(tx: Repositories, userId: string, rule: Rule): Promise<RuleResponse> {
    const applied = await tx.rules.apply(userId, rule);
    await tx.events.record(userId, 'corrections', { count: applied });
    return { rule, applied };
  }
}
