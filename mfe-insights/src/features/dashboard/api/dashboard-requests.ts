// What the Dashboard asks the API for, each under the person's summaries prefix: every change to their transactions
// (a sync, a correction here or in another tab) marks them stale together, and the ones a page shows are read again.
import { apiRequest, type RequestSignal, type Transaction } from '@finance/shared';
import type { CategorySummaryResponse, MonthSummaryResponse } from '@finance/shared/contracts';
import { getTransactions, isSplitWhole, summariesKey, transactionsWindow } from '@finance/shared/data';
import type { CalendarRange } from '../model/month-so-far';

const rangeQuery = (range: CalendarRange) => ({ start_date: range.startDate, end_date: range.endDate });

export const monthTotalsKey = (userId: string, range: CalendarRange) =>
  [...summariesKey(userId), 'month', range.startDate, range.endDate] as const;

/** Spend and income by month over the range (GET /summary/month): the corrected data, as every summary counts it. */
export function getMonthTotals(range: CalendarRange, { signal }: RequestSignal = {}): Promise<MonthSummaryResponse> {
  return apiRequest<MonthSummaryResponse>('/summary/month', { query: rangeQuery(range), signal });
}

export const categoryTotalsKey = (userId: string, range: CalendarRange) =>
  [...summariesKey(userId), 'category', range.startDate, range.endDate] as const;

/** Spend by category over the range, largest first (GET /summary/category). */
export function getCategoryTotals(
  range: CalendarRange,
  { signal }: RequestSignal = {},
): Promise<CategorySummaryResponse> {
  return apiRequest<CategorySummaryResponse>('/summary/category', { query: rangeQuery(range), signal });
}

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
