// What the transactions screen says about its rows as they load, are searched and are filtered.
export const TRANSACTION_TEXTS = {
  searchPlaceholder: 'Search transactions...',
  loading: 'Loading transactions...',
  noMatch: 'No matching transactions',
  /** While the newest few show on a first visit. */
  loadingAll: (total: number) => `Loading all ${total.toLocaleString('en-US')} transactions…`,
  exportWaiting: 'Export CSV is available once all transactions have loaded',
  /** The chip of the payee filter a summary's figure sets (?payee=). */
  payeeFilter: (payee: string) => `Payee: ${payee}`,
  removeFilter: (filter: string) => `Remove filter ${filter}`,
} as const;
