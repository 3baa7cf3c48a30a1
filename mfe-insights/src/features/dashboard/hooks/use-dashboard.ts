// The Dashboard's figures, each its own query so that one failing leaves the others standing. They are keyed under the
// person's summaries (api/summary-requests.ts): a sync or a correction marks them stale and the page reads them again.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { startOfMonth, subMonths } from 'date-fns';
import { parseCalendarDate, queryClient, toCalendarDate } from '@finance/shared/data';
import { categoryTotalsKey, getCategoryTotals, getMonthTotals, monthTotalsKey } from '../../../api/summary-requests';
import { useCategories } from '../../../hooks/use-categories';
import { useOwner } from '../../../hooks/use-owner';
import { useToday } from '../../../hooks/use-today';
import type { CalendarRange } from '../../../model/calendar-range';
import { balanceHistoryKey, getBalanceHistory } from '../api/balance-history-request';
import { getLatestTransactions, latestTransactionsKey } from '../api/dashboard-requests';
import { monthSoFar, type MonthSoFar } from '../model/month-so-far';

/** This month so far and the same days of last month, following the person's calendar day by day. */
export function useMonthSoFar(): MonthSoFar {
  const today = useToday();
  return useMemo(() => monthSoFar(parseCalendarDate(today) ?? new Date()), [today]);
}

export function useMonthComparison(months: MonthSoFar) {
  const { ownerId, enabled } = useOwner();
  const totalsOf = (range: CalendarRange) => ({
    queryKey: monthTotalsKey(ownerId, range),
    queryFn: ({ signal }: { signal: AbortSignal }) => getMonthTotals(range, { signal }),
    enabled,
  });
  const current = useQuery(totalsOf(months.current), queryClient);
  const previous = useQuery(totalsOf(months.previous), queryClient);
  return { current, previous };
}

export function useTopCategories(months: MonthSoFar) {
  const { ownerId, enabled } = useOwner();
  const totals = useQuery(
    {
      queryKey: categoryTotalsKey(ownerId, months.current),
      queryFn: ({ signal }) => getCategoryTotals(months.current, { signal }),
      enabled,
    },
    queryClient,
  );
  // The names of the person's own categories; until they come (or if they cannot), a category shows by its key.
  const categories = useCategories();
  return { totals, categories: categories.data };
}

export function useLatestTransactions() {
  const { ownerId, enabled } = useOwner();
  return useQuery(
    { queryKey: latestTransactionsKey(ownerId), queryFn: ({ signal }) => getLatestTransactions({ signal }), enabled },
    queryClient,
  );
}

/** How far back the Dashboard draws net worth. */
export const NET_WORTH_MONTHS = 12;

/** Net worth day by day over the last NET_WORTH_MONTHS months, to the person's today. */
export function useNetWorthHistory() {
  const { ownerId, enabled } = useOwner();
  const today = useToday();
  const range = useMemo(() => {
    const end = parseCalendarDate(today) ?? new Date();
    return { startDate: toCalendarDate(startOfMonth(subMonths(end, NET_WORTH_MONTHS - 1))), endDate: today };
  }, [today]);
  return useQuery(
    {
      queryKey: balanceHistoryKey(ownerId, range),
      queryFn: ({ signal }) => getBalanceHistory(range, { signal }),
      enabled,
    },
    queryClient,
  );
}
