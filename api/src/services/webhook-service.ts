import type { Database } from '../db/database';
import { EventsRepository } from '../repositories/events-repository';
import { ItemsRepository, type ItemRow } from '../repositories/items-repository';
import type { ItemHealth } from './item-status';
import type { SyncJobs } from './sync-jobs';

/**
 * What a verified provider webhook changes. Each change and the sync job it calls for are one database transaction:
 * once the webhook is answered, the job exists even if this process dies the next moment.
 */
export class WebhookService {
  constructor(
    private readonly db: Database,
    private readonly jobs: SyncJobs,
  ) {}

  /** New, changed or removed transactions at the provider. */
  transactionsChanged(item: ItemRow): Promise<void> {
    return this.db.transaction(async (tx) => {
      await this.jobs.enqueue(tx, item.id, 'webhook');
    });
  }

  /** The connection's health as the provider reports it; a connection back to good is synced for what it missed. */
  healthChanged(item: ItemRow, health: ItemHealth): Promise<void> {
    return this.db.transaction(async (tx) => {
      await new ItemsRepository(tx).setHealth(item.id, health);
      await new EventsRepository(tx).connectionChanged(item, health.status);
      if (health.status === 'good') await this.jobs.enqueue(tx, item.id, 'webhook');
    });
  }
}
