import type { ItemData } from './item-data';
import type { ItemWebhooks } from './item-webhooks';
import type { Items } from './items';
import type { PlaidStore } from './plaid-store';
import type { WebhookKey } from './webhook-sender';

/** What every product's routes share: the state, the generated data, the items and their webhooks. */
export interface PlaidContext {
  store: PlaidStore;
  data: ItemData;
  items: Items;
  webhooks: ItemWebhooks;
  webhookKey: WebhookKey;
}
