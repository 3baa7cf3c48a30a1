import { expiryMessage, itemHealthOf, type ItemHealth } from '../domain/item-health';
import type { DataAccess } from '../repositories';
import type { ItemRow } from '../repositories/items-repository';
import type { SyncJobs } from './sync-jobs';

/** A verified webhook's fields that decide what it changes. */
export interface ProviderWebhook {
  webhook_type: string;
  item_id?: string;
  webhook_code: string;
  error?: { error_code?: string; error_message?: string } | null;
  consent_expiration_time?: string | null;
}

/** What the webhook did: started a sync, changed the connection's status, or nothing. */
export type WebhookAction = 'sync_started' | 'status_updated' | 'ignored';

/**
 * What a verified provider webhook changes. Each change and the sync job it calls for are one database transaction:
 * once the webhook is answered, the job exists even if this process dies the next moment.
 */
export class WebhookService {
  constructor(
    private readonly data: DataAccess,
    private readonly jobs: SyncJobs,
  ) {}

  /**
   * Acts on a verified webhook. One about an unknown item is acknowledged and ignored, so that the provider stops
   * retrying (the item may have just been removed).
   */
  async receive(webhook: ProviderWebhook): Promise<WebhookAction> {
    const item = webhook.item_id ? await this.data.repositories.items.findByPlaidItemId(webhook.item_id) : undefined;
    return item ? this.handle(item, webhook) : 'ignored';
  }

  /** Acts on one webhook of a known item: transactions to sync, or the connection's health. */
  private async handle(item: ItemRow, webhook: ProviderWebhook): Promise<WebhookAction> {
    switch (`${webhook.webhook_type}:${webhook.webhook_code}`) {
      case 'TRANSACTIONS:SYNC_UPDATES_AVAILABLE':
      case 'TRANSACTIONS:DEFAULT_UPDATE':
      case 'TRANSACTIONS:INITIAL_UPDATE':
      case 'TRANSACTIONS:HISTORICAL_UPDATE':
        await this.transactionsChanged(item);
        return 'sync_started';
      case 'ITEM:ERROR': {
        const code = webhook.error?.error_code ?? 'ITEM_ERROR';
        await this.healthChanged(
          item,
          itemHealthOf({ errorCode: code, message: webhook.error?.error_message ?? code }),
        );
        return 'status_updated';
      }
      case 'ITEM:PENDING_EXPIRATION':
      case 'ITEM:PENDING_DISCONNECT':
        await this.healthChanged(
          item,
          itemHealthOf({
            errorCode: webhook.webhook_code,
            message: expiryMessage(item.institution_name, webhook.consent_expiration_time),
          }),
        );
        return 'status_updated';
      case 'ITEM:LOGIN_REPAIRED':
        // The repaired connection may have missed transactions meanwhile: it is synced too.
        await this.healthChanged(item, { status: 'good', errorCode: null, errorMessage: null });
        return 'status_updated';
      default:
        return 'ignored';
    }
  }

  /** New, changed or removed transactions at the provider. */
  private transactionsChanged(item: ItemRow): Promise<void> {
    return this.data.transaction(async (tx) => {
      await this.jobs.enqueue(tx.connection, item.id, 'webhook');
    });
  }

  /** The connection's health as the provider reports it; a connection back to good is synced for what it missed. */
  private healthChanged(item: ItemRow, health: ItemHealth): Promise<void> {
    return this.data.transaction(async (tx) => {
      await tx.items.setHealth(item.id, health);
      await tx.events.connectionChanged(item, health.status);
      if (health.status === 'good') await this.jobs.enqueue(tx.connection, item.id, 'webhook');
    });
  }
}
