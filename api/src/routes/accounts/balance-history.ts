import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BALANCE_HISTORY_DAYS_MAX,
  BALANCE_HISTORY_MONTHS,
  BalanceHistoryQuery,
  BalanceHistoryResponse,
} from '@finance/shared/contracts';
import { resolveHistoryRange } from '../../lib/date-range';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

/** Net worth over time (issue: balances in the past): the person's balances day by day. */
const balanceHistory: FastifyPluginAsyncTypebox = async (app) => {
  const history = app.balanceHistoryService;

  app.get(
    '/accounts/balance-history',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Net worth and balances by account type, day by day',
        description:
          `start_date and end_date (yyyy-MM-dd) default to the last ${BALANCE_HISTORY_MONTHS} months, which is ` +
          `also the longest range (at most ${BALANCE_HISTORY_DAYS_MAX} days). Each day is the balances the bank ` +
          'gave on a sync that day or before (the latest), or before an account was first synced its balance ' +
          'walked back through its transactions (marked reconstructed); an account kept by hand is its opening ' +
          "balance moved by its transactions. Net worth is the accounts sidebar's: depository and investment " +
          "accounts held less credit cards and loans owed; 'other' accounts count nowhere.",
        querystring: BalanceHistoryQuery,
        response: { 200: BalanceHistoryResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) =>
      history.byDay(request.user.user_id, resolveHistoryRange(request.query.start_date, request.query.end_date)),
  );
};

export default balanceHistory;
