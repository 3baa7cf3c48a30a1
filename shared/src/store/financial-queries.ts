// The query of each of the store's six kinds: the person's accounts and four summaries as the API answers them, and
// the transactions set synced by changes (transactions-query.ts).
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { dataKey } from '../query/query-keys';
import type { DataKind, TransactionsPreview } from './financial-state';
import type { FinancialStoreApi } from './store-api';
import { transactionsQuery } from './transactions-query';

export interface QueryContext {
  api: FinancialStoreApi;
  client: QueryClient;
  userId: string;
}

export function financialQuery(
  { api, client, userId }: QueryContext,
  kind: DataKind,
  onPreview: (preview: TransactionsPreview) => void,
): FetchQueryOptions<unknown, Error, unknown, readonly string[]> {
  if (kind === 'transactions') return transactionsQuery({ api, client, userId, onPreview });
  const request = {
    accounts: api.getAccounts,
    categorySummary: api.getCategorySummary,
    monthlySummary: api.getMonthlySummary,
    payeeSummary: api.getPayeeSummary,
    spendingTrends: api.getSpendingTrends,
  }[kind];
  return { queryKey: dataKey(userId, kind), queryFn: ({ signal }) => request({ signal }) };
}
