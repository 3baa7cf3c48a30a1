// The summaries the remote's pages ask the API for, each keyed under the person's summaries prefix: every change to
// their transactions (a sync, a correction here or in another tab) marks them stale together, and the ones a page
// shows are read again. Every summary counts the corrected data (api/src/repositories/summaries-repository.ts).
import { apiRequest, type RequestSignal } from '@finance/shared';
import type {
  CategorySummaryResponse,
  MonthSummaryResponse,
  PayeeSummaryResponse,
  TrendsResponse,
} from '@finance/shared/contracts';
import { summariesKey } from '@finance/shared/data';
import type { CalendarRange } from '../model/calendar-range';

const rangeQuery = (range: CalendarRange) => ({ start_date: range.startDate, end_date: range.endDate });

const summaryKey = (userId: string, summary: string, range: CalendarRange) =>
  [...summariesKey(userId), summary, range.startDate, range.endDate] as const;

export const monthTotalsKey = (userId: string, range: CalendarRange) => summaryKey(userId, 'month', range);

/** Spend, income and net of every month of the range (GET /summary/month). */
export function getMonthTotals(range: CalendarRange, { signal }: RequestSignal = {}): Promise<MonthSummaryResponse> {
  return apiRequest<MonthSummaryResponse>('/summary/month', { query: rangeQuery(range), signal });
}

export const categoryTotalsKey = (userId: string, range: CalendarRange) => summaryKey(userId, 'category', range);

/** Spend by category over the range, largest first (GET /summary/category). */
export function getCategoryTotals(
  range: CalendarRange,
  { signal }: RequestSignal = {},
): Promise<CategorySummaryResponse> {
  return apiRequest<CategorySummaryResponse>('/summary/category', { query: rangeQuery(range), signal });
}

export const categoryTrendsKey = (userId: string, range: CalendarRange) => summaryKey(userId, 'trends', range);

/** Each category's spend in every month of the range, largest total first (GET /spending/trends). */
export function getCategoryTrends(range: CalendarRange, { signal }: RequestSignal = {}): Promise<TrendsResponse> {
  return apiRequest<TrendsResponse>('/spending/trends', { query: rangeQuery(range), signal });
}

/** How many payees Trends lists. */
export const TOP_PAYEES = 10;

export const payeeTotalsKey = (userId: string, range: CalendarRange) => summaryKey(userId, 'payee', range);

/** The TOP_PAYEES payees the person spent most with over the range (GET /summary/payee). */
export function getPayeeTotals(range: CalendarRange, { signal }: RequestSignal = {}): Promise<PayeeSummaryResponse> {
  return apiRequest<PayeeSummaryResponse>('/summary/payee', {
    query: { ...rangeQuery(range), limit: String(TOP_PAYEES) },
    signal,
  });
}
