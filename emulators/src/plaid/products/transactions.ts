import type { FastifyInstance } from 'fastify';
import type {
  TransactionsRecurringGetRequest,
  TransactionsRecurringGetResponse,
  TransactionsSyncRequest,
  TransactionsSyncResponse,
} from 'plaid';
import { errors } from '../plaid-error';
import type { PlaidContext } from '../plaid-context';
import { recurringStreams } from '../recurring-streams';
import { syncPage } from '../transactions-sync';
import type { PlaidRoute } from '../plaid-route';

/**
 * /transactions/sync: pages of what changed since a cursor (count 1..500, 100 by default); /transactions/recurring/get:
 * the item's inflow and outflow streams (optionally of some of its accounts).
 */
export async function transactionRoutes(app: FastifyInstance, { items, data }: PlaidContext): Promise<void> {
  app.post<PlaidRoute<TransactionsSyncRequest, TransactionsSyncResponse>>('/transactions/sync', async (request) => {
    const { body } = request;
    const item = items.current(body);
    const count: unknown = body.count === undefined ? 100 : body.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 500) {
      throw errors.invalidField('count must be an integer between 1 and 500');
    }
    const cursor: unknown = body.cursor;
    if (cursor !== undefined && cursor !== null && typeof cursor !== 'string') {
      throw errors.invalidField('cursor must be a string');
    }
    return {
      ...syncPage(item, data.log(item), cursor || undefined, count),
      accounts: data.accounts(item),
      transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
      request_id: request.id,
    };
  });

  app.post<PlaidRoute<TransactionsRecurringGetRequest, TransactionsRecurringGetResponse>>(
    '/transactions/recurring/get',
    async (request) => {
      const { body } = request;
      const item = items.current(body);
      const accountIds: unknown = body.account_ids;
      if (accountIds !== undefined && (!Array.isArray(accountIds) || accountIds.some((id) => typeof id !== 'string'))) {
        throw errors.invalidField('account_ids must be an array of strings');
      }
      const own = new Set(data.accounts(item).map((a) => a.account_id));
      const unknown = (accountIds as string[] | undefined)?.find((id) => !own.has(id));
      if (unknown !== undefined) throw errors.invalidField(`account_ids names an account not on the item: ${unknown}`);
      return {
        ...recurringStreams(
          item.item_id,
          data.log(item),
          data.today(item.institution_id),
          accountIds as string[] | undefined,
        ),
        updated_datetime: new Date().toISOString(),
        personal_finance_category_version: 'v1',
        request_id: request.id,
      };
    },
  );
}
