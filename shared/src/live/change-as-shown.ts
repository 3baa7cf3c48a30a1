import type { Transaction } from '../types/entities';
import type { TransactionsChanged } from './live-message';

/**
 * What a bank's change did to the transactions the person holds, in the counts of the change the API announced: the
 * notice says what the table shows. The API counts everything the bank sent, but the apps hold a window (the last 18
 * months): a first link brings 24 months of history, of which only the window shows. New rows are new transactions
 * and pending ones that posted (each under a new id, its pending row gone); rows gone are removals and those posts.
 */
export function changeAsShown(
  before: readonly Transaction[],
  after: readonly Transaction[],
  change: TransactionsChanged,
): TransactionsChanged {
  const ofBank = (transactions: readonly Transaction[]) =>
    new Set(
      transactions
        .filter((transaction) => transaction.institution_name === change.institution_name)
        .map((transaction) => transaction.transaction_id),
    );
  const held = ofBank(before);
  const holding = ofBank(after);
  const arrived = [...holding].filter((id) => !held.has(id)).length;
  const left = [...held].filter((id) => !holding.has(id)).length;
  const posted = Math.min(change.posted ?? 0, arrived, left);
  return {
    ...change,
    added: arrived - posted,
    posted,
    modified: Math.min(change.modified, holding.size),
    removed: left - posted,
  };
}
