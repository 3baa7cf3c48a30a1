// The transactions screen as its tests render it: 30 transactions, the financial store set to hold them (or to be
// loading them) for a signed-in person (whose queries the column set and the categories are), and the rows read back.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Transaction } from '@finance/shared';
import { financialStore } from '@finance/shared/data';
import { TransactionsScreen } from '../components/TransactionsScreen';
import { renderAtTransactions } from './render-screen';
import { aTransaction } from './transaction-fixture';

/** 30 transactions, newest first as loaded: day 30 down to day 1 of April 2026, amounts 1 to 30. */
export const thirty: Transaction[] = Array.from({ length: 30 }, (_, index) => {
  const day = 30 - index;
  return aTransaction({
    transaction_id: `t${day}`,
    date: `2026-04-${String(day).padStart(2, '0')}`,
    amount: day % 10 === 0 ? -day : day,
    merchant_name: `Shop ${String(day).padStart(2, '0')}`,
    pending: day === 30,
    institution_name: day % 2 ? 'Tartan Bank' : 'First Platypus Bank',
  });
});

/** The person the store is set for. */
const SIGNED_IN = 'user-1';

/** The store's refresh, recorded. */
export const fetchTransactions = jest.fn(async () => undefined);

export function load(state: {
  transactions?: Transaction[];
  /** The newest few shown while the whole set (of total) loads. */
  preview?: { transactions: Transaction[]; total: number };
  hydrated?: boolean;
  loading?: boolean;
  error?: string | null;
}) {
  act(() => {
    financialStore.setState((current) => ({
      ownerId: SIGNED_IN,
      transactions: state.transactions ?? [],
      transactionsPreview: state.preview ?? null,
      hydrated: state.hydrated ?? true,
      loading: { ...current.loading, transactions: state.loading ?? false },
      errors: { ...current.errors, transactions: state.error ?? null },
      fetchTransactions,
    }));
  });
}

/** Renders the screen and lets the column set's load settle. */
export async function renderScreen(query = '') {
  renderAtTransactions(<TransactionsScreen />, query);
  await act(async () => undefined);
}

export const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
export const descriptions = () =>
  bodyRows().map((row) => row.querySelector('[data-column="description"]')?.textContent);

/**
 * Waits for the totals to count `count` transactions: a filter's rows show in its own render, the count in the next,
 * once that frame is painted.
 */
export const countsShown = (count: string) =>
  waitFor(() => expect(screen.getByTestId('total-count')).toHaveTextContent(new RegExp(`^${count}$`)));
