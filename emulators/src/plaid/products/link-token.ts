import type { FastifyInstance } from 'fastify';
import type { LinkTokenCreateRequest, LinkTokenCreateResponse } from 'plaid';
import { errors } from '../plaid-error';
import type { PlaidContext } from '../plaid-context';
import { requireFields } from '../request-fields';
import type { PlaidRoute } from '../plaid-route';

/** Link tokens: a new link, or with an access_token Link's update mode for that item. */
export async function linkTokenRoutes(app: FastifyInstance, { store, items }: PlaidContext): Promise<void> {
  app.post<PlaidRoute<LinkTokenCreateRequest, LinkTokenCreateResponse>>('/link/token/create', async (request) => {
    const body = request.body;
    requireFields(body, ['client_name', 'language', 'country_codes', 'user']);
    const clientUserId: unknown = body.user?.client_user_id;
    if (typeof body.user !== 'object' || typeof clientUserId !== 'string' || !clientUserId) {
      throw errors.missingFields(['user.client_user_id']);
    }
    const updating = body.access_token !== undefined ? items.byAccessToken(body) : undefined;
    if (!updating) requireFields(body, ['products']);
    const created = store.createLinkToken({
      client_user_id: clientUserId,
      client_name: String(body.client_name),
      webhook: typeof body.webhook === 'string' && body.webhook ? body.webhook : null,
      products: Array.isArray(body.products) ? body.products : [],
      item_id: updating?.item_id ?? null,
    });
    return { ...created, request_id: request.id };
  });
}
