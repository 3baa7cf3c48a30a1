// The Filters panel (with react-day-picker's calendar) and the Customize Columns dialog (with @hello-pangea/dnd) load
// when first opened, not with the screen: the rows show without their bytes. Pointing at or focusing their buttons
// starts the download, so they usually open at once. webpack keeps each import() promise, so a second call is free.
import { lazy } from 'react';

const loadFiltersPanel = () => import('./FiltersPanel');
const loadColumnsDialog = () => import('./ColumnsDialog');

export const FiltersPanel = lazy(() => loadFiltersPanel().then((module) => ({ default: module.FiltersPanel })));
export const ColumnsDialog = lazy(() => loadColumnsDialog().then((module) => ({ default: module.ColumnsDialog })));

/** A failed early download is retried by opening, which then shows its error. */
export function preloadFiltersPanel(): void {
  loadFiltersPanel().catch(() => undefined);
}

export function preloadColumnsDialog(): void {
  loadColumnsDialog().catch(() => undefined);
}
