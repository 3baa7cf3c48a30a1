import type { Item } from './plaid-store';
import type { WebhookSender } from './webhook-sender';

/** The webhooks about an item, to its own webhook URL (or the override every webhook goes to). */
export class ItemWebhooks {
  constructor(
    private readonly sender: WebhookSender,
    private readonly override: string | undefined,
  ) {}

  fire(item: Item, body: Record<string, unknown>): void {
    const url = this.override ?? item.webhook;
    if (url) this.sender.send(url, { ...body, item_id: item.item_id, environment: 'sandbox' });
  }

  syncUpdatesAvailable(item: Item): void {
    this.fire(item, {
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      initial_update_complete: true,
      historical_update_complete: true,
    });
  }
}
