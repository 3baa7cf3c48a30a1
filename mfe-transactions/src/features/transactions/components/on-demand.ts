// The Filters panel (with react-day-picker's calendar), the Customize Columns dialog (with @hello-pangea/dnd) and the
// transaction panels load when first opened, not with the screen: the rows show without their bytes. Pointing at or focusing their buttons
// starts the download, so they usually open at once. webpack keeps each import() promise, so a second call is free.
import { lazy } from 'react';

const loadFiltersPanel = () => import('./FiltersPanel');
const loadColumnsDialog = () => import('./ColumnsDialog');
const loadTransactionPanel = () => import('./TransactionPanel');
const loadTransactionForm = () => import('./TransactionForm');

export const FiltersPanel = lazy(() => loadFiltersPanel().then((module) => ({ default: module.FiltersPanel })));
export const ColumnsDialog = lazy(() => loadColumnsDialog().then((module) => ({ default: module.ColumnsDialog })));
export const TransactionPanel = lazy(() =>
  loadTransactionPanel().then((module) => ({ default: module.TransactionPanel })),
);
export const TransactionForm = lazy(() =>
  loadTransactionForm().then((module) => ({ default: module.TransactionForm })),
);

/** A failed early download is retried by opening, which then shows its error. */
export function preloadFiltersPanel(): void {
  loadFiltersPanel().catch(() => undefined);
}

export function preloadColumnsDialog(): void {
  loadColumnsDialog().catch(() => undefined);
}

/** A transaction's details and the Add transaction form: pointing at a row's table or at Add transaction. */
export function preloadTransactionPanels(): void {
  loadTransactionPanel().catch(() => undefined);
  loadTransactionForm().catch(() => undefined);
}
