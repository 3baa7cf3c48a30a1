// The transactions query: the person's set (the last 18 months) held as one query's data with its cursor, synced by
// changes as Plaid syncs the API. With a cursor held, the query asks GET /transactions/changes for what changed since
// and patches the held rows copy-on-write (untouched rows keep their objects); with none held, or a cursor the API can
// no longer bring up to date, it loads the whole set. Structural sharing is off: comparing 200,000 rows deeply costs
// hundreds of milliseconds, and the patch already keeps every unchanged object.
import type { QueryClient } from '@tanstack/react-query';
import type { TransactionChanges } from '../api/transactions-api';
import type { Transaction } from '../contracts';
import { dataKey } from '../query/query-keys';
import { TRANSACTIONS_PREVIEW_SIZE, type TransactionsPreview } from './financial-state';
import type { FinancialStoreApi } from './store-api';
import { withPending } from './store-mutation';
import { applyTransactionChanges } from './transaction-changes-apply';
import { transactionsWindow } from './transactions-window';

/** The query's data: the set, newest first, and where it stands. */
export interface TransactionsData {
  rows: Transaction[];
  /** null: a set whose cursor is unknown (the next fetch loads it whole). */
  cursor: string | null;
}

export interface TransactionsQueryOptions {
  api: FinancialStoreApi;
  client: QueryClient;
  userId: string;
  /** The newest few, while a whole set loads with nothing held. */
  onPreview(preview: TransactionsPreview): void;
}

/** The pages of changes since a cursor, in order; null when the API answers that it cannot (load the set whole). */
async function pulled(api: FinancialStoreApi, from: string, signal: AbortSignal) {
  const pages: TransactionChanges[] = [];
  let cursor = from;
  for (;;) {
    const page = await api.getTransactionChanges(cursor, { signal });
    if (page === 'reload') return null;
    pages.push(page);
    cursor = page.cursor;
    if (!page.hasMore) return { pages, cursor };
  }
}

async function loaded(options: TransactionsQueryOptions, showPreview: boolean, signal: AbortSignal) {
  const { api } = options;
  const range = transactionsWindow();
  // Asked for first: a server that answers one query at a time (the embedded PGlite) then builds it first. Its failure
  // is the whole set's to report.
  if (showPreview)
    void api
      .getTransactions(range, { limit: TRANSACTIONS_PREVIEW_SIZE, signal })
      .then((page) => options.onPreview({ transactions: page.transactions, total: page.total }))
      .catch(() => undefined);
  const page = await api.getTransactions(range, { signal });
  return { rows: page.transactions, cursor: page.cursor };
}

export function transactionsQuery(options: TransactionsQueryOptions) {
  const queryKey = dataKey(options.userId, 'transactions');
  return {
    queryKey,
    structuralSharing: false,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<TransactionsData> => {
      const { client, userId } = options;
      const held = client.getQueryData<TransactionsData>(queryKey);
      const pull = held?.cursor ? await pulled(options.api, held.cursor, signal) : null;
      let next: TransactionsData;
      if (pull) {
        // Applied to the rows held now, not those held when the pull began: a change shown or answered meanwhile (a
        // manual transaction's server id in place of its placeholder) stays.
        const range = transactionsWindow();
        const now = client.getQueryData<TransactionsData>(queryKey) ?? held!;
        const pulled = pull.pages.reduce((list, page) => applyTransactionChanges(list, page, range), now.rows);
        // The person's day moved on since the set was loaded: rows older than the window go, as a whole load leaves
        // them out (the oldest row is the last one).
        const rows =
          (pulled.at(-1)?.date ?? range.start_date) < range.start_date
            ? pulled.filter((row) => row.date >= range.start_date)
            : pulled;
        next = rows === now.rows && pull.cursor === now.cursor ? now : { rows, cursor: pull.cursor };
      } else {
        next = await loaded(options, !held || held.rows.length === 0, signal);
      }
      // A change still under way stays shown over what the server said before it arrived.
      const rows = withPending(client, userId, next.rows);
      return rows === next.rows ? next : { rows, cursor: next.cursor };
    },
  };
}
