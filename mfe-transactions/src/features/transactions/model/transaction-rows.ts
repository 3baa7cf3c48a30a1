// The loaded transactions prepared once per loaded set, so that each keystroke, sort and page change only compares
// ready values: the texts the table shows and one lower-cased search text per row. A row is kept per transaction
// object: an edit replaces one object, so the next set reuses every other row as it was.
import type { Transaction } from '@finance/shared';
import { payeeOf, summaryCategoryOf } from '@finance/shared/data';
import {
  accountLabel,
  bankDescriptionOf,
  categoryLabel,
  countedAmount,
  CUSTOM_CATEGORY_PREFIX,
  descriptionOf,
  institutionLabel,
  isEdited,
  type CategoryNames,
} from './cell-format';
import { isEmptyPatch, patched, rememberPatch, setPatch } from './set-patches';

export interface TransactionRow {
  transaction: Transaction;
  account: string;
  description: string;
  category: string;
  institution: string;
  /** The person changed its category, name or notes (the row's Edited mark). */
  edited: boolean;
  /**
   * The category names the Categories filter offers and matches: the bank's entries, or the shown category once the
   * person (or their rule) chose one.
   */
  categoryNames: readonly string[];
  /** The same, lower-cased. */
  categoryKeys: readonly string[];
  /**
   * The category the summaries put it under, lower-cased (summaryCategoryOf: food_and_drink, cat_..., the bank's
   * older "food and drink" with no category standing, else uncategorized), which the Categories filter matches too: a
   * figure of the Dashboard or Trends opens the rows that make it (?category=FOOD_AND_DRINK, ?category=UNCATEGORIZED).
   */
  summaryCategory: string;
  /** The payee the summaries put it under (payeeOf), as they spell it: the Payee filter matches it exactly. */
  payee: string;
  /** Everything a search may match, lower-cased, one field per line (the account's digits without their bullets). */
  searchText: string;
  /**
   * The amount the totals count (none for a transaction left out, a transfer by its category among them: the
   * summaries' rule), read on every keystroke's totals.
   */
  counted: number;
}

/** Category keys lower-cased, made once each (a set names a few dozen); bounded, as keys come from outside. */
const lowerKeys = new Map<string, string>();
const LOWER_KEYS_MAX = 1_000;

function keyOfCategory(key: string): string {
  let lower = lowerKeys.get(key);
  if (lower === undefined) {
    lower = key.toLowerCase();
    if (lowerKeys.size < LOWER_KEYS_MAX) lowerKeys.set(key, lower);
  }
  return lower;
}

export function toRow(transaction: Transaction, names?: CategoryNames): TransactionRow {
  const account = accountLabel(transaction);
  const description = descriptionOf(transaction);
  const category = categoryLabel(transaction, names);
  const institution = institutionLabel(transaction);
  const edited = isEdited(transaction);
  // Once the person chose a category, the bank's entries no longer put the transaction in theirs.
  const chosen = transaction.personal_finance_category?.primary !== (transaction.bank_category ?? undefined);
  const categoryNames = chosen ? [category] : transaction.category;
  const categoryKeys = categoryNames.map((name) => name.toLowerCase());
  const searchText = [
    description,
    bankDescriptionOf(transaction),
    transaction.name ?? '',
    // The account's name and digits, not its label's bullets: a text of one-byte characters only (where the names
    // are) takes half the memory, and a search of it half the time (one letter over 150,000 rows: 24 ms -> 11 ms).
    account.replaceAll('•', ''),
    institution,
    category,
    transaction.category.join('\n'),
    transaction.notes ?? '',
    transaction.date,
    Math.abs(transaction.amount).toFixed(2),
  ]
    .join('\n')
    .toLowerCase();
  const counted = countedAmount(transaction);
  return {
    transaction,
    account,
    description,
    category,
    institution,
    edited,
    categoryNames,
    categoryKeys,
    summaryCategory: keyOfCategory(summaryCategoryOf(transaction)),
    payee: payeeOf(transaction),
    searchText,
    counted,
  };
}

/**
 * Whether a transaction's row reads the names of the person's categories, made with `before` or to be made with
 * `after`: only rows in one of their own categories do (or in a key a names map holds).
 */
function readsNames(transaction: Transaction, before: CategoryNames, after: CategoryNames): boolean {
  const key = transaction.personal_finance_category?.primary;
  return !!key && (key.startsWith(CUSTOM_CATEGORY_PREFIX) || before.has(key) || after.has(key));
}

/** The last row made of each transaction object, with the names it was made with. */
const rowCache = new WeakMap<Transaction, { row: TransactionRow; names: CategoryNames }>();
const NO_NAMES: CategoryNames = new Map();

function rowOf(transaction: Transaction, names: CategoryNames): TransactionRow {
  const cached = rowCache.get(transaction);
  if (cached && (cached.names === names || !readsNames(transaction, cached.names, names))) return cached.row;
  const row = toRow(transaction, names);
  rowCache.set(transaction, { row, names });
  return row;
}

export function toRows(transactions: readonly Transaction[], names: CategoryNames = NO_NAMES): TransactionRow[] {
  return transactions.map((transaction) => rowOf(transaction, names));
}

/**
 * toRows that remembers the set it prepared last: a set that is that one with a few objects inserted, removed or
 * replaced (an edit, a pull of changes) carries the last rows over and prepares only the new objects. Looking every
 * transaction up in the cache took longer than the rest of an edit's render at 150,684 rows. New names (the person's
 * categories read after the set) make again only the rows in their categories: a returning visit prepared all
 * 150,684 rows twice when the categories' answer landed after the stored set.
 */
export function createPatchingRows(): (
  transactions: readonly Transaction[],
  names?: CategoryNames,
) => TransactionRow[] {
  let last: { transactions: readonly Transaction[]; names: CategoryNames; rows: TransactionRow[] } | null = null;
  return (transactions, names = NO_NAMES) => {
    const patch = last ? setPatch(last.transactions, transactions) : null;
    let rows: TransactionRow[];
    if (!last || !patch) rows = toRows(transactions, names);
    else {
      const before = last.names;
      const base =
        before === names
          ? last.rows
          : last.rows.map((row) => (readsNames(row.transaction, before, names) ? rowOf(row.transaction, names) : row));
      if (isEmptyPatch(patch)) rows = base;
      else {
        const fresh = toRows(
          patch.inserted.map((place) => transactions[place]!),
          names,
        );
        let next = 0;
        rows = patched(base, patch, transactions.length, () => fresh[next++]!);
        // The rows differ from the base rows where the transactions differ.
        rememberPatch(base, rows, patch);
      }
    }
    last = { transactions, names, rows };
    return rows;
  };
}
