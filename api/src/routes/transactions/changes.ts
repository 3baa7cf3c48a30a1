import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { TransactionChangesQuery, TransactionChangesResponse } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

/** GET /transactions/changes: what changed since a copy's cursor, a page at a time (TransactionChangesService). */
const transactionChanges: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/transactions/changes',
    {
      schema: {
        tags: ['transactions'],
        summary: "What changed in the person's transactions since a cursor, a page at a time",
        description:
          "As the provider's transactions/sync: the rows added or changed since the cursor (compact form, as they are " +
          'now) and the ids removed, with the next cursor; `has_more` until the changes are all given. Every change ' +
          'moves the cursor: a sync, an edit, a rule, a bulk change, a pairing, a manual transaction, a removal of an ' +
          "account or an institution. Apply `removed` before `rows`. A cursor that is malformed, another person's, or " +
          'older than the 30 days of removals kept answers 410: load the set again with GET /transactions.',
        querystring: TransactionChangesQuery,
        response: { 200: TransactionChangesResponse, ...errors(...AUTH_ERRORS, 410) },
      },
    },
    async (request, typedReply) => {
      // The body is JSON text already, with the rows as the database wrote them.
      const reply: FastifyReply = typedReply;
      const body = await app.transactionChangesService.changes(request.user.user_id, request.query);
      return reply.header('cache-control', 'private, no-store').type('application/json; charset=utf-8').send(body);
    },
  );
};

export default transactionChanges;
