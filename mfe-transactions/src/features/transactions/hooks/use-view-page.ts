// The view's first page kept with the stored copy (the store's viewPages), so that the next visit to this view (the
// URL holds it: a reload, a bookmark, the browser's back) paints it before the whole set is read back and prepared.
// It is kept once the view has shown the whole set, prepared, for a second unchanged; the default view needs none
// (the newest rows are the copy's first chunk).
import { useEffect } from 'react';
import { financialStore } from '@finance/shared/data';
import type { TransactionsView } from './use-transactions-view';

/** How long a view is shown unchanged before its page is kept: typing and paging keep nothing meanwhile. */
export const KEEP_VIEW_PAGE_AFTER_MS = 1_000;

/** The view's key: everything the URL holds of it. */
export const viewPageKey = (view: unknown, searchTerm: string) => JSON.stringify({ view, searchTerm });

/** Keeps the shown page of the view once it has shown the whole set as it stands, unchanged, for a second. */
export function useKeepViewPage(key: string, shown: TransactionsView, keep: boolean): void {
  const { rows, totals, page, lastPage } = shown;
  useEffect(() => {
    if (!keep) return;
    const timer = setTimeout(
      () =>
        financialStore.getState().rememberViewPage(key, {
          transactions: rows.map((row) => row.transaction),
          facts: { ...totals, page, lastPage },
        }),
      KEEP_VIEW_PAGE_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [key, keep, rows, totals, page, lastPage]);
}
