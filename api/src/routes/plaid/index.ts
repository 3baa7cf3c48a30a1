import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Account,
  AccountList,
  ExchangeBody,
  ExchangeResponse,
  LinkTokenBody,
  LinkTokenResponse,
  RemovalFailure,
  RemovalRequest,
  RemovalResponse,
  SyncBody,
  SyncResponse,
} from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';
import handKeptAccounts from '../accounts';

const plaid: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(Account);
  const linking = app.linkingService;
  await app.register(handKeptAccounts);

  app.post(
    '/plaid/link-token',
    {
      schema: {
        tags: ['plaid'],
        summary: 'A Link token; with institution_id of an item that needs repair, one for update mode',
        body: LinkTokenBody,
        response: { 200: LinkTokenResponse, ...errors(...AUTH_ERRORS, 409, 502) },
      },
    },
    async (request) => linking.createLinkToken(request.user.user_id, request.body?.institution_id),
  );

  app.post(
    '/plaid/exchange-token',
    {
      schema: {
        tags: ['plaid'],
        summary: 'Exchange the public token from Link; stores the item and its accounts and starts the first sync',
        body: ExchangeBody,
        response: { 200: ExchangeResponse, ...errors(...AUTH_ERRORS, 409, 502) },
      },
    },
    async (request) => linking.exchange(request.user.user_id, request.body),
  );

  app.get(
    '/plaid/accounts',
    {
      schema: {
        tags: ['plaid'],
        summary: "The user's accounts with balances, last sync and their item's status",
        response: { 200: AccountList, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => linking.accounts(request.user.user_id),
  );

  app.post(
    '/plaid/accounts/sync',
    {
      schema: {
        tags: ['plaid'],
        summary: "Refresh an institution's balances and transactions now",
        body: SyncBody,
        response: { 200: SyncResponse, ...errors(...AUTH_ERRORS, 502, 503) },
      },
    },
    async (request) => linking.syncInstitution(request.user.user_id, request.body),
  );

  app.delete(
    '/plaid/accounts',
    {
      schema: {
        tags: ['plaid'],
        summary: 'Remove whole items (institutions) and single accounts, with their transactions',
        description:
          '`kept_by_hand` in `items` removes every account kept by hand; as a key of `accounts`, those named. They ' +
          'are removed here only (no provider holds them).',
        body: RemovalRequest,
        response: { 200: RemovalResponse, 502: RemovalFailure, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      const { failures, ...removed } = await linking.remove(request.user.user_id, request.body);
      if (failures.length === 0) return removed;
      return reply
        .code(502)
        .send({ error: 'Bad Gateway', message: `Failed to remove accounts: ${failures.join('; ')}`, ...removed });
    },
  );
};

export default plaid;
