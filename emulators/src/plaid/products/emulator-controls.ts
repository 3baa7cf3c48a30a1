import type { FastifyInstance } from 'fastify';
import type { PlaidContext } from '../plaid-context';
import { errors } from '../plaid-error';
import { requireFields } from '../request-fields';
import { createCustomTransactions } from '../sandbox-transactions';
import { fireSandboxWebhook } from '../sandbox-webhooks';

/** The emulator's own controls name an item by its user and institution, never by its access token. */
interface ItemsOfUserRequest {
  client_id?: string;
  secret?: string;
  client_user_id: string;
  institution_id: string;
  webhook_code?: string;
  transactions?: unknown;
}

/**
 * Not Plaid's: reset_login, fire_webhook and transactions/create for the items of one user at one institution, for
 * end-to-end tests of an app whose server keeps the access tokens to itself (as it should).
 */
export async function emulatorControlRoutes(app: FastifyInstance, ctx: PlaidContext): Promise<void> {
  const itemsOf = (body: ItemsOfUserRequest) => {
    requireFields(body, ['client_user_id', 'institution_id']);
    return ctx.items.ofUserAt(body.client_user_id, body.institution_id);
  };

  app.post<{ Body: ItemsOfUserRequest; Reply: { reset_login: true; items: number; request_id: string } }>(
    '/emulator/sandbox/item/reset_login',
    async (request) => {
      const items = itemsOf(request.body);
      items.forEach((item) => ctx.items.resetLogin(item));
      return { reset_login: true, items: items.length, request_id: request.id };
    },
  );

  app.post<{ Body: ItemsOfUserRequest; Reply: { webhook_fired: true; items: number; request_id: string } }>(
    '/emulator/sandbox/item/fire_webhook',
    async (request) => {
      const items = itemsOf(request.body);
      for (const item of items) fireSandboxWebhook(ctx, item, request.body);
      return { webhook_fired: true, items: items.length, request_id: request.id };
    },
  );

  app.post<{ Body: ItemsOfUserRequest; Reply: { items: number; request_id: string } }>(
    '/emulator/sandbox/transactions/create',
    async (request) => {
      requireFields(request.body, ['transactions']);
      const items = itemsOf(request.body);
      // As /sandbox/transactions/create: an item whose login is required takes nothing (and none of them does).
      if (items.some((item) => item.login_required)) throw errors.itemLoginRequired();
      for (const item of items) {
        ctx.items.catchUp(item);
        createCustomTransactions(ctx, item, request.body.transactions);
      }
      return { items: items.length, request_id: request.id };
    },
  );
}
