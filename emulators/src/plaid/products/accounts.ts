import type { FastifyInstance } from 'fastify';
import type { AccountsBalanceGetRequest, AccountsGetRequest, AccountsGetResponse } from 'plaid';
import type { Items } from '../items';
import type { PlaidContext } from '../plaid-context';
import type { Item } from '../plaid-store';
import type { Wire } from '../../common/wire';
import type { PlaidRoute } from '../plaid-route';

function accountsOf(items: Items, item: Item, body: Wire<AccountsGetRequest>, requestId: string) {
  return { accounts: items.accounts(item, body.options ?? {}), item: items.response(item), request_id: requestId };
}

/** Accounts and balances. A balance check brings the item up to today first, as Plaid's is a live one. */
export async function accountRoutes(app: FastifyInstance, { items }: PlaidContext): Promise<void> {
  app.post<PlaidRoute<AccountsGetRequest, AccountsGetResponse>>('/accounts/get', async (request) =>
    accountsOf(items, items.usable(request.body), request.body, request.id),
  );
  // Plaid answers /accounts/balance/get with the /accounts/get shape (AccountsGetResponse).
  app.post<PlaidRoute<AccountsBalanceGetRequest, AccountsGetResponse>>('/accounts/balance/get', async (request) =>
    accountsOf(items, items.current(request.body), request.body, request.id),
  );
}
