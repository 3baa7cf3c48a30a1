// The spec's store values read off the query client: each kind's data, its loading flag (a fetch under way) and its
// error (the spec's fetch text while its last fetch failed). Only what changed is returned, so that a component whose
// slice did not change does not render again.
import type { Query, QueryClient } from '@tanstack/react-query';
import { dataKey } from '../query/query-keys';
import { DATA_KINDS, FETCH_ERRORS, type DataKind, type FinancialState, type FinancialValues } from './financial-state';
import type { TransactionsData } from './transactions-query';

const sameFlags = <T>(a: Record<DataKind, T>, b: Record<DataKind, T>) =>
  DATA_KINDS.every((kind) => a[kind] === b[kind]);

export function derivedValues(
  client: QueryClient,
  userId: string,
  invalid: Partial<Record<DataKind, string>>,
  state: FinancialState,
): Partial<FinancialValues> {
  const cache = client.getQueryCache();
  const queries = Object.fromEntries(
    DATA_KINDS.map((kind) => [kind, cache.find({ queryKey: dataKey(userId, kind), exact: true })]),
  ) as Record<DataKind, Query | undefined>;
  const dataOf = <T>(kind: DataKind) => queries[kind]?.state.data as T | undefined;
  const loading = Object.fromEntries(
    DATA_KINDS.map((kind) => [kind, queries[kind]?.state.fetchStatus === 'fetching']),
  ) as Record<DataKind, boolean>;
  const errors = Object.fromEntries(
    DATA_KINDS.map((kind) => [
      kind,
      queries[kind]?.state.status === 'error' ? FETCH_ERRORS[kind] : (invalid[kind] ?? null),
    ]),
  ) as Record<DataKind, string | null>;
  const held = dataOf<TransactionsData>('transactions');
  const next: Partial<FinancialValues> = {
    accounts: dataOf('accounts') ?? state.accounts,
    transactions: held?.rows ?? state.transactions,
    transactionsCursor: held?.cursor ?? state.transactionsCursor,
    // The whole set is held: the newest few shown meanwhile go.
    transactionsPreview: held ? null : state.transactionsPreview,
    categorySummary: dataOf('categorySummary') ?? state.categorySummary,
    monthlySummary: dataOf('monthlySummary') ?? state.monthlySummary,
    payeeSummary: dataOf('payeeSummary') ?? state.payeeSummary,
    spendingTrends: dataOf('spendingTrends') ?? state.spendingTrends,
  };
  const changed = Object.fromEntries(
    Object.entries(next).filter(([field, value]) => state[field as keyof FinancialValues] !== value),
  ) as Partial<FinancialValues>;
  if (!sameFlags(loading, state.loading)) changed.loading = loading;
  if (!sameFlags(errors, state.errors)) changed.errors = errors;
  return changed;
}
