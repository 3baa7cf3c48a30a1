// The first pages of the views a person looked at last, kept with their copy: a returning visit to a view the URL
// holds (a search, a sort by amount, 50 a page) paints its first rows from here while the whole set is read back and
// prepared (1.5 s at 150,684 rows), as the default view paints from the newest rows. A page is shown only if the
// copy is still where it was when the page was kept (the same cursor); the prepared view then takes its place.
import type { StoreApi } from 'zustand/vanilla';
import type { Transaction } from '../types/entities';
import type { FinancialState } from './financial-state';

/**
 * The first page of a view a screen showed (the transactions searched, sorted, a page of them), kept with the copy so
 * that a returning visit to it paints before the whole set is read back and prepared. `cursor` is where the set stood.
 */
export interface ViewPage {
  cursor: string | null;
  transactions: Transaction[];
  /** What the screen says of the view besides its rows (its totals, its pages). */
  facts: Record<string, number>;
}

/** The views' first pages by the screen's key for the view, the latest last. */
export type ViewPages = Record<string, ViewPage>;

/** How many views are kept: the oldest goes first. */
export const VIEW_PAGES_MAX = 20;
/** A page's rows beyond this are not kept (the largest page is 50). */
const VIEW_PAGE_ROWS_MAX = 100;

/** The pages with this one kept (as the latest), the oldest beyond VIEW_PAGES_MAX let go. */
export function withViewPage(pages: ViewPages, key: string, page: ViewPage): ViewPages {
  const { [key]: _replaced, ...others } = pages;
  const kept = Object.entries(others).slice(-(VIEW_PAGES_MAX - 1));
  return Object.fromEntries([
    ...kept,
    [key, { ...page, transactions: page.transactions.slice(0, VIEW_PAGE_ROWS_MAX) }],
  ]);
}

const isPage = (value: unknown): value is ViewPage => {
  const page = value as Partial<ViewPage> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    Array.isArray(page.transactions) &&
    page.transactions.every((transaction: Transaction | null) => typeof transaction?.transaction_id === 'string') &&
    typeof page.facts === 'object' &&
    page.facts !== null &&
    Object.values(page.facts).every((fact) => typeof fact === 'number')
  );
};

/** The stored pages that can be shown over a copy at `cursor`: well formed and kept at that cursor. */
export function usableViewPages(stored: unknown, cursor: string | null): ViewPages {
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(([, page]) => isPage(page) && page.cursor === cursor && cursor !== null),
  );
}

/** The store's rememberViewPage: a person's page, once their copy is read (before, the write would overwrite it). */
export function rememberViewPage(store: StoreApi<FinancialState>, key: string, page: Omit<ViewPage, 'cursor'>): void {
  const { ownerId, hydrated, viewPages, transactionsCursor } = store.getState();
  if (ownerId === null || !hydrated) return;
  store.setState({ viewPages: withViewPage(viewPages, key, { ...page, cursor: transactionsCursor }) });
}
