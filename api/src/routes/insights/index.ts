import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InsightChange, InsightParams, InsightsQuery, InsightsResponse } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

/** Insights: statements about the person's money worked out here, and their dismissal. */
const insights: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.insightsService;

  app.get(
    '/insights',
    {
      schema: {
        tags: ['insights'],
        summary: "Statements about the person's money on their today, with their numbers and transactions",
        description:
          'A category well above its typical month, a new payee with a large charge, a subscription price rise, a ' +
          'budget likely to be exceeded, income arrived or late, a charge that may be a duplicate: fixed words, ' +
          'worked out from the corrected data, nothing sent anywhere. today as for GET /recurring.',
        querystring: InsightsQuery,
        response: { 200: InsightsResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => service.read(request.user.user_id, request.query.today),
  );

  app.patch(
    '/insights/:insight_id',
    {
      schema: {
        tags: ['insights'],
        summary: 'Dismiss a statement (never made again), or show it again',
        params: InsightParams,
        querystring: InsightsQuery,
        body: InsightChange,
        response: { 200: InsightsResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) =>
      service.change(request.user.user_id, request.params.insight_id, request.query.today, request.body.dismissed),
  );
};

export default insights;
