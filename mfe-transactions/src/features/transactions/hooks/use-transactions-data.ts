// The loaded transactions from the financial store. Stored rows show as soon as the store has read them back; the
// page then asks the store to refresh them once (it keeps the rows it has while the request runs).
import { useEffect } from 'react';
import { financialStore, useFinancialStoreShallow, type Transaction } from '@finance/shared';

export interface TransactionsData {
  transactions: Transaction[];
  /** The store has read back what it had stored. */
  hydrated: boolean;
  loading: boolean;
  error: string | null;
}

export function useTransactionsData(): TransactionsData {
  const data = useFinancialStoreShallow((state) => ({
    transactions: state.transactions,
    hydrated: state.hydrated,
    loading: state.loading.transactions,
    error: state.errors.transactions,
  }));
  const { hydrated } = data;
  useEffect(() => {
    if (hydrated) void financialStore.getState().fetchTransactions();
  }, [hydrated]);
  return { transactions: data.transactions, hydrated, loading: data.loading, error: data.error };
}
