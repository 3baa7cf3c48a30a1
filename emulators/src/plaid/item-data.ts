import { accountFor, type PlaidAccount } from './accounts';
import { dayIn } from './calendar';
import { CUSTOM_PER_ITEM_MAX, customAccountMask, type CustomTransaction } from './custom-transactions';
import { DEFAULT_TIME_ZONE, findInstitution } from './institutions';
import { errors } from './plaid-error';
import type { Item, PlaidStore } from './plaid-store';
import { TransactionLog } from './transaction-log';

/**
 * An item's accounts and change log, recomputed from its seed; each item's log is kept (what changed since the link,
 * never its history) and caught up with the item's new updates and custom transactions.
 */
export class ItemData {
  private readonly logs = new Map<string, TransactionLog>();

  constructor(
    private readonly store: PlaidStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The day it is now at the institution: each bank dates by its own calendar (its time zone), never UTC's. */
  today(institutionId: string): string {
    return dayIn(findInstitution(institutionId)?.timeZone ?? DEFAULT_TIME_ZONE, this.now());
  }

  /**
   * The item's accounts; their balances move with what posted since the link (money out lowers a deposit account's
   * balance and raises what a card owes), so a page that shows live updates has balances that change too.
   */
  accounts(item: Item): PlaidAccount[] {
    const outSinceLink = new Map<string, number>();
    for (const { kind, transaction } of this.log(item).changesSinceLink()) {
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

  log(item: Item): TransactionLog {
    const customBatches = item.custom_batches ?? [];
    const log = this.logs.get(item.item_id);
    if (log) {
      log.catchUp(item.update_days, customBatches);
      return log;
    }
    const made = new TransactionLog({
      itemId: item.item_id,
      seed: item.seed,
      masks: item.masks,
      anchorDay: item.anchor_day,
      updateDays: item.update_days,
      benchTransactions: item.bench_transactions,
      customBatches,
    });
    this.logs.set(item.item_id, made);
    return made;
  }

  /**
   * /sandbox/transactions/create: the transactions join the item's depository account at the end of its change log,
   * so the next /transactions/sync gives them as added.
   */
  addCustom(item: Item, transactions: CustomTransaction[]): void {
    if (customAccountMask(item.masks) === undefined) {
      throw errors.invalidField('the item has no depository account for custom transactions');
    }
    const batches = (item.custom_batches ??= []);
    const held = batches.reduce((sum, batch) => sum + batch.transactions.length, 0);
    if (held + transactions.length > CUSTOM_PER_ITEM_MAX) {
      throw errors.invalidField(`an item holds at most ${CUSTOM_PER_ITEM_MAX} custom transactions`);
    }
    batches.push({ afterUpdates: item.update_days.length, transactions });
    this.store.save();
  }

  /** New data appears: pending transactions post and new ones arrive, dated the bank's today. */
  addUpdate(item: Item): void {
    item.update_days.push(this.today(item.institution_id));
    this.store.save();
  }

  /**
   * A day has passed since the item's last update: the bank has new data. Items that need a login get none until
   * they are repaired, as with Plaid.
   */
  hasNewDay(item: Item): boolean {
    if (item.removed || item.login_required) return false;
    const last = item.update_days[item.update_days.length - 1] ?? item.anchor_day;
    return this.today(item.institution_id) > last;
  }
}
