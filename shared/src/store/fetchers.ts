// The store's queries: one fetch per data kind, each with its loading flag and error, and fetch-all over the six.
import type { RequestSignal } from '../api/api-client';
import type { TransactionsRange } from '../api/transactions-api';
import {
  DATA_KINDS,
  FETCH_ERRORS,
  SYNC_ERRORS,
  TRANSACTIONS_PREVIEW_SIZE,
  type DataKind,
  type FinancialValues,
} from './financial-state';
import { sharedWith } from './held-transactions';
import type { OwnerSession } from './owner-session';
import type { PendingChanges } from './pending-changes';
import type { FinancialStoreApi } from './store-api';
import { transactionsWindow } from './transactions-window';

/** A fetch of one kind for a session: true when its response was set. */
export type Fetcher = (session: OwnerSession) => Promise<boolean>;

export interface Fetchers extends Record<DataKind, Fetcher> {
  /** All six kinds in parallel: isSyncing, then lastSync, or syncError when any failed. */
  all(session: OwnerSession): Promise<void>;
}

/** `pending`: the changes of transactions under way, laid over the transactions each fetch brings. */
export function createFetchers(api: FinancialStoreApi, pending?: PendingChanges): Fetchers {
  /** One request of one kind: its loading flag and error, its response set while the session is current. */
  async function load<T>(
    session: OwnerSession,
    kind: DataKind,
    request: (options: RequestSignal) => Promise<T>,
    toValues: (response: T) => Partial<FinancialValues>,
  ): Promise<boolean> {
    session.set((state) => ({ loading: { ...state.loading, [kind]: true } }));
    try {
      const response = await request({ signal: session.signal });
      return session.set((state) => ({
        ...toValues(response),
        loading: { ...state.loading, [kind]: false },
        errors: { ...state.errors, [kind]: null },
      }));
    } catch (error) {
      // An ended session's requests fail by being aborted: nobody is told.
      const failed = session.set((state) => ({
        loading: { ...state.loading, [kind]: false },
        errors: { ...state.errors, [kind]: FETCH_ERRORS[kind] },
      }));
      if (failed)
        console.error(`[financial-store] ${FETCH_ERRORS[kind]}:`, error instanceof Error ? error.message : error);
      return false;
    }
  }

  /** The newest few of the range, shown while the whole set loads; dropped when the whole set came first. */
  async function loadPreview(session: OwnerSession, range: TransactionsRange): Promise<void> {
    const page = await api
      .getTransactions(range, { limit: TRANSACTIONS_PREVIEW_SIZE, signal: session.signal })
      .catch(() => null);
    if (!page || page === 'not-modified') return;
    session.set((state) =>
      state.loading.transactions && state.transactions.length === 0
        ? { transactionsPreview: { transactions: page.transactions, total: page.total } }
        : null,
    );
  }

  function loadTransactions(session: OwnerSession): Promise<boolean> {
    const range = transactionsWindow();
    const { transactionsEtag: etag, transactions } = session.state;
    // Nothing held: the first page need not wait for the whole set (its failure is the whole set's to report). It is
    // asked for first: a server that answers one query at a time (the embedded PGlite) then builds it first.
    if (etag === null && transactions.length === 0) void loadPreview(session, range);
    const loading = load(
      session,
      'transactions',
      (options) => api.getTransactions(range, { etag, ...options }),
      (page) =>
        page === 'not-modified'
          ? {}
          : {
              // Unchanged transactions keep their held objects (and an unchanged set its held list).
              transactions: sharedWith(
                session.state.transactions,
                pending ? pending.over(session, page.transactions) : page.transactions,
              ),
              transactionsEtag: page.etag,
              transactionsPreview: null,
            },
    );
    return loading;
  }

  /** A kind whose value is the response as the API sends it. */
  const loadAsIs =
    <K extends Exclude<DataKind, 'transactions'>>(
      kind: K,
      request: (options: RequestSignal) => Promise<FinancialValues[K]>,
    ): Fetcher =>
    (session) =>
      load(session, kind, request, (response) => ({ [kind]: response }));

  const fetchers: Record<DataKind, Fetcher> = {
    accounts: loadAsIs('accounts', (options) => api.getAccounts(options)),
    transactions: loadTransactions,
    categorySummary: loadAsIs('categorySummary', (options) => api.getCategorySummary(options)),
    monthlySummary: loadAsIs('monthlySummary', (options) => api.getMonthlySummary(options)),
    payeeSummary: loadAsIs('payeeSummary', (options) => api.getPayeeSummary(options)),
    spendingTrends: loadAsIs('spendingTrends', (options) => api.getSpendingTrends(options)),
  };

  async function all(session: OwnerSession): Promise<void> {
    session.set({ isSyncing: true, syncError: null });
    const results = await Promise.all(DATA_KINDS.map((kind) => fetchers[kind](session)));
    session.set(
      results.every(Boolean)
        ? { isSyncing: false, lastSync: new Date().toISOString() }
        : { isSyncing: false, syncError: SYNC_ERRORS.sync },
    );
  }

  return { ...fetchers, all };
}
