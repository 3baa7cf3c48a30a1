import type { FastifyInstance } from 'fastify';
import type {
  SandboxItemFireWebhookRequest,
  SandboxItemFireWebhookResponse,
  SandboxItemResetLoginRequest,
  SandboxItemResetLoginResponse,
  SandboxPublicTokenCreateRequest,
  SandboxPublicTokenCreateResponse,
  SandboxTransactionsCreateRequest,
  SandboxTransactionsCreateResponse,
} from 'plaid';
import { credentialsAreValid, GOOD_PASSWORD, GOOD_USERNAME } from '../credentials';
import { findInstitution } from '../institutions';
import { errors } from '../plaid-error';
import type { PlaidContext } from '../plaid-context';
import { requireFields } from '../request-fields';
import { fireSandboxWebhook } from '../sandbox-webhooks';
import { createCustomTransactions } from '../sandbox-transactions';
import type { PlaidRoute } from '../plaid-route';

/** Plaid's sandbox: an item without Link, a broken login, a webhook on demand, transactions of the test's own. */
export async function sandboxRoutes(app: FastifyInstance, ctx: PlaidContext): Promise<void> {
  const { store, items } = ctx;

  app.post<PlaidRoute<SandboxPublicTokenCreateRequest, SandboxPublicTokenCreateResponse>>(
    '/sandbox/public_token/create',
    async (request) => {
      const { body } = request;
      requireFields(body, ['institution_id', 'initial_products']);
      const institution = findInstitution(body.institution_id);
      if (!institution) throw errors.invalidInstitution();
      const options = body.options ?? {};
      const username = options.override_username ?? GOOD_USERNAME;
      if (!credentialsAreValid(username, options.override_password ?? GOOD_PASSWORD)) {
        throw errors.invalidCredentials();
      }
      const item = items.create(institution, {
        clientUserId: 'sandbox-user',
        username,
        webhook: options.webhook ?? null,
        products: Array.isArray(body.initial_products) ? body.initial_products : [],
      });
      return { public_token: store.createPublicToken(item.item_id), request_id: request.id };
    },
  );

  app.post<PlaidRoute<SandboxItemResetLoginRequest, SandboxItemResetLoginResponse>>(
    '/sandbox/item/reset_login',
    async (request) => {
      items.resetLogin(items.byAccessToken(request.body));
      return { reset_login: true, request_id: request.id };
    },
  );

  app.post<PlaidRoute<SandboxItemFireWebhookRequest, SandboxItemFireWebhookResponse>>(
    '/sandbox/item/fire_webhook',
    async (request) => {
      fireSandboxWebhook(ctx, items.byAccessToken(request.body), request.body);
      return { webhook_fired: true, request_id: request.id };
    },
  );

  app.post<PlaidRoute<SandboxTransactionsCreateRequest, SandboxTransactionsCreateResponse>>(
    '/sandbox/transactions/create',
    async (request) => {
      requireFields(request.body, ['access_token', 'transactions']);
      createCustomTransactions(ctx, items.current(request.body), request.body.transactions);
      return { request_id: request.id };
    },
  );
}
