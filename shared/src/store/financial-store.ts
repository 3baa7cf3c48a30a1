// The client's financial store: accounts, transactions and the four summaries, one instance for every app (it lives in
// @finance/shared, a federation singleton). It is cached in IndexedDB under the name "financial-store"; it belongs to
// one person (its ownerId) and is never shown to another.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createChanges } from './changes';
import { createFetchers } from './fetchers';
import {
  CACHED_FIELDS,
  FINANCIAL_STORE_NAME,
  TRANSACTIONS_PREVIEW_SIZE,
  emptyState,
  type FinancialData,
  type FinancialState,
} from './financial-state';
import { createFieldStorage } from './idb-storage';
import { createOwnership } from './ownership';
import { createPendingChanges } from './pending-changes';
import { defaultApi, type FinancialStoreApi } from './store-api';
import { createTransactionChanges } from './transaction-changes';

/**
 * The cache's format: bumped when a cached field changes its shape. 2: the transactions' corrected fields (issue 22:
 * display_name, bank_category, notes, excluded, manual, transfer_id), which a version 1 copy lacks. 3: the
 * transactions in chunks behind a manifest (chunked-field.ts). 4: the manifest says how many rows its chunks hold
 * (a returning visit shows the newest rows and that count while the rest is read).
 */
export const CACHE_VERSION = 4;

export interface FinancialStore extends StoreApi<FinancialState> {
  /**
   * Makes the store this person's: another person's data leaves memory at once and their requests are cancelled, then
   * this person's cache is read back.
   */
  setOwner(userId: string | null): Promise<void>;
  /**
   * Starts reading the cache now, before anyone is known to own it (at page load, while the session is read): it is
   * held aside, out of the state, until setOwner names its owner; anyone else's is never shown.
   */
  preload(): void;
  /** Forgets everything, in memory and in IndexedDB (sign-out). */
  clear(): Promise<void>;
  /** Resolves once everything set so far is in IndexedDB. */
  flush(): Promise<void>;
}

const cachedValues = (state: FinancialState) =>
  Object.fromEntries(CACHED_FIELDS.map((field) => [field, state[field]])) as unknown as FinancialData;

export function createFinancialStore(api: FinancialStoreApi = defaultApi): FinancialStore {
  const storage = createFieldStorage<FinancialData>(FINANCIAL_STORE_NAME, CACHE_VERSION, CACHED_FIELDS, {
    chunked: ['transactions'],
    // A returning visit shows the newest rows as soon as their chunk is read, as a first visit shows its first page.
    headRows: TRANSACTIONS_PREVIEW_SIZE,
  });
  const pending = createPendingChanges();
  const fetchers = createFetchers(api, pending);
  const changes = createChanges(api, fetchers);
  const transactionChanges = createTransactionChanges(api, fetchers, pending);
  const store = createStore<FinancialState>()(() => ({
    ...emptyState(null),
    fetchAccounts: async () => void (await fetchers.accounts(ownership.current())),
    fetchTransactions: async () => void (await fetchers.transactions(ownership.current())),
    fetchCategorySummary: async () => void (await fetchers.categorySummary(ownership.current())),
    fetchMonthlySummary: async () => void (await fetchers.monthlySummary(ownership.current())),
    fetchPayeeSummary: async () => void (await fetchers.payeeSummary(ownership.current())),
    fetchSpendingTrends: async () => void (await fetchers.spendingTrends(ownership.current())),
    fetchAll: () => fetchers.all(ownership.current()),
    addAccounts: (request) => changes.addAccounts(ownership.current(), request),
    removeAccounts: (request) => changes.removeAccounts(ownership.current(), request),
    updateAccounts: (request) => changes.updateAccounts(ownership.current(), request),
    addTransaction: (body) => transactionChanges.addTransaction(ownership.current(), body),
    updateTransaction: (id, patch) => transactionChanges.updateTransaction(ownership.current(), id, patch),
    removeTransaction: (id) => transactionChanges.removeTransaction(ownership.current(), id),
    changeOnServer: (send) => transactionChanges.changeOnServer(ownership.current(), send),
  }));
  const ownership = createOwnership(store, storage, (session) => fetchers.all(session));

  store.subscribe((state) => {
    // Only a person's data, and only once their cache has been read: until then a write would overwrite it unread.
    if (state.hydrated && state.ownerId !== null) storage.write(cachedValues(state), ownership.current().signal);
  });

  return Object.assign(store, {
    setOwner: (userId: string | null) => ownership.setOwner(userId),
    preload: () => storage.preload(),
    clear: () => ownership.setOwner(null),
    flush: () => storage.flush(),
  });
}
