import type { FastifyInstance } from 'fastify';
import type { TransactionsSyncRequest, TransactionsSyncResponse } from 'plaid';
import { errors } from '../plaid-error';
import type { PlaidContext } from '../plaid-context';
import { syncPage } from '../transactions-sync';
import type { PlaidRoute } from '../plaid-route';

/** /transactions/sync: pages of what changed since a cursor (count 1..500, 100 by default). */
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
}
