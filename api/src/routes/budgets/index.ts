import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BudgetBody, BudgetParams, BudgetResponse } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

/** A month's budget: read it, and change its amounts (from that month on) and rollovers. */
const budgets: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.budgetsService;

  app.get(
    '/budgets/:month',
    {
      schema: {
        tags: ['budgets'],
        summary: "A month's budget: amounts, spending, rollover, income and what is left to budget",
        description:
          'month is yyyy-MM, from the month of the first transaction to the month after today (400 otherwise). ' +
          'A person with no budget yet gets suggestions: the median of the three months before, per category.',
        params: BudgetParams,
        response: { 200: BudgetResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => service.read(request.user.user_id, request.params.month),
  );

  app.patch(
    '/budgets/:month',
    {
      schema: {
        tags: ['budgets'],
        summary: "Set categories' amounts from this month on, and their rollover",
        description:
          'An amount holds from this month until a later month sets another (null: no budget from this month). ' +
          'Rollover is per category. All changes or none; INCOME and the transfer categories have no budget (400); ' +
          "another person's category: 404.",
        params: BudgetParams,
        body: BudgetBody,
        response: { 200: BudgetResponse, ...errors(...AUTH_ERRORS, 404) },
      },
    },
    async (request) => service.change(request.user.user_id, request.params.month, request.body.categories),
  );
};

export default budgets;
