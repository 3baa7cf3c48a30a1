import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdempotencyHeaders,
  ManualTransactionBody,
  RefTo,
  TransactionDetail,
  TransactionParams,
  TransactionPatch,
} from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

/**
 * A person's corrections of single transactions (issue 22): change one (category, display name, notes, excluded;
 * null puts a field back to the bank's value), add a cash or manual one, remove one they added. Registered inside the
 * transactions routes, which add the TransactionDetail schema these answer with.
 */
const transactionEdits: FastifyPluginAsyncTypebox = async (app) => {
  const edits = app.transactionEditsService;
  const detail = RefTo(TransactionDetail);

  app.patch(
    '/transactions/:transaction_id',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Correct one transaction: category, display name, notes, excluded',
        description:
          'The fields given change, the others stay; `null` (or `false` for `excluded`) puts a field back to the ' +
          "bank's value. `category` is a provider category or one of the person's own (`cat_...`); anything else is a " +
          "400. The bank's own values stay as the bank sent them (`bank_category`, `name`, `merchant_name`), and a " +
          "sync that modifies the transaction, or posts the pending one, keeps the edit. Another person's id: 404.",
        params: TransactionParams,
        body: TransactionPatch,
        response: { 200: detail, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => edits.edit(request.user.user_id, request.params.transaction_id, request.body),
  );

  app.post(
    '/transactions',
    {
      schema: {
        tags: ['transactions'],
        summary: "Add a cash or manual transaction to one of the person's accounts",
        description:
          "Marked `manual`, with the id `manual-<uuid>`, in the account's currency; the description is its name. " +
          "A sync never touches it. Another person's account: 404. With an `Idempotency-Key` header, the same key " +
          'again within 24 hours answers the first answer (with `Idempotent-Replayed: true`) and creates nothing; ' +
          'the same key with another body is a 422.',
        headers: IdempotencyHeaders,
        body: ManualTransactionBody,
        response: { 201: detail, ...errors(...AUTH_ERRORS, 422) },
      },
    },
    async (request, reply) => {
      const added = await edits.add(request.user.user_id, request.body, request.headers['idempotency-key']);
      if (added.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(added.transaction);
    },
  );

  app.delete(
    '/transactions/:transaction_id',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Remove a transaction the person added by hand',
        description:
          'Only a manual transaction can be removed; one from the bank is a 400 (exclude it instead). Another ' +
          "person's id: 404.",
        params: TransactionParams,
        response: { 204: Type.Null({ description: 'Removed' }), ...errors(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      await edits.remove(request.user.user_id, request.params.transaction_id);
      return reply.code(204).send(null);
    },
  );
};

export default transactionEdits;
