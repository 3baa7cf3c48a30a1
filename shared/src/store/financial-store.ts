// The client's financial store: accounts, transactions and the four summaries, one instance for every app (it lives in
// @finance/shared, a federation singleton). zustand's persist middleware keeps it in IndexedDB under the name
// "financial-store"; it belongs to one person (its ownerId) and is never shown to another.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import * as accountsApi from '../api/accounts-api';
import type { ExchangeBody, ExchangeResponse, RemovalResponse, SyncBody, SyncResponse } from '../contracts';
import * as summariesApi from '../api/summaries-api';
import type { Summary } from '../api/summaries-api';
import * as transactionsApi from '../api/transactions-api';
import type { TransactionsRange } from '../api/transactions-api';
import type { Account, RemovalRequest, Transaction } from '../types/entities';
import { createFieldStorage, type FieldStorage } from './idb-storage';
import { transactionsWindow } from './transactions-window';

export const FINANCIAL_STORE_NAME = 'financial-store';

export type DataKind =
  'accounts' | 'transactions' | 'categorySummary' | 'monthlySummary' | 'payeeSummary' | 'spendingTrends';
export const DATA_KINDS: readonly DataKind[] = [
  'accounts',
  'transactions',
  'categorySummary',
  'monthlySummary',
  'payeeSummary',
  'spendingTrends',
];

/** The texts a failed fetch leaves in errors[kind]. */
export const FETCH_ERRORS: Record<DataKind, string> = {
  accounts: 'Failed to fetch accounts',
  transactions: 'Failed to fetch transactions',
  categorySummary: 'Failed to fetch category summary',
  monthlySummary: 'Failed to fetch monthly summary',
  payeeSummary: 'Failed to fetch payee summary',
  spendingTrends: 'Failed to fetch spending trends',
};

/** The texts a failed change or sync leaves in syncError. */
export const SYNC_ERRORS = {
  sync: 'Failed to sync data',
  addAccounts: 'Failed to add accounts',
  removeAccount: 'Failed to remove account',
  updateAccount: 'Failed to update account',
} as const;

export const INVALID_DATA_ERRORS = {
  accounts: 'Accounts data is invalid',
  transactions: 'Transactions data is invalid',
} as const;

/** What is kept in IndexedDB. */
export interface FinancialData {
  /** The user_id this data belongs to; null when signed out. */
  ownerId: string | null;
  accounts: Account[];
  transactions: Transaction[];
  /** Names the held transactions for a conditional request. */
  transactionsEtag: string | null;
  categorySummary: Summary | null;
  monthlySummary: Summary | null;
  payeeSummary: Summary | null;
  spendingTrends: Summary | null;
  lastSync: string | null;
}

/** How many of the newest transactions a first visit asks for first, to show while the whole set loads. */
export const TRANSACTIONS_PREVIEW_SIZE = 50;

/** The newest transactions of the range and how many the range holds, shown while the whole set loads. */
export interface TransactionsPreview {
  transactions: Transaction[];
  total: number;
}

export interface FinancialState extends FinancialData {
  /** The owner's stored data has been read (or there was none): until then the data fields are empty. */
  hydrated: boolean;
  /**
   * On a visit with no stored set: the newest transactions while the whole set loads (never stored); null once the
   * whole set is held, or when there was nothing to preview.
   */
  transactionsPreview: TransactionsPreview | null;
  loading: Record<DataKind, boolean>;
  errors: Record<DataKind, string | null>;
  isSyncing: boolean;
  syncError: string | null;

  fetchAccounts(): Promise<void>;
  /** The last 18 months to today; with none held, the newest few first (transactionsPreview). */
  fetchTransactions(): Promise<void>;
  fetchCategorySummary(): Promise<void>;
  fetchMonthlySummary(): Promise<void>;
  fetchPayeeSummary(): Promise<void>;
  fetchSpendingTrends(): Promise<void>;
  /** All six kinds in parallel: isSyncing, then lastSync, or syncError when any failed. */
  fetchAll(): Promise<void>;
  /** Exchanges Link's public token: the accounts show at once, the server's answer replaces them; reverted on failure. */
  addAccounts(request: ExchangeBody): Promise<ExchangeResponse>;
  /** Removes institutions and accounts (with their transactions) at once, then reloads; reverted on failure. */
  removeAccounts(request: RemovalRequest): Promise<RemovalResponse>;
  /** Refreshes one institution's balances and transactions now ("Sync now"). */
  updateAccounts(request: SyncBody): Promise<SyncResponse>;
}

/** The calls the store makes; tests pass fakes. */
export interface FinancialStoreApi {
  getAccounts: typeof accountsApi.getAccounts;
  exchangePublicToken: typeof accountsApi.exchangePublicToken;
  syncAccounts: typeof accountsApi.syncAccounts;
  removeAccounts: typeof accountsApi.removeAccounts;
  getTransactions: typeof transactionsApi.getTransactions;
  getCategorySummary: typeof summariesApi.getCategorySummary;
  getMonthlySummary: typeof summariesApi.getMonthlySummary;
  getPayeeSummary: typeof summariesApi.getPayeeSummary;
  getSpendingTrends: typeof summariesApi.getSpendingTrends;
}

const defaultApi: FinancialStoreApi = { ...accountsApi, ...transactionsApi, ...summariesApi };

const PERSISTED_FIELDS = [
  'ownerId',
  'accounts',
  'transactions',
  'transactionsEtag',
  'categorySummary',
  'monthlySummary',
  'payeeSummary',
  'spendingTrends',
  'lastSync',
] as const satisfies readonly (keyof FinancialData)[];

const flags = <T>(value: T) => Object.fromEntries(DATA_KINDS.map((kind) => [kind, value])) as Record<DataKind, T>;

export function emptyData(ownerId: string | null): FinancialData {
  return {
    ownerId,
    accounts: [],
    transactions: [],
    transactionsEtag: null,
    categorySummary: null,
    monthlySummary: null,
    payeeSummary: null,
    spendingTrends: null,
    lastSync: null,
  };
}

function emptyState(ownerId: string | null) {
  return {
    ...emptyData(ownerId),
    hydrated: false,
    transactionsPreview: null,
    loading: flags(false),
    errors: flags<string | null>(null),
    isSyncing: false,
    syncError: null,
  };
}

export interface FinancialStore extends StoreApi<FinancialState> {
  /** Makes the store this person's: another person's data leaves memory at once, then theirs is read back. */
  setOwner(userId: string | null): Promise<void>;
  /**
   * Starts reading the stored data now, before anyone is known to own it (at page load, while the session is read):
   * it is held aside, out of the state, until setOwner names its owner; anyone else's is never shown.
   */
  preload(): void;
  /** Forgets everything, in memory and in IndexedDB (sign-out). */
  clear(): Promise<void>;
  /** Resolves once everything set so far is in IndexedDB. */
  flush(): Promise<void>;
}

/** An account placeholder from Link's metadata, shown until the server's answer replaces it. */
function pendingAccount(request: ExchangeBody, meta: NonNullable<ExchangeBody['accounts']>[number]): Account {
  return {
    account_id: meta.id,
    item_id: request.institution_id,
    institution_id: request.institution_id,
    institution_name: request.institution_name,
    name: meta.name ?? 'Account',
    official_name: null,
    type: (meta.type as Account['type']) ?? 'depository',
    subtype: meta.subtype ?? null,
    mask: meta.mask ?? null,
    last_sync: null,
    balances: { current: null, available: null, limit: null, iso_currency_code: null },
    item_status: 'good',
    item_error: null,
  };
}

function isRemoved(request: RemovalRequest) {
  const items = new Set(request.items ?? []);
  const accounts = new Set(Object.values(request.accounts ?? {}).flat());
  return (account: Account) => items.has(account.institution_id) || accounts.has(account.account_id);
}

export function createFinancialStore(api: FinancialStoreApi = defaultApi): FinancialStore {
  const storage: FieldStorage<FinancialData> = createFieldStorage<FinancialData>(PERSISTED_FIELDS);
  /** Bumped by every change of owner, so that a slower read for a previous owner never lands. */
  let ownerGeneration = 0;

  const store = createStore<FinancialState>()(
    persist(
      (set, get) => {
        /** One fetch of one kind: its loading flag and error, the data only if the owner is still the same. */
        async function load<T>(
          kind: DataKind,
          fetch: () => Promise<T>,
          apply: (value: T) => Partial<FinancialState>,
        ): Promise<boolean> {
          const owner = get().ownerId;
          set((state) => ({ loading: { ...state.loading, [kind]: true } }));
          try {
            const value = await fetch();
            if (get().ownerId !== owner) return false;
            set((state) => ({
              ...apply(value),
              loading: { ...state.loading, [kind]: false },
              errors: { ...state.errors, [kind]: null },
            }));
            return true;
          } catch (error) {
            if (get().ownerId !== owner) return false;
            console.error(`[financial-store] ${FETCH_ERRORS[kind]}:`, error instanceof Error ? error.message : error);
            set((state) => ({
              loading: { ...state.loading, [kind]: false },
              errors: { ...state.errors, [kind]: FETCH_ERRORS[kind] },
            }));
            return false;
          }
        }

        /** The newest few of the range, shown while the whole set loads; dropped when the whole set came first. */
        async function loadPreview(range: TransactionsRange): Promise<void> {
          const owner = get().ownerId;
          const page = await api.getTransactions(range, null, TRANSACTIONS_PREVIEW_SIZE).catch(() => null);
          const state = get();
          if (!page || page === 'not-modified' || state.ownerId !== owner) return;
          if (!state.loading.transactions || state.transactions.length > 0) return;
          set({ transactionsPreview: { transactions: page.transactions, total: page.total } });
        }

        function loadTransactions(): Promise<boolean> {
          const range = transactionsWindow();
          const { transactionsEtag: etag, transactions } = get();
          const loading = load(
            'transactions',
            () => api.getTransactions(range, etag),
            (page) =>
              page === 'not-modified'
                ? {}
                : { transactions: page.transactions, transactionsEtag: page.etag, transactionsPreview: null },
          );
          // Nothing held: the first page need not wait for the whole set (its failure is the whole set's to report).
          if (etag === null && transactions.length === 0) void loadPreview(range);
          return loading;
        }

        const fetchers = {
          accounts: () => load('accounts', api.getAccounts, (accounts) => ({ accounts })),
          transactions: loadTransactions,
          categorySummary: () =>
            load('categorySummary', api.getCategorySummary, (categorySummary) => ({ categorySummary })),
          monthlySummary: () => load('monthlySummary', api.getMonthlySummary, (monthlySummary) => ({ monthlySummary })),
          payeeSummary: () => load('payeeSummary', api.getPayeeSummary, (payeeSummary) => ({ payeeSummary })),
          spendingTrends: () => load('spendingTrends', api.getSpendingTrends, (spendingTrends) => ({ spendingTrends })),
        } satisfies Record<DataKind, () => Promise<boolean>>;

        /** Runs a change against the server after showing it: reverted, with syncError, when the server refuses. */
        async function optimistic<T>(
          change: Partial<FinancialData>,
          call: () => Promise<T>,
          failure: string,
        ): Promise<T> {
          const owner = get().ownerId;
          const before = { accounts: get().accounts, transactions: get().transactions };
          set({ ...change, syncError: null });
          try {
            return await call();
          } catch (error) {
            if (get().ownerId === owner) set({ ...before, syncError: failure });
            throw error;
          }
        }

        return {
          ...emptyState(null),
          fetchAccounts: async () => void (await fetchers.accounts()),
          fetchTransactions: async () => void (await fetchers.transactions()),
          fetchCategorySummary: async () => void (await fetchers.categorySummary()),
          fetchMonthlySummary: async () => void (await fetchers.monthlySummary()),
          fetchPayeeSummary: async () => void (await fetchers.payeeSummary()),
          fetchSpendingTrends: async () => void (await fetchers.spendingTrends()),

          async fetchAll() {
            const owner = get().ownerId;
            set({ isSyncing: true, syncError: null });
            const results = await Promise.all(DATA_KINDS.map((kind) => fetchers[kind]()));
            if (get().ownerId !== owner) return;
            if (results.every(Boolean)) set({ isSyncing: false, lastSync: new Date().toISOString() });
            else set({ isSyncing: false, syncError: SYNC_ERRORS.sync });
          },

          async addAccounts(request) {
            const others = get().accounts.filter((account) => account.institution_id !== request.institution_id);
            const shown = [...others, ...(request.accounts ?? []).map((meta) => pendingAccount(request, meta))];
            const answer = await optimistic(
              { accounts: shown },
              () => api.exchangePublicToken(request),
              SYNC_ERRORS.addAccounts,
            );
            set((state) => ({
              accounts: [
                ...state.accounts.filter((account) => account.institution_id !== answer.institution_id),
                ...answer.accounts,
              ],
            }));
            void fetchers.accounts();
            return answer;
          },

          async removeAccounts(request) {
            const removed = isRemoved(request);
            const leaving = new Set(
              get()
                .accounts.filter(removed)
                .map((account) => account.account_id),
            );
            const answer = await optimistic(
              {
                accounts: get().accounts.filter((account) => !removed(account)),
                transactions: get().transactions.filter((transaction) => !leaving.has(transaction.account_id)),
              },
              () => api.removeAccounts(request),
              SYNC_ERRORS.removeAccount,
            );
            await Promise.all([fetchers.accounts(), fetchers.transactions()]);
            return answer;
          },

          async updateAccounts(request) {
            const answer = await optimistic({}, () => api.syncAccounts(request), SYNC_ERRORS.updateAccount);
            set((state) => ({
              accounts: state.accounts.map(
                (account) => answer.accounts.find((fresh) => fresh.account_id === account.account_id) ?? account,
              ),
            }));
            await fetchers.transactions();
            return answer;
          },
        };
      },
      {
        name: FINANCIAL_STORE_NAME,
        version: 1,
        storage,
        skipHydration: true,
        partialize: (state): FinancialData =>
          Object.fromEntries(PERSISTED_FIELDS.map((field) => [field, state[field]])) as unknown as FinancialData,
        // Stored data of anyone but the current owner is never merged in.
        merge: (persisted, current) => {
          const stored = persisted as Partial<FinancialData> | undefined;
          if (!stored || stored.ownerId !== current.ownerId) return current;
          return { ...current, ...stored };
        },
      },
    ),
  );

  /** The owner being set up, so that the same person announced twice is read once. */
  let settingUp: { userId: string | null; done: Promise<void> } | null = null;

  function setOwner(userId: string | null): Promise<void> {
    if (settingUp?.userId === userId) return settingUp.done;
    if (store.getState().ownerId === userId && store.getState().hydrated) return Promise.resolve();
    const done = takeOwnership(userId).finally(() => {
      if (settingUp?.done === done) settingUp = null;
    });
    settingUp = { userId, done };
    return done;
  }

  async function takeOwnership(userId: string | null): Promise<void> {
    const mine = ++ownerGeneration;
    storage.setWritable(false);
    store.setState(emptyState(userId));
    if (userId === null) {
      await storage.removeItem(FINANCIAL_STORE_NAME);
      if (mine === ownerGeneration) store.setState({ hydrated: true });
      return;
    }
    const storedOwner = await storage.readField(FINANCIAL_STORE_NAME, 'ownerId').catch(() => undefined);
    if (mine !== ownerGeneration) return;
    if (storedOwner !== undefined && storedOwner !== userId) {
      // Left behind by someone who did not sign out: it is not this person's to see, nor to keep.
      await storage.removeItem(FINANCIAL_STORE_NAME);
    } else if (storedOwner !== undefined) {
      await store.persist.rehydrate();
    }
    if (mine !== ownerGeneration) return;
    const state = store.getState();
    const invalid: Partial<Record<DataKind, string>> = {};
    if (!Array.isArray(state.accounts)) invalid.accounts = INVALID_DATA_ERRORS.accounts;
    if (!Array.isArray(state.transactions)) invalid.transactions = INVALID_DATA_ERRORS.transactions;
    storage.setWritable(true);
    if (Object.keys(invalid).length > 0) {
      for (const message of Object.values(invalid)) console.error(`[financial-store] ${message}`);
      store.setState({
        ...emptyData(userId),
        hydrated: true,
        errors: { ...state.errors, ...invalid },
      });
      await store.getState().fetchAll();
      return;
    }
    store.setState({ hydrated: true });
  }

  return Object.assign(store, {
    setOwner,
    preload: () => storage.preload(FINANCIAL_STORE_NAME),
    clear: () => setOwner(null),
    flush: () => storage.flush(),
  });
}
