import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Account,
  AccountParams,
  HandKeptAccountBody,
  HandKeptAccountPatch,
  HAND_KEPT_ACCOUNTS_MAX,
  RefTo,
} from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

/**
 * Accounts kept by hand (issue 32): add one, rename one. They are listed with the banks' (GET /plaid/accounts) and
 * removed with them (DELETE /plaid/accounts, naming `kept_by_hand`), so that one list and one removal serve both.
 * Registered inside the plaid routes, which add the Account schema these answer with.
 */
const accounts: FastifyPluginAsyncTypebox = async (app) => {
  const handKept = app.handKeptAccountsService;
  const account = RefTo(Account);

  app.post(
    '/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Add an account kept by hand (cash, checking, credit card, loan, other)',
        description:
          'Its balance is the opening balance moved by its manual transactions (POST /transactions; positive ' +
          'amounts are money out: they lower a cash or checking balance and raise what a credit card or a loan ' +
          `owes). No sync touches it. At most ${HAND_KEPT_ACCOUNTS_MAX} per person (a 400 beyond).`,
        body: HandKeptAccountBody,
        response: { 201: account, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => reply.code(201).send(await handKept.create(request.user.user_id, request.body)),
  );

  app.patch(
    '/accounts/:account_id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Rename an account kept by hand',
        description: "A bank's account, or another person's: 404.",
        params: AccountParams,
        body: HandKeptAccountPatch,
        response: { 200: account, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => handKept.rename(request.user.user_id, request.params.account_id, request.body.name),
  );
};

export default accounts;
