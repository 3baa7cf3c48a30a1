// The spec's client financial store (accounts, transactions and the four summaries, with a loading flag and an error
// per kind, isSyncing, lastSync and syncError), as a thin layer of selectors over the TanStack Query client that holds
// the data: one instance for every app (it lives in @finance/shared/data, a federation singleton). Each kind is a
// query keyed by its person (query-keys.ts); every change is a mutation (account-mutations.ts,
// transaction-mutations.ts); the copy in IndexedDB is store-persistence.ts.
import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createQueryClient } from '../query/query-client';
import { correctionsKey, dataKey, personKey, summariesKey, workedOutKey } from '../query/query-keys';
import * as accounts from './account-mutations';
import {
  DATA_KINDS,
  FETCH_ERRORS,
  SYNC_ERRORS,
  emptyState,
  type DataKind,
  type FinancialState,
} from './financial-state';
import { financialQuery } from './financial-queries';
import { derivedValues } from './financial-values';
import { defaultApi, type FinancialStoreApi } from './store-api';
import type { OwnerScope } from './store-mutation';
import { readBack, nobody, type Owner } from './store-owner';
import { cachedValues, createStorage } from './store-persistence';
import * as transactions from './transaction-mutations';
import { rememberViewPage } from './view-pages';

export { CACHE_VERSION } from './store-persistence';

export interface FinancialStore extends StoreApi<FinancialState> {
  /** The query client holding the data. */
  readonly queryClient: QueryClient;
  /**
   * Makes the store this person's: another person's queries are cancelled and removed at once, then this person's
   * copy is read back from IndexedDB.
   */
  setOwner(userId: string | null): Promise<void>;
  /**
   * Starts reading the copy now, before anyone is known to own it (at page load, while the session is read): whose
   * it is is checked when setOwner names its owner; anyone else's is never shown.
   */
  preload(): void;
  /** Forgets everything, in memory and in IndexedDB (sign-out). */
  clear(): Promise<void>;
  /** Resolves once everything set so far is in IndexedDB. */
  flush(): Promise<void>;
}

export function createFinancialStore(
  api: FinancialStoreApi = defaultApi,
  client: QueryClient = createQueryClient(),
): FinancialStore {
  const storage = createStorage();
  let owner = nobody();
  let ready: Promise<void> | null = null;

  /** Sets values while `mine` still owns the store. */
  const setFor = (
    mine: Owner,
    values: Partial<FinancialState> | ((state: FinancialState) => Partial<FinancialState>),
  ) => {
    if (mine === owner) store.setState(values);
  };
  const derive = () => {
    if (owner.id !== null && store.getState().hydrated)
      store.setState(derivedValues(client, owner.id, owner.invalid, store.getState()));
  };

  /** A kind's query for `mine`: the newest few of a first visit shown while they still own the store. */
  const queryOf = (mine: Owner, userId: string, kind: DataKind) =>
    financialQuery({ api, client, userId }, kind, (preview) =>
      setFor(mine, (state) =>
        client.getQueryData(dataKey(userId, 'transactions')) === undefined && state.transactions.length === 0
          ? { transactionsPreview: preview }
          : {},
      ),
    );

  /** Asks for one kind now (a request under way is shared); true when it answered. */
  async function fetchKind(kind: DataKind): Promise<boolean> {
    const mine = owner;
    if (mine.id === null) return false;
    try {
      await client.fetchQuery({ ...queryOf(mine, mine.id, kind), staleTime: 0 });
      return true;
    } catch (error) {
      // A request cancelled because the person changed is nobody's failure.
      if (!isCancelledError(error) && mine === owner)
        console.error(`[financial-store] ${FETCH_ERRORS[kind]}:`, error instanceof Error ? error.message : error);
      return false;
    }
  }

  async function fetchAll(): Promise<void> {
    const mine = owner;
    if (mine.id === null) return;
    setFor(mine, { isSyncing: true, syncError: null });
    const results = await Promise.all(DATA_KINDS.map(fetchKind));
    setFor(
      mine,
      results.every(Boolean)
        ? { isSyncing: false, lastSync: new Date().toISOString() }
        : { isSyncing: false, syncError: SYNC_ERRORS.sync },
    );
  }

  async function followChanges(): Promise<void> {
    const mine = owner;
    if (mine.id === null) return;
    const underWay = client.isFetching({ queryKey: dataKey(mine.id, 'transactions'), exact: true }) > 0;
    await Promise.all([
      // A pull under way may have been answered before this change: one more follows it.
      fetchKind('transactions').then((answered) => (underWay && answered ? fetchKind('transactions') : answered)),
      client.invalidateQueries({ queryKey: summariesKey(mine.id) }),
      // A category made, renamed or deleted elsewhere (another tab, a rule there), and what counts them. A read under
      // way is not cancelled: after a change made on this page it is the page's own read of the change, already asked
      // for once the change was answered, and cancelling it would only start the same read again.
      client.invalidateQueries({ queryKey: correctionsKey(mine.id) }, { cancelRefetch: false }),
    ]);
  }

  async function followWorkedOut(): Promise<void> {
    const mine = owner;
    if (mine.id !== null) await client.invalidateQueries({ queryKey: workedOutKey(mine.id) });
  }

  function scope(): OwnerScope | null {
    const mine = owner;
    if (mine.id === null) return null;
    return {
      client,
      api,
      userId: mine.id,
      signal: mine.controller.signal,
      setSyncError: (text) => setFor(mine, { syncError: text }),
      followChanges: () => (mine === owner ? followChanges() : Promise.resolve()),
      refetchAccounts: async () => void (mine === owner && (await fetchKind('accounts'))),
    };
  }
  /** A mutation for the current person; with nobody signed in it rejects, changing nothing. */
  const forOwner =
    <A extends unknown[], T>(run: (scope: OwnerScope, ...args: A) => Promise<T>) =>
    (...args: A): Promise<T> => {
      const current = scope();
      return current ? run(current, ...args) : Promise.reject(new Error('Nobody is signed in'));
    };

  const store: StoreApi<FinancialState> = createStore<FinancialState>()(() => ({
    ...emptyState(null),
    fetchAccounts: async () => void (await fetchKind('accounts')),
    fetchTransactions: async () => void (await fetchKind('transactions')),
    fetchCategorySummary: async () => void (await fetchKind('categorySummary')),
    fetchMonthlySummary: async () => void (await fetchKind('monthlySummary')),
    fetchPayeeSummary: async () => void (await fetchKind('payeeSummary')),
    fetchSpendingTrends: async () => void (await fetchKind('spendingTrends')),
    fetchAll,
    followChanges,
    followWorkedOut,
    addAccounts: forOwner(accounts.addAccounts),
    removeAccounts: forOwner(accounts.removeAccounts),
    updateAccounts: forOwner(accounts.updateAccounts),
    createHandKeptAccount: forOwner(accounts.createHandKeptAccount),
    renameHandKeptAccount: forOwner(accounts.renameHandKeptAccount),
    addTransaction: forOwner((scope, body) =>
      transactions.addTransaction(
        scope,
        body,
        store.getState().accounts.find((held) => held.account_id === body.account_id),
      ),
    ),
    updateTransaction: forOwner(transactions.updateTransaction),
    removeTransaction: forOwner(transactions.removeTransaction),
    splitTransaction: forOwner(transactions.splitTransaction),
    unsplitTransaction: forOwner(transactions.unsplitTransaction),
    changeOnServer: (send) => forOwner((current) => transactions.changeOnServer(current, send))(),
    rememberViewPage: (key, page) => rememberViewPage(store, key, page),
  }));

  client.getQueryCache().subscribe(({ query }) => {
    const [prefix, id] = query.queryKey;
    if (prefix === 'person' && id === owner.id) derive();
  });

  store.subscribe((state) => {
    // Only a person's data, and only once their copy has been read: until then a write would overwrite it unread.
    if (state.hydrated && state.ownerId !== null) storage.write(cachedValues(state), owner.controller.signal);
  });

  function setOwner(userId: string | null): Promise<void> {
    // The same person announced twice is read once.
    if (ready && owner.id === userId) return ready;
    const previous = owner;
    previous.controller.abort();
    owner = { ...nobody(), id: userId };
    if (previous.id !== null) {
      void client.cancelQueries({ queryKey: personKey(previous.id) });
      client.removeQueries({ queryKey: personKey(previous.id) });
      client.getMutationCache().clear();
    }
    store.setState(emptyState(userId));
    ready = readBack({ storage, client, setFor, derive, fetchAll }, owner);
    return ready;
  }

  return Object.assign(store, {
    queryClient: client,
    setOwner,
    preload: () => storage.preload(),
    clear: () => setOwner(null),
    flush: () => storage.flush(),
  });
}
