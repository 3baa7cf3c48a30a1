import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TransactionParams, TransferBody } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

const transfers: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/transfers',
    {
      schema: {
        tags: ['transfers'],
        summary: "Pair two of the person's transactions as a transfer between their accounts",
        description:
          'Money out of one account and money into another (opposite signs, different accounts; otherwise 400). ' +
          'Both rows then name each other in `transfer_id` and are left out of money in and money out. ' +
          'A transaction already in a transfer: 409.',
        body: TransferBody,
        response: { 201: TransferBody, ...errors(...AUTH_ERRORS, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.transfersService.pair(request.user.user_id, request.body)),
  );

  app.delete(
    '/transfers/:transaction_id',
    {
      schema: {
        tags: ['transfers'],
        summary: 'Unpair the transfer this transaction is part of (both halves)',
        description: 'Automatic pairing leaves both transactions alone afterwards; a pair by hand is still possible.',
        params: TransactionParams,
        response: { 204: Type.Null({ description: 'Unpaired' }), ...errors(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      await app.transfersService.unpair(request.user.user_id, request.params.transaction_id);
      return reply.code(204).send(null);
    },
  );
};

export default transfers;
