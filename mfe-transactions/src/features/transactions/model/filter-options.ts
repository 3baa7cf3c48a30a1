// What the Filters panel offers, read from the loaded transactions: the ranges the inputs start from and the entries
// of the three checkbox lists.
import { isPatchOf } from './set-patches';
import type { TransactionRow } from './transaction-rows';

export interface Option {
  value: string;
  label: string;
}

export interface FilterOptions {
  /** Whole units around the signed amounts (money in is negative), for the slider's step of 1. */
  amount: { min: number; max: number };
  /** The earliest and latest transaction dates (yyyy-MM-dd); empty when nothing is loaded. */
  dates: { earliest: string; latest: string };
  categories: Option[];
  accounts: Option[];
  institutions: Option[];
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value);

/** What a row gives the options: alike rows give the same options. */
function sameOptionInputs(a: TransactionRow, b: TransactionRow): boolean {
  return (
    a.transaction.amount === b.transaction.amount &&
    a.transaction.date === b.transaction.date &&
    a.transaction.account_id === b.transaction.account_id &&
    a.account === b.account &&
    a.institution === b.institution &&
    a.categoryNames.length === b.categoryNames.length &&
    a.categoryNames.every((name, index) => name === b.categoryNames[index])
  );
}

/**
 * filterOptions for one view, which remembers its last options: the same object again when only rows alike in what
 * they give changed (an edit's), so that nothing downstream of the options works again.
 */
export function createPatchingOptions(): (rows: readonly TransactionRow[]) => FilterOptions {
  let last: { rows: readonly TransactionRow[]; options: FilterOptions } | null = null;
  return (rows) => {
    const options = last && isPatchOf(last.rows, rows, sameOptionInputs) ? last.options : filterOptions(rows);
    last = { rows, options };
    return options;
  };
}

export function filterOptions(rows: readonly TransactionRow[]): FilterOptions {
  let min = Infinity;
  let max = -Infinity;
  let earliest = '';
  let latest = '';
  /** One entry per name ignoring case: the bank's "Food and Drink" and a chosen "Food And Drink" are one. */
  const categories = new Map<string, string>();
  const accounts = new Map<string, string>();
  const institutions = new Set<string>();
  for (const row of rows) {
    const { amount, date, account_id: accountId } = row.transaction;
    if (amount < min) min = amount;
    if (amount > max) max = amount;
    if (!earliest || date < earliest) earliest = date;
    if (!latest || date > latest) latest = date;
    for (const name of row.categoryNames) {
      const key = name.toLowerCase();
      if (!categories.has(key)) categories.set(key, name);
    }
    if (!accounts.has(accountId)) accounts.set(accountId, row.account);
    institutions.add(row.institution);
  }
  const names = (set: Set<string>) => [...set].map((name) => ({ value: name, label: name })).sort(byLabel);
  return {
    amount: rows.length > 0 ? { min: Math.floor(min), max: Math.ceil(max) } : { min: 0, max: 0 },
    dates: { earliest, latest },
    categories: names(new Set(categories.values())),
    accounts: [...accounts].map(([value, label]) => ({ value, label })).sort(byLabel),
    institutions: names(institutions),
  };
}
