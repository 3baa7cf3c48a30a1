import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BULK_IDS_MAX, BulkEditBody, BulkEditResponse } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

/**
 * A selection of BULK_IDS_MAX ids is larger than the app's body limit: a bank's transaction id is about 40
 * characters, so 80 bytes an id holds the largest selection with room to spare.
 */
export const BULK_BODY_LIMIT = BULK_IDS_MAX * 80;

const bulk: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/transactions/bulk',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags: ['transactions'],
        summary: "Set the category (null: back to the bank's) and/or excluded of many transactions at once",
        description:
          "The selection is a list of ids (any id that is not one of the person's: 404, nothing changed) or the " +
          "filter GET /transactions takes (the same rules, including the date range's). `updated` counts the " +
          'transactions that changed (those that already held the values are left as they are).',
        body: BulkEditBody,
        response: { 200: BulkEditResponse, ...errors(...AUTH_ERRORS, 413) },
      },
    },
    async (request) => app.bulkEditService.edit(request.user.user_id, request.body),
  );
};

export default bulk;
