import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RefTo, SplitBody, SplitResponse, TransactionDetail, TransactionParams } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

/**
 * Splitting a transaction into parts and putting it back (issue 32, point 3; SplitsService). Registered inside the
 * transactions routes, which add the TransactionDetail schema these answer with.
 */
const transactionSplit: FastifyPluginAsyncTypebox = async (app) => {
  const splits = app.splitsService;

  app.put(
    '/transactions/:transaction_id/split',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Split a transaction into parts, each with its own amount, category and note',
        description:
          'The parts (2 to 20) add up to the amount of the transaction to the cent; otherwise a 400 names the sums ' +
          'and what remains, and nothing changes. Each part becomes a transaction of its own (id `split-<uuid>`, ' +
          '`split_of` the whole) with the bank values of the whole, its display name, and its category when the ' +
          "part names none; the whole keeps the bank's values and is marked `split`. GET /transactions returns the " +
          'whole and its parts alike; the apps hide a whole whose `split` is set and whose `split_of` is null, and ' +
          'totals, summaries and category counts count its parts, never it. A transaction split already gets these ' +
          'parts in place of its old ones, and `split` again (settling a `review`: the bank changed its amount). ' +
          'A part, a pending transaction, one half of a transfer, or an unknown category is a 400; another ' +
          "person's transaction a 404.",
        params: TransactionParams,
        body: SplitBody,
        response: { 200: SplitResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => splits.split(request.user.user_id, request.params.transaction_id, request.body),
  );

  app.delete(
    '/transactions/:transaction_id/split',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Unsplit a transaction: its parts removed, it counts as itself again',
        description:
          "Answers the transaction, `split` null. One that is not split, or a part, is a 400; another person's a 404.",
        params: TransactionParams,
        response: { 200: RefTo(TransactionDetail), ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => splits.unsplit(request.user.user_id, request.params.transaction_id),
  );
};

export default transactionSplit;
