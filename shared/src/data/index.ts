// @finance/shared/data: the signed-in person's data: the query client, the financial store over it, the API's data
// modules, the live-updates stream and the formatting of what they hold, with their packages (@tanstack/react-query,
// zustand, idb-keyval, eventsource-parser, date-fns). It is a federation singleton of its own, so a page that shows
// none of it (the signed-out landing page) never downloads it. Its modules reach the bus, the session and the API
// client only through "@finance/shared", so there is still one of each on the page.
export * from '../format/money';
export * from '../format/dates';
export * from '../format/category-name';
export * from '../accounts/account-type-groups';
export * from '../summaries/summary-rules';
export * from '../api/accounts-api';
export * from '../api/transactions-api';
export * from '../api/summaries-api';
export * from '../api/corrections-api';
export * from '../api/categories-api';
export { queryClient } from '../query/query-client';
export * from '../query/query-keys';
export * from '../store/financial-state';
export * from '../store/financial-store';
export type { FinancialStoreApi } from '../store/store-api';
export * from '../store/transactions-window';
export type { ViewPage, ViewPages } from '../store/view-pages';
export * from '../store/use-financial-store';
export * from '../store/use-fresh-accounts';
export { afterPaint, whenIdle } from '../store/page-idle';
export * from '../live/live-message';
export { connectLiveUpdates } from '../live/live-updates';
export { startLiveUpdates } from '../live/start-live-updates';
export * from '../contracts/limits';
export * from '../contracts/hand-kept';
