// What the financial store holds, what it caches in IndexedDB, and the texts its failures leave behind.
import type {
  CategorySummaryResponse,
  ExchangeBody,
  ExchangeResponse,
  HandKeptAccountBody,
  ManualTransactionBody,
  MonthSummaryResponse,
  PayeeSummaryResponse,
  RemovalResponse,
  SplitPart,
  SyncBody,
  SyncResponse,
  TransactionPatch,
  TrendsResponse,
} from '../contracts';
import type { RequestSignal } from '../api/api-client';
import type { Account, RemovalRequest, Transaction } from '../types/entities';
import type { ViewPage, ViewPages } from './view-pages';

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
  // Accounts kept by hand (issue 32): the catalogue's texts say "accounts" and "account" of the banks' as well.
  createAccount: 'Failed to add account',
  renameAccount: 'Failed to rename account',
  addTransaction: 'Failed to add transaction',
  updateTransaction: 'Failed to update transaction',
  // The specification's catalogue has no text of its own for a removal that failed (its "Failed to remove account" is
  // the accounts'); removing a manual transaction is one more change of the person's transactions.
  removeTransaction: 'Failed to update transaction',
} as const;

export const INVALID_DATA_ERRORS = {
  accounts: 'Accounts data is invalid',
  transactions: 'Transactions data is invalid',
} as const;

/** What is cached in IndexedDB. */
export interface FinancialData {
  /** The user_id this data belongs to; null when signed out. */
  ownerId: string | null;
  accounts: Account[];
  transactions: Transaction[];
  /** Where the held transactions stand: GET /transactions/changes brings them up to date from here. */
  transactionsCursor: string | null;
  categorySummary: CategorySummaryResponse | null;
  monthlySummary: MonthSummaryResponse | null;
  payeeSummary: PayeeSummaryResponse | null;
  spendingTrends: TrendsResponse | null;
  lastSync: string | null;
  /** The first pages of the views a screen showed last (view-pages.ts). */
  viewPages: ViewPages;
}

export const CACHED_FIELDS = [
  'ownerId',
  'accounts',
  'transactions',
  'transactionsCursor',
  'categorySummary',
  'monthlySummary',
  'payeeSummary',
  'spendingTrends',
  'lastSync',
  'viewPages',
] as const satisfies readonly (keyof FinancialData)[];

/** How many of the newest transactions a first visit asks for first, to show while the whole set loads. */
export const TRANSACTIONS_PREVIEW_SIZE = 50;

/** The newest transactions of the range and how many the range holds, shown while the whole set loads. */
export interface TransactionsPreview {
  transactions: Transaction[];
  total: number;
}

/** The data with its loading flags and errors. */
export interface FinancialValues extends FinancialData {
  /** The owner's cached data has been read (or there was none): until then the data fields are empty. */
  hydrated: boolean;
  /**
   * On a visit with nothing cached: the newest transactions while the whole set loads (never cached); null once the
   * whole set is held, or when there was nothing to preview.
   */
  transactionsPreview: TransactionsPreview | null;
  loading: Record<DataKind, boolean>;
  errors: Record<DataKind, string | null>;
  isSyncing: boolean;
  syncError: string | null;
}

/** What the apps ask of the store; every request belongs to the current owner's session. */
export interface FinancialActions {
  fetchAccounts(): Promise<void>;
  /**
   * The last 18 months to today: with a set held, what changed since its cursor; with none, the whole set, the newest
   * few first (transactionsPreview). A request under way is shared, not sent again.
   */
  fetchTransactions(): Promise<void>;
  fetchCategorySummary(): Promise<void>;
  fetchMonthlySummary(): Promise<void>;
  fetchPayeeSummary(): Promise<void>;
  fetchSpendingTrends(): Promise<void>;
  /** All six kinds in parallel: isSyncing, then lastSync, or syncError when any failed. */
  fetchAll(): Promise<void>;
  /**
   * The person's data changed elsewhere (the event stream said so: a sync, a correction in another tab): the
   * transactions' changes are pulled (after a pull under way, which may have been answered before the change), and the
   * summaries and categories are invalidated (asked again where a page shows them, else when one next does).
   */
  followChanges(): Promise<void>;
  /**
   * What is worked out at a sync's end (recurring streams, insights) changed (an `insights` event): the queries under
   * workedOutKey are invalidated, the rest left as it is.
   */
  followWorkedOut(): Promise<void>;
  /** Exchanges Link's public token: the accounts show at once, the server's response replaces them; reverted on failure. */
  addAccounts(request: ExchangeBody): Promise<ExchangeResponse>;
  /** Removes institutions and accounts (with their transactions) at once, then reloads; reverted on failure. */
  removeAccounts(request: RemovalRequest): Promise<RemovalResponse>;
  /** Refreshes one institution's balances and transactions now ("Sync now"). */
  updateAccounts(request: SyncBody): Promise<SyncResponse>;
  /**
   * Adds an account kept by hand: listed once the server has answered (its id is the server's). On failure syncError
   * is "Failed to add account" and the promise rejects (the server's message on it).
   */
  createHandKeptAccount(body: HandKeptAccountBody): Promise<Account>;
  /**
   * Renames an account kept by hand: shown at once (its transactions' account name too), put back on failure with
   * syncError "Failed to rename account", and the promise rejects.
   */
  renameHandKeptAccount(accountId: string, name: string): Promise<Account>;
  /**
   * Adds a cash or manual transaction: shown at once, sent, then the transactions and summaries reloaded. On failure
   * it goes again with syncError "Failed to add transaction", and the promise rejects (the server's message on it).
   * Resolves to the transaction as the server stored it.
   */
  addTransaction(body: ManualTransactionBody): Promise<Transaction>;
  /**
   * Changes a transaction's category, display name, notes or excluded: shown at once, sent, then the transactions and
   * summaries reloaded; reverted on failure with syncError "Failed to update transaction", and the promise rejects.
   */
  updateTransaction(transactionId: string, patch: TransactionPatch): Promise<Transaction>;
  /** Removes a manual transaction: gone at once, then reloaded; put back on failure ("Failed to update transaction"). */
  removeTransaction(transactionId: string): Promise<void>;
  /**
   * Splits a transaction into parts that add up to it (or gives a split one new parts): shown once the server has
   * answered, the whole hidden behind its parts. On failure nothing changes, syncError is "Failed to update
   * transaction" and the promise rejects (the server's message on it).
   */
  splitTransaction(
    transactionId: string,
    parts: SplitPart[],
  ): Promise<{ transaction: Transaction; parts: Transaction[] }>;
  /** Makes a split transaction whole again, its parts gone; as splitTransaction on failure. */
  unsplitTransaction(transactionId: string): Promise<Transaction>;
  /**
   * A change the server works out (a rule over past transactions, many transactions at once, a transfer's pairing):
   * `send` makes its requests with the owner session's signal, then the transactions and summaries are reloaded, also
   * when it fails (a part may have gone through). Nothing shows before the server has answered, and syncError stays
   * as it is: the promise rejects with the server's error, for the screen to say where the person acted.
   */
  changeOnServer<T>(send: (options: RequestSignal) => Promise<T>): Promise<T>;
  /** Keeps a view's first page as the set now stands, for the next visit to it (view-pages.ts). */
  rememberViewPage(key: string, page: Omit<ViewPage, 'cursor'>): void;
}

export interface FinancialState extends FinancialValues, FinancialActions {}

const flags = <T>(value: T) => Object.fromEntries(DATA_KINDS.map((kind) => [kind, value])) as Record<DataKind, T>;

export function emptyData(ownerId: string | null): FinancialData {
  return {
    ownerId,
    accounts: [],
    transactions: [],
    transactionsCursor: null,
    categorySummary: null,
    monthlySummary: null,
    payeeSummary: null,
    spendingTrends: null,
    lastSync: null,
    viewPages: {},
  };
}

/** A store for this owner with nothing read or fetched yet. */
export function emptyState(ownerId: string | null): FinancialValues {
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
