import { addDays } from './calendar';
import { customAccountMask, customToTransaction, type CustomBatch } from './custom-transactions';
import { dailyActivity, extraPurchases } from './daily-activity';
import { SeededRandom, stableId } from './seeded-random';
import { toTransaction, type Draft, type PlaidTransaction } from './transaction';
import { BenchHistory, DailyHistory, isPending, type TransactionHistory } from './transaction-history';

/** What an item's transactions are derived from; everything else is recomputed, so the state file stays small. */
export interface ItemDataSpec {
  itemId: string;
  seed: string;
  masks: string[];
  /** The day the item was linked: history covers the 24 months up to it. */
  anchorDay: string;
  /** The days of the updates after linking, in order: each one posts pending transactions and adds new ones. */
  updateDays: string[];
  /** When set, the history is exactly this many transactions (the benchmark user). */
  benchTransactions: number | null;
  /** The transactions /sandbox/transactions/create made, each batch where the log ended when it was made. */
  customBatches: CustomBatch[];
}

export interface LogEvent {
  kind: 'added' | 'modified' | 'removed';
  transaction: PlaidTransaction;
}

/** An update enriches, and now and then reverses, one of the item's newest settled transactions: of this many. */
const RECENT = 40;

/**
 * The item's change log, oldest first: the history as added, then each update's changes (pending transactions that
 * post, new transactions, an enrichment of an older one, now and then a reversal) and the custom transactions.
 * /transactions/sync pages through it by position. The history is made again for each page that reads it; only what
 * came after it is kept, with which of the history's transactions it removed or modified: the log holds as much as
 * the item changed since it was linked, whatever the history's size, and a change costs about a page.
 */
export class TransactionLog {
  private readonly history: TransactionHistory;
  private readonly changes: LogEvent[] = [];
  /** Transactions added after the history and still there, in the order they came. */
  private readonly liveAdded = new Map<string, PlaidTransaction>();
  private readonly removedFromHistory = new Set<string>();
  /** The history's transactions as an update modified them. */
  private readonly modifiedInHistory = new Map<string, PlaidTransaction>();
  /** The custom transactions are the test's own: no update enriches or reverses them. */
  private readonly custom = new Set<string>();
  private updates = 0;
  private batches = 0;

  constructor(private readonly spec: ItemDataSpec) {
    this.history =
      spec.benchTransactions !== null ? new BenchHistory(spec, spec.benchTransactions) : new DailyHistory(spec);
    this.catchUp(spec.updateDays, spec.customBatches);
  }

  get length(): number {
    return this.history.length + this.changes.length;
  }

  /** Events start..end-1. */
  slice(start: number, end: number): LogEvent[] {
    const historyLength = this.history.length;
    const events: LogEvent[] = [];
    if (start < historyLength) {
      for (const transaction of this.history.slice(start, Math.min(end, historyLength))) {
        events.push({ kind: 'added', transaction });
      }
    }
    if (end > historyLength)
      events.push(...this.changes.slice(Math.max(start - historyLength, 0), end - historyLength));
    return events;
  }

  /** The events after the history: the history is dated up to the link day, these after it too. */
  changesSinceLink(): readonly LogEvent[] {
    return this.changes;
  }

  /** How many transactions the log keeps in memory (the history's are never kept). */
  heldTransactions(): number {
    return (
      this.changes.length +
      this.liveAdded.size +
      this.removedFromHistory.size +
      this.modifiedInHistory.size +
      this.custom.size
    );
  }

  /**
   * Appends the updates and custom batches made since the log last caught up, in the order the item made them: a
   * batch made after n updates comes after the n-th update's changes.
   */
  catchUp(updateDays: string[], customBatches: CustomBatch[]): void {
    for (;;) {
      const batch = customBatches[this.batches];
      if (batch && batch.afterUpdates <= this.updates) {
        this.addCustom(batch, this.batches);
        this.batches += 1;
      } else if (this.updates < updateDays.length) {
        this.updates += 1;
        this.addUpdate(this.updates, updateDays[this.updates - 1] as string, updateDays[this.updates - 2]);
      } else {
        return;
      }
    }
  }

  private emit(kind: LogEvent['kind'], transaction: PlaidTransaction): void {
    this.changes.push({ kind, transaction });
    const id = transaction.transaction_id;
    if (kind === 'removed') {
      if (!this.liveAdded.delete(id)) {
        this.removedFromHistory.add(id);
        this.modifiedInHistory.delete(id);
      }
    } else if (kind === 'added' || this.liveAdded.has(id)) {
      this.liveAdded.set(id, transaction);
    } else {
      this.modifiedInHistory.set(id, transaction);
    }
  }

  private addCustom(batch: CustomBatch, batchIndex: number): void {
    const { itemId, masks } = this.spec;
    const mask = customAccountMask(masks);
    if (mask === undefined) return;
    batch.transactions.forEach((transaction, index) => {
      const id = stableId('custom', itemId, String(batchIndex), String(index));
      this.custom.add(id);
      this.emit('added', customToTransaction(itemId, mask, transaction, id));
    });
  }

  private addUpdate(generation: number, updateDay: string, previousDay = this.spec.anchorDay): void {
    const { itemId, seed, masks } = this.spec;
    const random = new SeededRandom(`${seed}|update|${generation}`);
    // Pending transactions post: Plaid removes the pending one and adds the posted one that points back to it.
    const pending = [
      ...this.history.pending().filter((transaction) => !this.removedFromHistory.has(transaction.transaction_id)),
      ...[...this.liveAdded.values()].filter((transaction) => transaction.pending),
    ];
    for (const transaction of pending) {
      this.emit('removed', transaction);
      const tip = transaction.personal_finance_category.detailed === 'FOOD_AND_DRINK_RESTAURANT' ? 1.18 : 1;
      this.emit('added', {
        ...transaction,
        transaction_id: stableId('posted', transaction.transaction_id),
        pending: false,
        pending_transaction_id: transaction.transaction_id,
        amount: Math.round(transaction.amount * tip * 100) / 100,
        date: transaction.date < updateDay ? addDays(transaction.date, 1) : transaction.date,
      });
    }
    const drafts: Draft[] = [];
    for (let day = addDays(previousDay, 1); day <= updateDay; day = addDays(day, 1)) {
      drafts.push(...dailyActivity(masks, day, new SeededRandom(`${seed}|day|${day}`)));
    }
    if (drafts.length === 0) drafts.push(...extraPurchases(masks, updateDay, random));
    drafts.forEach((draft, index) => {
      const id = stableId('txn', itemId, `u${generation}`, draft.day, index);
      this.emit('added', toTransaction(itemId, draft, id, isPending(draft.mask, draft, updateDay)));
    });

    const recent = this.recentSettled();
    if (recent.length > 0) {
      // Enrichment: the statement descriptor is replaced by the clean merchant name.
      const target = random.pick(recent);
      if (target.name !== target.merchant_name)
        this.emit('modified', { ...target, name: target.merchant_name ?? target.name });
    }
    if (generation % 3 === 0 && recent.length > 1) {
      // A reversed charge disappears from the feed.
      const target = random.pick(recent.filter((transaction) => transaction.amount > 0));
      if (target) this.emit('removed', target);
    }
  }

  /**
   * The newest RECENT settled transactions with a merchant, not custom, still in the feed, oldest first: those added
   * since the link, and before them as many of the history's last ones as it takes, made again from its end.
   */
  private recentSettled(): PlaidTransaction[] {
    const eligible = (transaction: PlaidTransaction) =>
      !transaction.pending && Boolean(transaction.merchant_name) && !this.custom.has(transaction.transaction_id);
    const recent = [...this.liveAdded.values()].filter(eligible).slice(-RECENT);
    const older: PlaidTransaction[] = [];
    for (let end = this.history.length; end > 0 && recent.length + older.length < RECENT; end -= RECENT) {
      const block = this.history.slice(Math.max(0, end - RECENT), end);
      for (let i = block.length - 1; i >= 0 && recent.length + older.length < RECENT; i -= 1) {
        const made = block[i] as PlaidTransaction;
        if (this.removedFromHistory.has(made.transaction_id)) continue;
        const transaction = this.modifiedInHistory.get(made.transaction_id) ?? made;
        if (eligible(transaction)) older.push(transaction);
      }
    }
    return [...older.reverse(), ...recent];
  }
}
