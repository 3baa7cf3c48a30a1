import { accountFor, type PlaidAccount } from './accounts';
import { dayOf } from './calendar';
import type { Item, PlaidStore } from './plaid-store';
import { buildTransactionLog, type LogEvent } from './transaction-log';

/** An item's accounts and change log, recomputed from its seed and cached while its update count stays the same. */
export class ItemData {
  private readonly cache = new Map<string, { updates: number; events: LogEvent[] }>();

  constructor(
    private readonly store: PlaidStore,
    private readonly today: () => string = () => dayOf(new Date()),
  ) {}

  accounts(item: Item): PlaidAccount[] {
    return item.masks.map((mask) => accountFor(item.item_id, item.seed, mask));
  }

  log(item: Item): LogEvent[] {
    const cached = this.cache.get(item.item_id);
    if (cached && cached.updates === item.update_days.length) return cached.events;
    const events = buildTransactionLog({
      itemId: item.item_id,
      seed: item.seed,
      masks: item.masks,
      anchorDay: item.anchor_day,
      updateDays: item.update_days,
      benchTransactions: item.bench_transactions,
    });
    this.cache.set(item.item_id, { updates: item.update_days.length, events });
    return events;
  }

  /** New data appears: pending transactions post and new ones arrive, dated today. */
  addUpdate(item: Item): void {
    item.update_days.push(this.today());
    this.store.save();
  }

  /**
   * A day has passed since the item's last update: the bank has new data. Items that need a login get none until
   * they are repaired, as with Plaid.
   */
  hasNewDay(item: Item): boolean {
    if (item.removed || item.login_required) return false;
    const last = item.update_days[item.update_days.length - 1] ?? item.anchor_day;
    return this.today() > last;
  }

  currentDay(): string {
    return this.today();
  }
}
