import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RecurringChange, RecurringQuery, RecurringResponse, RecurringStreamParams } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

/** Recurring payments and income, what is coming in the next 30 days, safe to spend; the person's choices. */
const recurring: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.recurringService;

  app.get(
    '/recurring',
    {
      schema: {
        tags: ['recurring'],
        summary: 'Recurring streams, what is due in the next 30 days, and what is safe to spend until the next income',
        description:
          "today is the person's date (yyyy-MM-dd, within a year of the server's; 400 otherwise): the streams' " +
          'timing and the 30 days ahead are counted from it. Streams are found in the corrected transactions ' +
          "(the person's payee names and categories; transfers, excluded rows and split wholes left out), brought " +
          'up to date with what changed since they were last computed.',
        querystring: RecurringQuery,
        response: { 200: RecurringResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => service.read(request.user.user_id, request.query.today),
  );

  app.patch(
    '/recurring/:stream_id',
    {
      schema: {
        tags: ['recurring'],
        summary: "The person's choices about a stream: confirmed, dismissed, their name for it, a subscription or not",
        description:
          'Confirming undoes a dismissal and dismissing undoes a confirmation; a null name or subscription goes back ' +
          "to the payee's name and the guess. The choices stay with the stream through syncs and recomputes. " +
          "Another person's stream, or none: 404.",
        params: RecurringStreamParams,
        querystring: RecurringQuery,
        body: RecurringChange,
        response: { 200: RecurringResponse, ...errors(...AUTH_ERRORS, 404) },
      },
    },
    async (request) =>
      service.change(request.user.user_id, request.params.stream_id, request.query.today, request.body),
  );
};

export default recurring;
