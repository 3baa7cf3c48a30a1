import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RULE_CONTAINS_MIN,
  RuleBody,
  RuleMatchesQuery,
  RuleMatchesResponse,
  RuleParams,
  RulePatch,
  RuleResponse,
  RulesOrderBody,
  RulesResponse,
} from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

const APPLIED =
  'A rule that is on is applied at once to every existing transaction it matches (its merchant, or its name, equal ' +
  'to or containing match_value ignoring case and surrounding spaces) whose category, name and exclusion the person ' +
  'has not set by hand and that no rule before it in the order matches; `applied` tells how many changed. New ' +
  'transactions get the first rule that matches them as they sync.';

const rules: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rules',
    {
      schema: {
        tags: ['rules'],
        summary: "The person's rules in their order (where several match a transaction, the first wins)",
        response: { 200: RulesResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => ({ rules: await app.rulesService.list(request.user.user_id) }),
  );

  app.get(
    '/rules/matches',
    {
      schema: {
        tags: ['rules'],
        summary: 'How many existing transactions a new rule with this match would change, before it is made',
        description: `A "contains" match takes at least ${RULE_CONTAINS_MIN} characters (400).`,
        querystring: RuleMatchesQuery,
        response: { 200: RuleMatchesResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => ({ matches: await app.rulesService.matches(request.user.user_id, request.query) }),
  );

  app.get(
    '/rules/:rule_id/matches',
    {
      schema: {
        tags: ['rules'],
        summary: 'How many existing transactions one of the rules would change if run now (POST .../apply)',
        params: RuleParams,
        response: { 200: RuleMatchesResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => ({
      matches: await app.rulesService.ruleMatches(request.user.user_id, request.params.rule_id),
    }),
  );

  app.post(
    '/rules/:rule_id/apply',
    {
      schema: {
        tags: ['rules'],
        summary: 'Run a rule over the past transactions again',
        description: `${APPLIED} A rule turned off is refused (400).`,
        params: RuleParams,
        response: { 200: RuleResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => app.rulesService.apply(request.user.user_id, request.params.rule_id),
  );

  app.put(
    '/rules/order',
    {
      schema: {
        tags: ['rules'],
        summary: 'Put the rules in an order: every rule_id of the person, each once, the first wins',
        description:
          'What the rules already did stays; the order decides from now on (new transactions, a rule saved or run).',
        body: RulesOrderBody,
        response: { 200: RulesResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => ({ rules: await app.rulesService.reorder(request.user.user_id, request.body.rule_ids) }),
  );

  app.post(
    '/rules',
    {
      schema: {
        tags: ['rules'],
        summary:
          'Make a rule, last in the order: transactions whose merchant (or description) is (or contains) X get ' +
          'category Y, a display name, or are left out of totals',
        description: `${APPLIED} The category must be a provider category or one of the person's own (400 "Unknown category"); a rule sets at least one of category, display_name, excluded (400); a second rule with the same match is a 409.`,
        body: RuleBody,
        response: { 201: RuleResponse, ...errors(...AUTH_ERRORS, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.rulesService.create(request.user.user_id, request.body)),
  );

  app.patch(
    '/rules/:rule_id',
    {
      schema: {
        tags: ['rules'],
        summary: 'Change a rule (the fields given)',
        description: `${APPLIED} What the rule set before stays where it no longer matches.`,
        params: RuleParams,
        body: RulePatch,
        response: { 200: RuleResponse, ...errors(...AUTH_ERRORS, 409) },
      },
    },
    async (request) => app.rulesService.update(request.user.user_id, request.params.rule_id, request.body),
  );

  app.delete(
    '/rules/:rule_id',
    {
      schema: {
        tags: ['rules'],
        summary: 'Delete a rule (the transactions it categorised keep their category)',
        params: RuleParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      await app.rulesService.delete(request.user.user_id, request.params.rule_id);
      return reply.code(204).send(null);
    },
  );
};

export default rules;
