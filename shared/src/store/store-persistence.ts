// The person's data in IndexedDB under the name "financial-store": the chunked field storage (idb-storage.ts) is the
// query client's persister for the six kinds. Written from the store's state once the page is idle; read back into
// the queries when the person is known. A copy left by anyone else is removed, never shown.
import type { QueryClient } from '@tanstack/react-query';
import { dataKey } from '../query/query-keys';
import {
  CACHED_FIELDS,
  FINANCIAL_STORE_NAME,
  INVALID_DATA_ERRORS,
  TRANSACTIONS_PREVIEW_SIZE,
  type DataKind,
  type FinancialData,
  type FinancialState,
  type TransactionsPreview,
} from './financial-state';
import { createFieldStorage, type FieldStorage } from './idb-storage';
import type { TransactionsData } from './transactions-query';
import { usableViewPages, type ViewPages } from './view-pages';

/**
 * The copy's format: bumped when a cached field changes its shape. 2: the transactions' corrected fields (issue 22).
 * 3: the transactions in chunks behind a manifest (chunked-field.ts). 4: the manifest says how many rows its chunks
 * hold. 5: the set's cursor (transactionsCursor) in place of its ETag: a returning visit pulls only what changed.
 * 6: the transactions' rule_id (the rule that changed a row). 7: their split_of and split (a split's whole and parts).
 * 8: their bank_detailed_category (a credit card's payment is a transfer, as the summaries count it).
 */
export const CACHE_VERSION = 8;

export function createStorage(): FieldStorage<FinancialData> {
  return createFieldStorage<FinancialData>(FINANCIAL_STORE_NAME, CACHE_VERSION, CACHED_FIELDS, {
    chunked: ['transactions'],
    // A returning visit shows the newest rows as soon as their chunk is read, as a first visit shows its first page.
    headRows: TRANSACTIONS_PREVIEW_SIZE,
  });
}

export const cachedValues = (state: FinancialState) =>
  Object.fromEntries(CACHED_FIELDS.map((field) => [field, state[field]])) as unknown as FinancialData;

/** What reading a person's copy found. */
export type Hydration =
  | { found: 'nothing' }
  /** Someone else's (removed), or unreadable. */
  | { found: 'foreign' }
  | { found: 'copy'; lastSync: string | null; viewPages: ViewPages }
  /** Accounts or transactions that are not arrays: the spec's texts, and everything is fetched again. */
  | { found: 'invalid'; errors: Partial<Record<DataKind, string>> };

/** Reads a person's copy into the query client; the newest rows go to `onHead` as soon as they are read. */
export async function hydrate(
  storage: FieldStorage<FinancialData>,
  client: QueryClient,
  userId: string,
  signal: AbortSignal,
  onHead: (preview: TransactionsPreview, viewPages: ViewPages) => void,
): Promise<Hydration> {
  const cached = await storage
    .read(signal, ({ values, rows }) => {
      const total = rows.transactions;
      if (values.ownerId !== userId || total === undefined || !Array.isArray(values.transactions)) return;
      onHead(
        { transactions: values.transactions, total },
        usableViewPages(values.viewPages, values.transactionsCursor),
      );
    })
    .catch(() => null);
  if (!cached) return { found: 'nothing' };
  if (cached.ownerId !== userId) {
    // Left behind by someone who did not sign out: it is not this person's to see, nor to keep.
    await storage.remove(signal);
    return { found: 'foreign' };
  }
  const errors: Partial<Record<DataKind, string>> = {};
  if (!Array.isArray(cached.accounts)) errors.accounts = INVALID_DATA_ERRORS.accounts;
  if (!Array.isArray(cached.transactions)) errors.transactions = INVALID_DATA_ERRORS.transactions;
  if (Object.keys(errors).length > 0) return { found: 'invalid', errors };
  if (signal.aborted) return { found: 'nothing' };
  const set = (kind: DataKind, value: unknown) => {
    if (value !== null && value !== undefined) client.setQueryData(dataKey(userId, kind), value);
  };
  set('accounts', cached.accounts);
  set('transactions', { rows: cached.transactions, cursor: cached.transactionsCursor } satisfies TransactionsData);
  set('categorySummary', cached.categorySummary);
  set('monthlySummary', cached.monthlySummary);
  set('payeeSummary', cached.payeeSummary);
  set('spendingTrends', cached.spendingTrends);
  return {
    found: 'copy',
    lastSync: cached.lastSync,
    viewPages: usableViewPages(cached.viewPages, cached.transactionsCursor),
  };
}
