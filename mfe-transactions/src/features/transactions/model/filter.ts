// Which loaded transactions the view shows. Search, amount and dates narrow at once; the category, account and
// institution lists narrow once applied. Every rule here runs over the whole loaded set on each change, so each test
// is a plain comparison against values prepared once per row.
import type { FilterState } from '@finance/shared';
import type { TransactionRow } from './transaction-rows';

export const NO_FILTERS: FilterState = {
  startDate: '',
  endDate: '',
  minAmount: null,
  maxAmount: null,
  categories: [],
  searchTerm: '',
  account: [],
  institution: [],
  payee: '',
};

/**
 * What a search term is matched as: without outer spaces, lower-cased, and without the bullets of an account's label
 * ("Plaid Checking ••••0000" finds the account's rows: their search texts hold its digits, not the bullets).
 */
export function searchKey(term: string): string {
  return term.trim().toLowerCase().replaceAll('•', '');
}

/** True when the filters let every transaction through. */
export function isUnfiltered(filters: FilterState): boolean {
  return (
    searchKey(filters.searchTerm) === '' &&
    !filters.startDate &&
    !filters.endDate &&
    filters.minAmount === null &&
    filters.maxAmount === null &&
    filters.categories.length === 0 &&
    filters.account.length === 0 &&
    filters.institution.length === 0 &&
    filters.payee === ''
  );
}

/**
 * The rows the filters let through, in their given order. A transaction matches when its search text contains the
 * search term (case-insensitive), its date lies within From and To (inclusive), its amount (signed: money in is
 * negative) within the minimum and maximum, one of its categories (the bank's entries, or the one the person chose
 * instead; or its category's key as the summaries count it; ignoring case) is ticked, its account and institution are
 * ticked, and its payee as the summaries name it is the Payee filter's, exactly (case and spaces as they are); an
 * empty list, an unset bound or no payee lets everything through.
 */
export function filterRows(
  rows: readonly TransactionRow[],
  filters: FilterState,
  /** Stops at this many rows let through (the first page's, shown before the whole match is counted). */
  limit = Infinity,
): readonly TransactionRow[] {
  if (isUnfiltered(filters)) return rows;
  const term = searchKey(filters.searchTerm);
  const { startDate, endDate, minAmount, maxAmount, payee } = filters;
  const categories =
    filters.categories.length > 0 ? new Set(filters.categories.map((category) => category.toLowerCase())) : null;
  const accounts = filters.account.length > 0 ? new Set(filters.account) : null;
  const institutions = filters.institution.length > 0 ? new Set(filters.institution) : null;
  const result: TransactionRow[] = [];
  for (const row of rows) {
    const transaction = row.transaction;
    if (startDate && transaction.date < startDate) continue;
    if (endDate && transaction.date > endDate) continue;
    if (minAmount !== null && transaction.amount < minAmount) continue;
    if (maxAmount !== null && transaction.amount > maxAmount) continue;
    if (accounts && !accounts.has(transaction.account_id)) continue;
    if (institutions && !institutions.has(row.institution)) continue;
    if (payee && row.payee !== payee) continue;
    if (
      categories &&
      !categories.has(row.summaryCategory) &&
      !row.categoryKeys.some((category) => categories.has(category))
    )
      continue;
    if (term && !row.searchText.includes(term)) continue;
    if (result.push(row) >= limit) break;
  }
  return result;
}

/**
 * True when every row the next filters let through is also let through by the previous ones, so that the next result
 * can be filtered from the previous result instead of from every row: the same filters, the search term only longer
 * (typing on). Most keystrokes are such.
 */
export function narrows(previous: FilterState, next: FilterState): boolean {
  const previousTerm = searchKey(previous.searchTerm);
  const nextTerm = searchKey(next.searchTerm);
  if (!nextTerm.includes(previousTerm)) return false;
  return (
    previous.startDate === next.startDate &&
    previous.endDate === next.endDate &&
    previous.minAmount === next.minAmount &&
    previous.maxAmount === next.maxAmount &&
    sameList(previous.categories, next.categories) &&
    sameList(previous.account, next.account) &&
    sameList(previous.institution, next.institution) &&
    previous.payee === next.payee
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * A filter that remembers its last result for a set of sorted rows: when the next filters narrow the last ones, it
 * filters that result instead of every row. One per view; the same results as filterRows.
 */
export function createNarrowingFilter(): (
  rows: readonly TransactionRow[],
  filters: FilterState,
) => readonly TransactionRow[] {
  let last: { rows: readonly TransactionRow[]; filters: FilterState; result: readonly TransactionRow[] } | null = null;
  return (rows, filters) => {
    const from = last && last.rows === rows && narrows(last.filters, filters) ? last.result : rows;
    const result = filterRows(from, filters);
    last = { rows, filters, result };
    return result;
  };
}
