import { parseCustomTransactions } from './custom-transactions';
import type { PlaidContext } from './plaid-context';
import type { Item } from './plaid-store';

/**
 * /sandbox/transactions/create for one item (brought up to today first, so the new transactions follow today's
 * update): checked, kept, and announced with SYNC_UPDATES_AVAILABLE as every other new data is; the item's next
 * /transactions/sync gives them as added.
 */
export function createCustomTransactions({ data, webhooks }: PlaidContext, item: Item, transactions: unknown): void {
  data.addCustom(item, parseCustomTransactions(transactions, data.today(item.institution_id)));
  webhooks.syncUpdatesAvailable(item);
}
