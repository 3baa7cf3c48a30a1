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
import { LongWrites } from './long-writes';

const DUPLICATE_MATCH = 'rules_user_match_key';

/**
 * A person's rules: "transactions whose merchant (or name) is X get category Y" (and optionally a display name).
 * Saving a rule applies it at once to every existing transaction it matches: a long write (LongWrites) whose first
 * transaction checks and saves the rule and applies it to a first slice of its matches, the next ones a slice each,
 * and a sync applies the person's rules to what it stores (sync-service), so a sync between two slices applies it too. A rule never changes a category or name the
 * person chose by hand. Changing or deleting a rule leaves what it already did (as a person's edit would stay).
 */
export class RulesService {
  constructor(
    private readonly data: DataAccess,
    private readonly longWrites = new LongWrites(data),
  ) {}

  async list(userId: string): Promise<Rule[]> {
    return this.data.repositories.rules.list(userId);
  }

  /** How many existing transactions a rule with this match would change, before it is made. */
  async matches(userId: string, query: RuleMatchesQuery): Promise<number> {
    return this.data.repositories.rules.countMatches(userId, query.match_field, query.match_value);
  }

  create(userId: string, body: RuleBody): Promise<RuleResponse> {
    const wanted = { ...body, display_name: body.display_name ?? null };
    return this.applied(userId, async (tx) => {
      await checkCategory(tx.categories, userId, wanted.category, 'body/category');
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
      const wanted = {
        match_field: patch.match_field ?? current.match_field,
        match_value: patch.match_value ?? current.match_value,
        category: patch.category ?? current.category,
        display_name: patch.display_name === undefined ? current.display_name : patch.display_name,
      };
      if (patch.category !== undefined) await checkCategory(tx.categories, userId, wanted.category, 'body/category');
      return this.saved(() => tx.rules.update(userId, ruleId, wanted));
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
   * slices, recorded as one correction with the total. Each slice applies the rule as it is then: a change of the rule
   * made between two slices (another request's) is not undone by the later slices of this one, and a rule deleted
   * between two slices is applied no further.
   */
  private applied(userId: string, save: (tx: Repositories) => Promise<Rule>): Promise<RuleResponse> {
    return this.longWrites.run(userId, {
      begin: (tx) => save(tx),
      slice: async (tx, rule, after, rows) => {
        const current = await tx.rules.lock(userId, rule.rule_id);
        return current ? tx.rules.applySlice(userId, current, after, rows) : { changed: 0, next: null };
      },
      end: async (tx, rule, applied) => {
        await tx.events.record(userId, 'corrections', { count: applied });
        return { rule, applied };
      },
    });
  }
}
