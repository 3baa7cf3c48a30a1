import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RuleBody,
  RuleMatchesQuery,
  RuleMatchesResponse,
  RuleParams,
  RulePatch,
  RuleResponse,
  RulesResponse,
} from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

const APPLIED =
  'The rule is applied at once to every existing transaction it matches (its merchant, or its name, equal to ' +
  'match_value ignoring case and surrounding spaces) whose category and name the person has not set by hand; ' +
  '`applied` tells how many changed. New transactions get it as they sync.';

const rules: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rules',
    {
      schema: {
        tags: ['rules'],
        summary: "The person's rules, oldest first",
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
        summary: 'How many existing transactions a rule with this match would change, before it is made',
        querystring: RuleMatchesQuery,
        response: { 200: RuleMatchesResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => ({ matches: await app.rulesService.matches(request.user.user_id, request.query) }),
  );

  app.post(
    '/rules',
    {
      schema: {
        tags: ['rules'],
        summary: 'Make a rule: transactions whose merchant (or name) is X get category Y (and a display name)',
        description: `${APPLIED} The category must be a provider category or one of the person's own (400 "Unknown category"); a second rule with the same match is a 409.`,
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
