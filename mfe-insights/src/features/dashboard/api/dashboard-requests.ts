// What the Dashboard asks the API for beyond the summaries (api/summary-requests.ts): the newest transactions, keyed
// under the person's summaries prefix so that every change to their transactions marks them stale with the figures.
import type { RequestSignal, Transaction } from '@finance/shared';
import { getTransactions, isSplitWhole, summariesKey, transactionsWindow } from '@finance/shared/data';

/** How many of the newest transactions the Dashboard lists. */
export const LATEST_COUNT = 5;

export const latestTransactionsKey = (userId: string) => [...summariesKey(userId), 'latest'] as const;

/**
 * The newest transactions of the apps' window, as the transactions screen lists them: a split transaction by its
 * parts. A few more than are shown are asked for, so that a split whole left out still leaves enough.
 */
export async function getLatestTransactions({ signal }: RequestSignal = {}): Promise<Transaction[]> {
  const page = await getTransactions(transactionsWindow(), { limit: LATEST_COUNT * 2, signal });
  return latestListed(page.transactions);
}

/** The newest as listed: a split whole is no row (its parts are), and at most LATEST_COUNT. */
export function latestListed(newest: readonly Transaction[]): Transaction[] {
  return newest.filter((transaction) => !isSplitWhole(transaction)).slice(0, LATEST_COUNT);
}
