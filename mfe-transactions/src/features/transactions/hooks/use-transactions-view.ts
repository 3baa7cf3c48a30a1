// The loaded transactions through the view: prepared once per loaded set, sorted once per sort, filtered on each
// filter change (filtering keeps the sorted order, so a keystroke never re-sorts), then one page.
//
// Preparing 50,000 rows takes a few hundred milliseconds, so a newly loaded set is prepared in a deferred render,
// after the first paint. Until then the default view (no filter, no sort) shows its page straight from the loaded
// transactions; any other view shows the set prepared before (a refresh replacing it), or waits when there is none.
// An edit or a pull of changes is not a new set: a few objects inserted, removed or replaced in the set prepared last
// (set-patches.ts) are prepared at once, in the same render, and the sort order and the filter options take in only
// those. A split whole is left out before all of this: its parts stand for it.
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { FilterState, Transaction } from '@finance/shared';
import type { ViewPage } from '@finance/shared/data';
import { countedAmount, type CategoryNames } from '../model/cell-format';
import { createNarrowingFilter, filterRows, isUnfiltered, narrows } from '../model/filter';
import { createPatchingOptions, type FilterOptions } from '../model/filter-options';
import { boundedPage, pageCount, pageRows } from '../model/paging';
import { setPatch } from '../model/set-patches';
import { listedTransactions } from '../model/splits';
import { createPatchingSort, prepareSorts, type SortState } from '../model/sort';
import { createOrderFreeTotals, totalsOf, type Totals } from '../model/totals';
import { createPatchingRows, toRow, type TransactionRow } from '../model/transaction-rows';
import type { ViewState } from '../model/view-state';
import { afterPaint } from '@finance/shared/data';

export interface TransactionsView {
  options: FilterOptions;
  /** Every row the filters let through, in the view's order (the CSV's rows). */
  matching: readonly TransactionRow[];
  totals: Totals;
  /** The page shown, bounded between 1 and the last page. */
  page: number;
  lastPage: number;
  rows: TransactionRow[];
  /** The newly loaded set is still being prepared and this view cannot be shown without it. */
  preparing: boolean;
  /** The rows, totals and pages are the view's as it was last shown (its kept page), until the set is prepared. */
  remembered: boolean;
}

/** What the view can show before its set is whole and prepared. */
export interface ViewMemory {
  /** Only the newest few of the set are held yet. */
  partial: boolean;
  /** The view's first page as it was last shown, kept with the stored copy. */
  page: ViewPage | null;
}

const NOTHING_LOADED: readonly Transaction[] = [];

/**
 * Which loaded set to prepare in this render: the deferred one, except when the latest is a few objects inserted,
 * removed or replaced in the set prepared last (an edit, a pull of changes), which needs no deferring.
 */
function createSettler(): (deferred: readonly Transaction[], latest: readonly Transaction[]) => readonly Transaction[] {
  let last: readonly Transaction[] | null = null;
  return (deferred, latest) => {
    const settled = deferred !== latest && setPatch(last, latest) !== null ? latest : deferred;
    last = settled;
    return settled;
  };
}

/** The same object for equal values, so that memos depending on it hold across unrelated view changes. */
function useStable<T>(value: T): T {
  const key = JSON.stringify(value);
  return useMemo(() => JSON.parse(key) as T, [key]);
}

/** A kept page as the view shows it: its rows, its totals and its pages; null when its facts are not all there. */
function keptView(page: ViewPage, names: CategoryNames) {
  const { count, moneyIn, moneyOut, page: shownPage, lastPage } = page.facts;
  if ([count, moneyIn, moneyOut, shownPage, lastPage].some((fact) => fact === undefined)) return null;
  return {
    rows: page.transactions.map((transaction) => toRow(transaction, names)),
    totals: { count: count!, moneyIn: moneyIn!, moneyOut: moneyOut! },
    page: shownPage!,
    lastPage: lastPage!,
  };
}

export function useTransactionsView(
  loaded: readonly Transaction[],
  view: ViewState,
  searchTerm: string,
  names: CategoryNames,
  memory: ViewMemory = { partial: false, page: null },
): TransactionsView {
  // A split whole is no row: its parts are what the table, the totals, the options and the CSV see.
  const transactions = useMemo(() => listedTransactions(loaded), [loaded]);
  const deferred = useDeferredValue(transactions, NOTHING_LOADED);
  const [settle] = useState(createSettler);
  const settled = useMemo(() => settle(deferred, transactions), [settle, deferred, transactions]);
  // An edit's or a pull's set is the last one with a few objects changed: only those are prepared.
  const [prepareRows] = useState(createPatchingRows);
  const prepared = useMemo(() => prepareRows(settled, names), [prepareRows, settled, names]);
  // Each remembers its last result, so that an edit keeps the options and the order where it leaves them.
  const [readOptions] = useState(createPatchingOptions);
  const [sortView] = useState(createPatchingSort);
  const options = useMemo(() => readOptions(prepared), [readOptions, prepared]);
  const sort = useStable<SortState | null>(view.sort);
  const sorted = useMemo(() => sortView(prepared, sort), [sortView, prepared, sort]);
  const filters = useStable<FilterState>({ ...view.filters, searchTerm });
  // The whole match, its totals and its pages are counted in a render of their own once the frame of a keystroke (or
  // any other filter change) is painted; that frame shows the page's rows, found at once by the first matches (at
  // 150,684 rows the whole match of a first letter alone took most of a frame, and counted before the paint, delayed
  // it).
  const [counted, setCounted] = useState(filters);
  useEffect(() => {
    if (counted === filters) return;
    return afterPaint(() => startTransition(() => setCounted(filters)));
  }, [counted, filters]);
  // Typing on narrows the last result: the next one is filtered from it rather than from every row.
  const [filterNarrowing] = useState(createNarrowingFilter);
  const matching = useMemo(() => filterNarrowing(sorted, counted), [filterNarrowing, sorted, counted]);
  // A sort keeps the totals: the same rows pass the same filters.
  const [countTotals] = useState(() => createOrderFreeTotals((row: TransactionRow) => row.counted));
  const totals = useMemo(() => countTotals(prepared, counted, matching), [countTotals, prepared, counted, matching]);
  const first = useMemo(() => {
    if (counted === filters) return null;
    const found = filterRows(narrows(counted, filters) ? matching : sorted, filters, view.page * view.pageSize);
    return { found, page: boundedPage(view.page, pageCount(found.length, view.pageSize)) };
  }, [counted, filters, matching, sorted, view.page, view.pageSize]);
  const lastPage = pageCount(matching.length, view.pageSize);
  const page = first?.page ?? boundedPage(view.page, lastPage);
  const rows = useMemo(
    () => pageRows(first?.found ?? matching, page, view.pageSize),
    [first, matching, page, view.pageSize],
  );
  const fresh = { options, matching, totals, page, lastPage, rows, preparing: false, remembered: false };

  const waiting = settled !== transactions;
  // Every column's order is made ahead while the page is idle, once the latest set is prepared.
  useEffect(() => (waiting ? undefined : prepareSorts(prepared)), [waiting, prepared]);
  const defaultView = !sort && isUnfiltered(filters);
  const quick = useMemo(() => {
    if (!waiting || !defaultView) return null;
    const quickLast = pageCount(transactions.length, view.pageSize);
    const quickPage = boundedPage(view.page, quickLast);
    return {
      totals: totalsOf(transactions, countedAmount),
      page: quickPage,
      lastPage: quickLast,
      rows: pageRows(transactions, quickPage, view.pageSize).map((transaction) => toRow(transaction, names)),
    };
  }, [waiting, defaultView, transactions, view.page, view.pageSize, names]);
  // A view other than the default one shows its kept page while its whole set is read or prepared.
  const kept = useMemo(() => (memory.page ? keptView(memory.page, names) : null), [memory.page, names]);
  if (kept && !defaultView && (waiting || memory.partial))
    return { ...fresh, ...kept, matching: [], preparing: false, remembered: true };
  if (!waiting) return fresh;
  if (quick) return { ...fresh, ...quick, matching: [], preparing: false };
  return { ...fresh, preparing: settled === NOTHING_LOADED };
}
