import type { FastifyInstance } from 'fastify';
import type { PlaidContext } from './plaid-context';
import { accountRoutes } from './products/accounts';
import { emulatorControlRoutes } from './products/emulator-controls';
import { institutionRoutes } from './products/institutions';
import { itemRoutes } from './products/item';
import { linkTokenRoutes } from './products/link-token';
import { sandboxRoutes } from './products/sandbox';
import { transactionRoutes } from './products/transactions';
import { webhookVerificationKeyRoutes } from './products/webhook-verification-key';
import { checkApiKeys } from './request-fields';

/** Plaid's API, one plugin per product; every call carries the client id and secret (Link's own calls do not). */
export async function plaidApi(app: FastifyInstance, ctx: PlaidContext): Promise<void> {
  app.addHook('preHandler', checkApiKeys);
  for (const product of [
    linkTokenRoutes,
    itemRoutes,
    accountRoutes,
    transactionRoutes,
    institutionRoutes,
    webhookVerificationKeyRoutes,
    sandboxRoutes,
    emulatorControlRoutes,
  ]) {
    await app.register(product, ctx);
  }
}
