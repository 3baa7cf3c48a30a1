import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resolveRange } from '../../lib/date-range';
import { Transaction, TransactionsQuery, TransactionsResponse } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

const transactions: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(Transaction);
  app.get(
    '/transactions',
    {
      schema: {
        tags: ['transactions'],
        summary: "The user's transactions in a date range, newest first, optionally filtered",
        querystring: TransactionsQuery,
        response: { 200: TransactionsResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const q = request.query;
      const range = resolveRange(q.start_date, q.end_date);
      const rows = await app.transactionsRepository.list(request.user.user_id, {
        ...range,
        ...(q.account ? { accounts: q.account } : {}),
        ...(q.category ? { categories: q.category } : {}),
        ...(q.search ? { search: q.search } : {}),
        ...(q.limit !== undefined ? { limit: q.limit } : {}),
        ...(q.offset !== undefined ? { offset: q.offset } : {}),
      });
      return { start_date: range.startDate, end_date: range.endDate, count: rows.length, transactions: rows };
    },
  );
};

export default transactions;
