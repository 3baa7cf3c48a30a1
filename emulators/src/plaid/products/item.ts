import type { FastifyInstance } from 'fastify';
import type {
  ItemGetRequest,
  ItemGetResponse,
  ItemPublicTokenExchangeRequest,
  ItemPublicTokenExchangeResponse,
  ItemRemoveRequest,
  ItemRemoveResponse,
} from 'plaid';
import { errors } from '../plaid-error';
import type { PlaidContext } from '../plaid-context';
import { requireFields } from '../request-fields';
import type { PlaidRoute } from '../plaid-route';

/** Items: the public token exchange that makes one usable, its state, its removal. */
export async function itemRoutes(app: FastifyInstance, { store, items, webhooks }: PlaidContext): Promise<void> {
  app.post<PlaidRoute<ItemPublicTokenExchangeRequest, ItemPublicTokenExchangeResponse>>(
    '/item/public_token/exchange',
    async (request) => {
      requireFields(request.body, ['public_token']);
      const exchanged = store.exchangePublicToken(request.body.public_token);
      if (!exchanged) throw errors.invalidPublicToken();
      // Plaid reports the item's first data once it is linked.
      setImmediate(() => webhooks.syncUpdatesAvailable(exchanged.item));
      return { access_token: exchanged.accessToken, item_id: exchanged.item.item_id, request_id: request.id };
    },
  );

  app.post<PlaidRoute<ItemGetRequest, ItemGetResponse>>('/item/get', async (request) => {
    const item = items.byAccessToken(request.body);
    return { item: items.response(item, true), status: null, request_id: request.id };
  });

  app.post<PlaidRoute<ItemRemoveRequest, ItemRemoveResponse>>('/item/remove', async (request) => {
    const item = items.byAccessToken(request.body);
    item.removed = true;
    store.save();
    return { request_id: request.id };
  });
}
