import type { TransactionChanges, TransactionsRange } from '../api/transactions-api';
import type { Transaction } from '../contracts';

/** Newest first, as the API orders a set: by date, the later one first. */
const newerFirst = (a: Transaction, b: Transaction) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

/**
 * A held set (newest first) with one page of changes applied, copy-on-write: the removed ids go first, then each row
 * written since replaces its held one in place (its date unchanged) or is merged in by date (new, or its date moved),
 * and a row outside the range is dropped. Untouched rows keep their objects, and a page that changes nothing answers
 * the held array itself, so that what was computed from them (search text, totals) stays valid.
 */
export function applyTransactionChanges(
  held: Transaction[],
  changes: Pick<TransactionChanges, 'transactions' | 'removed'>,
  range: TransactionsRange,
): Transaction[] {
  if (changes.transactions.length === 0 && changes.removed.length === 0) return held;
  const inRange = (t: Transaction) => t.date >= range.start_date && t.date <= range.end_date;
  const written = new Map(changes.transactions.map((t) => [t.transaction_id, t]));
  const removed = new Set(changes.removed);
  const kept: Transaction[] = [];
  for (const t of held) {
    const now = written.get(t.transaction_id);
    if (now && now.date === t.date) {
      written.delete(t.transaction_id);
      if (inRange(now)) kept.push(now);
    } else if (!now && !removed.has(t.transaction_id)) {
      kept.push(t);
    }
  }
  // A page lists rows in the order they were written; the set lists the latest stored first within a day (date, then
  // id, descending): reversed before the (stable) sort by date, new rows of one day come as a reload would bring them.
  const merged = [...written.values()].filter(inRange).reverse().sort(newerFirst);
  if (merged.length === 0) return kept;
  // Merge two newest-first lists; a row written since goes before the held ones of its date (the latest stored first).
  const result: Transaction[] = [];
  let i = 0;
  for (const t of merged) {
    while (i < kept.length && kept[i]!.date > t.date) result.push(kept[i++]!);
    result.push(t);
  }
  while (i < kept.length) result.push(kept[i++]!);
  return result;
}
