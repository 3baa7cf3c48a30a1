import { templateFor } from './accounts';
import { addDays, daysBetween } from './calendar';
import { dailyActivity, extraPurchases } from './daily-activity';
import { EVERYDAY, PAYROLL } from './merchants';
import { SeededRandom, stableId } from './seeded-random';
import { customAccountMask, customToTransaction, type CustomBatch } from './custom-transactions';
import { toTransaction, type Draft, type PlaidTransaction } from './transaction';

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

const HISTORY_DAYS = 730;
// Card purchases from the last two days are still pending when data is produced.
const PENDING_DAYS = 2;

function isPendable(mask: string, draft: Draft): boolean {
  const type = templateFor(mask).type;
  return (type === 'depository' || type === 'credit') && draft.spec.channel !== 'other';
}

/**
 * The item's change log, oldest first: the history, then each update's changes (pending transactions that post,
 * new transactions, an enrichment of an older one, now and then a reversal). /transactions/sync pages through it.
 */
export function buildTransactionLog(spec: ItemDataSpec): LogEvent[] {
  const events: LogEvent[] = [];
  const live = new Map<string, PlaidTransaction>();
  const emit = (kind: LogEvent['kind'], transaction: PlaidTransaction) => {
    events.push({ kind, transaction });
    if (kind === 'removed') live.delete(transaction.transaction_id);
    else live.set(transaction.transaction_id, transaction);
  };
  const addDrafts = (drafts: Draft[], idPrefix: string, asOf: string) => {
    drafts.forEach((draft, index) => {
      const pending = daysBetween(draft.day, asOf) < PENDING_DAYS && isPendable(draft.mask, draft);
      emit(
        'added',
        toTransaction(spec.itemId, draft, stableId('txn', spec.itemId, idPrefix, draft.day, index), pending),
      );
    });
  };

  if (spec.benchTransactions !== null) {
    addDrafts(benchHistory(spec), 'bench', '0000-00-00');
  } else {
    for (let offset = HISTORY_DAYS - 1; offset >= 0; offset -= 1) {
      const day = addDays(spec.anchorDay, -offset);
      addDrafts(dailyActivity(spec.masks, day, new SeededRandom(`${spec.seed}|day|${day}`)), 'h', spec.anchorDay);
    }
  }

  // Custom transactions are the test's own: no update enriches or reverses them.
  const custom = new Set<string>();
  const addCustom = (afterUpdates: number) => {
    const mask = customAccountMask(spec.masks);
    if (mask === undefined) return;
    spec.customBatches.forEach((batch, batchIndex) => {
      if (batch.afterUpdates !== afterUpdates) return;
      batch.transactions.forEach((transaction, index) => {
        const id = stableId('custom', spec.itemId, String(batchIndex), String(index));
        custom.add(id);
        emit('added', customToTransaction(spec.itemId, mask, transaction, id));
      });
    });
  };
  addCustom(0);

  let previousDay = spec.anchorDay;
  spec.updateDays.forEach((updateDay, index) => {
    const generation = index + 1;
    const random = new SeededRandom(`${spec.seed}|update|${generation}`);
    // Pending transactions post: Plaid removes the pending one and adds the posted one that points back to it.
    for (const pending of [...live.values()].filter((transaction) => transaction.pending)) {
      emit('removed', pending);
      const tip = pending.personal_finance_category.detailed === 'FOOD_AND_DRINK_RESTAURANT' ? 1.18 : 1;
      emit('added', {
        ...pending,
        transaction_id: stableId('posted', pending.transaction_id),
        pending: false,
        pending_transaction_id: pending.transaction_id,
        amount: Math.round(pending.amount * tip * 100) / 100,
        date: pending.date < updateDay ? addDays(pending.date, 1) : pending.date,
      });
    }
    const drafts: Draft[] = [];
    for (let day = addDays(previousDay, 1); day <= updateDay; day = addDays(day, 1)) {
      drafts.push(...dailyActivity(spec.masks, day, new SeededRandom(`${spec.seed}|day|${day}`)));
    }
    if (drafts.length === 0) drafts.push(...extraPurchases(spec.masks, updateDay, random));
    addDrafts(drafts, `u${generation}`, updateDay);

    const settled = [...live.values()].filter(
      (transaction) => !transaction.pending && transaction.merchant_name && !custom.has(transaction.transaction_id),
    );
    const recent = settled.slice(-40);
    if (recent.length > 0) {
      // Enrichment: the statement descriptor is replaced by the clean merchant name.
      const target = random.pick(recent);
      if (target.name !== target.merchant_name)
        emit('modified', { ...target, name: target.merchant_name ?? target.name });
    }
    if (generation % 3 === 0 && recent.length > 1) {
      // A reversed charge disappears from the feed.
      const target = random.pick(recent.filter((transaction) => transaction.amount > 0));
      if (target && live.has(target.transaction_id)) emit('removed', target);
    }
    previousDay = updateDay;
    addCustom(generation);
  });
  return events;
}

/** Exactly N transactions spread evenly over 24 months, for the benchmark user. */
function benchHistory(spec: ItemDataSpec): Draft[] {
  const total = spec.benchTransactions ?? 0;
  const spendMasks = spec.masks.filter((mask) => ['depository', 'credit'].includes(templateFor(mask).type));
  const masks = spendMasks.length > 0 ? spendMasks : spec.masks;
  const random = new SeededRandom(`${spec.seed}|bench`);
  const drafts: Draft[] = [];
  for (let i = 0; i < total; i += 1) {
    const day = addDays(spec.anchorDay, -(HISTORY_DAYS - 1) + Math.floor((i * HISTORY_DAYS) / total));
    const mask = masks[i % masks.length] as string;
    const spec_ = i % 30 === 0 && mask === '0000' ? PAYROLL : random.pick(EVERYDAY);
    const sign = spec_ === PAYROLL ? -1 : 1;
    drafts.push({ mask, spec: spec_, amount: sign * random.amount(...spec_.amount), day });
  }
  return drafts;
}
