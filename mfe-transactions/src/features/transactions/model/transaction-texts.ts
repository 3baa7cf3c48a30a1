// What the transactions screen says about its rows as they load and are searched.
export const TRANSACTION_TEXTS = {
  searchPlaceholder: 'Search transactions...',
  loading: 'Loading transactions...',
  noMatch: 'No matching transactions',
  /** While the newest few show on a first visit. */
  loadingAll: (total: number) => `Loading all ${total.toLocaleString('en-US')} transactions…`,
  exportWaiting: 'Export CSV is available once all transactions have loaded',
} as const;
