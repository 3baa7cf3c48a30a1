// Trends' figures, each its own query so that one failing leaves the others standing, keyed under the person's
// summaries (api/summary-requests.ts): a sync or a correction marks them stale and the page reads them again. A new
// range keeps the last range's figures on screen until its own come (placeholderData), so the charts do not blank.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { parseCalendarDate, queryClient } from '@finance/shared/data';
import {
  categoryTrendsKey,
  getCategoryTrends,
  getMonthTotals,
  getPayeeTotals,
  monthTotalsKey,
  payeeTotalsKey,
} from '../../../api/summary-requests';
import { useOwner } from '../../../hooks/use-owner';
import { useToday } from '../../../hooks/use-today';
import type { CalendarRange } from '../../../model/calendar-range';
import { readRange, type RangeReading } from '../model/trends-range';

/** The range the URL names, for the person's today (a page left open past midnight moves with the day). */
export function useTrendsRange(): RangeReading {
  const [params] = useSearchParams();
  const today = useToday();
  const search = params.toString();
  return useMemo(() => readRange(new URLSearchParams(search), parseCalendarDate(today) ?? new Date()), [search, today]);
}

type SummaryRequest<T> = (range: CalendarRange, options: { signal: AbortSignal }) => Promise<T>;

function useSummary<T>(
  key: (userId: string, range: CalendarRange) => QueryKey,
  read: SummaryRequest<T>,
  range: CalendarRange,
) {
  const { ownerId, enabled } = useOwner();
  return useQuery(
    {
      queryKey: key(ownerId, range),
      queryFn: ({ signal }) => read(range, { signal }),
      enabled,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}

/** Spend, income and net per month (GET /summary/month). */
export const useMonthFlow = (range: CalendarRange) => useSummary(monthTotalsKey, getMonthTotals, range);

/** Each category's spend per month (GET /spending/trends). */
export const useCategoryTrends = (range: CalendarRange) => useSummary(categoryTrendsKey, getCategoryTrends, range);

/** The largest payees (GET /summary/payee). */
export const usePayeeTotals = (range: CalendarRange) => useSummary(payeeTotalsKey, getPayeeTotals, range);
