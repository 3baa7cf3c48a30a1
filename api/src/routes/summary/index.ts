import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategorySummaryResponse,
  MonthSummaryResponse,
  PayeeQuery,
  PayeeSummaryResponse,
  SummaryQuery,
  TrendsResponse,
} from '@finance/shared/contracts';
import { resolveRange } from '../../lib/date-range';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

const summary: FastifyPluginAsyncTypebox = async (app) => {
  const summaries = app.summariesService;
  const schema = (summary: string, querystring: typeof SummaryQuery | typeof PayeeQuery, answer: object) => ({
    schema: { tags: ['summaries'], summary, querystring, response: { 200: answer, ...errors(...AUTH_ERRORS) } },
  });

  app.get('/summary/category', schema('Spend by category', SummaryQuery, CategorySummaryResponse), async (request) =>
    summaries.byCategory(request.user.user_id, resolveRange(request.query.start_date, request.query.end_date)),
  );

  app.get('/summary/month', schema('Spend and income by month', SummaryQuery, MonthSummaryResponse), async (request) =>
    summaries.byMonth(request.user.user_id, resolveRange(request.query.start_date, request.query.end_date)),
  );

  app.get(
    '/summary/payee',
    {
      schema: {
        tags: ['summaries'],
        summary: 'Spend by payee',
        querystring: PayeeQuery,
        response: { 200: PayeeSummaryResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) =>
      summaries.byPayee(
        request.user.user_id,
        resolveRange(request.query.start_date, request.query.end_date),
        request.query.limit ?? 25,
      ),
  );

  app.get(
    '/spending/trends',
    schema("Each category's spend month over month", SummaryQuery, TrendsResponse),
    async (request) =>
      summaries.trends(request.user.user_id, resolveRange(request.query.start_date, request.query.end_date)),
  );
};

export default summary;
