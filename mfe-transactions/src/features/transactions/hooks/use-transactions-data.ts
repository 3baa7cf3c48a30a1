// The loaded transactions from the financial store. Stored rows show as soon as the store has read them back; the
// page then asks the store to refresh them once (it keeps the rows it has while the request runs). With nothing stored
// (a first visit), the newest few show while the whole set loads, then the whole set takes their place; on a returning
// visit, the newest stored rows show while the store reads the rest of them back.
import { useEffect, useState } from 'react';
import { type Transaction } from '@finance/shared';
import { financialStore, useFinancialStoreShallow, type ViewPages } from '@finance/shared/data';

export interface TransactionsData {
  transactions: Transaction[];
  /**
   * Only the newest few are held yet (fetched first, or read first from the stored copy): how many the whole set has.
   * Null when the rows held are the whole set.
   */
  wholeCount: number | null;
  /** The store has read back what it had stored. */
  hydrated: boolean;
  loading: boolean;
  error: string | null;
  /** The first pages of the views shown last, kept with the stored copy. */
  viewPages: ViewPages;
}

export function useTransactionsData(): TransactionsData {
  const data = useFinancialStoreShallow((state) => ({
    transactions: state.transactions,
    preview: state.transactionsPreview,
    hydrated: state.hydrated,
    loading: state.loading.transactions,
    error: state.errors.transactions,
    viewPages: state.viewPages,
  }));
  const { hydrated, preview } = data;
  // Until this page's refresh has settled, an empty store means "not known yet", never "no transactions": the
  // store's own flag is raised only once the effect below has run, a render after the stored rows were read back.
  const [refreshed, setRefreshed] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    void financialStore
      .getState()
      .fetchTransactions()
      .finally(() => {
        if (current) setRefreshed(true);
      });
    return () => {
      current = false;
    };
  }, [hydrated]);
  return {
    transactions: preview ? preview.transactions : data.transactions,
    wholeCount: preview ? preview.total : null,
    hydrated,
    // Not yet hydrated, the stored rows are being read (the newest may show meanwhile): that is loading too.
    loading: data.loading || !refreshed,
    error: data.error,
    viewPages: data.viewPages,
  };
}
