// The loaded transactions from the financial store. Stored rows show as soon as the store has read them back; the
// page then asks the store to refresh them once (it keeps the rows it has while the request runs). With nothing stored
// (a first visit), the newest few show while the whole set loads, then the whole set takes their place.
import { useEffect } from 'react';
import { type Transaction } from '@finance/shared';
import { financialStore, useFinancialStoreShallow } from '@finance/shared/data';

export interface TransactionsData {
  transactions: Transaction[];
  /** Only the newest few are held yet: how many the whole set has. Null when the rows held are the whole set. */
  wholeCount: number | null;
  /** The store has read back what it had stored. */
  hydrated: boolean;
  loading: boolean;
  error: string | null;
}

export function useTransactionsData(): TransactionsData {
  const data = useFinancialStoreShallow((state) => ({
    transactions: state.transactions,
    preview: state.transactionsPreview,
    hydrated: state.hydrated,
    loading: state.loading.transactions,
    error: state.errors.transactions,
  }));
  const { hydrated, preview } = data;
  useEffect(() => {
    if (hydrated) void financialStore.getState().fetchTransactions();
  }, [hydrated]);
  return {
    transactions: preview ? preview.transactions : data.transactions,
    wholeCount: preview ? preview.total : null,
    hydrated,
    loading: data.loading,
    error: data.error,
  };
}
