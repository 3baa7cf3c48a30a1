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

  /**
   * The item's accounts; their balances move with what posted since the link (money out lowers a deposit account's
   * balance and raises what a card owes), so a page that shows live updates has balances that change too.
   */
  accounts(item: Item): PlaidAccount[] {
    const outSinceLink = new Map<string, number>();
    for (const { kind, transaction } of this.log(item)) {
      if (transaction.date <= item.anchor_day || kind === 'modified') continue;
      const amount = kind === 'added' ? transaction.amount : -transaction.amount;
      outSinceLink.set(transaction.account_id, (outSinceLink.get(transaction.account_id) ?? 0) + amount);
    }
    return item.masks.map((mask) => {
      const account = accountFor(item.item_id, item.seed, mask);
      const out = outSinceLink.get(account.account_id) ?? 0;
      return out === 0 ? account : accountFor(item.item_id, item.seed, mask, account.type === 'credit' ? out : -out);
    });
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
