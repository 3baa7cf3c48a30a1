// A split transaction (issue 32): the whole stays in the loaded set, marked `split`, beside its parts (each a
// transaction of its own, `split_of` naming the whole). The list shows, counts, filters and exports the parts, never
// the whole; the details panel shows the whole, with its parts in the split editor.
import type { Transaction } from '@finance/shared';
import { isSplitWhole } from '@finance/shared/data';

/** A whole that is split: shown and counted by its parts (the summaries' rule). */
export { isSplitWhole };

/** What the server splits: a posted transaction that is no half of a transfer and no part (nor split already). */
export function canSplit(transaction: Transaction): boolean {
  return !transaction.pending && transaction.transfer_id === null && transaction.split === null;
}

/**
 * The transactions the list is made of: the loaded set without its split wholes. The same array when it holds none
 * (most sets), so that what was made of it stays; else a copy that keeps every other object, in order, which the row
 * patching (set-patches.ts) follows as it follows the set.
 */
export function listedTransactions(transactions: readonly Transaction[]): readonly Transaction[] {
  return transactions.some(isSplitWhole)
    ? transactions.filter((transaction) => !isSplitWhole(transaction))
    : transactions;
}

/**
 * Whose details a row opens: a part opens its split, by the whole's id, which stays as the split is given new parts
 * (new ids); any other row opens its own.
 */
export function detailsIdOf(transaction: Transaction): string {
  return transaction.split_of ?? transaction.transaction_id;
}

/** The parts of a whole, in the loaded set's order (the order the server gave them, as the store places them). */
export function partsOf(transactions: readonly Transaction[], wholeId: string): Transaction[] {
  return transactions.filter((transaction) => transaction.split_of === wholeId);
}
