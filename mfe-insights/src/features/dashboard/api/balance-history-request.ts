import { apiRequest, type RequestSignal } from '@finance/shared';
import type { BalanceHistoryResponse } from '@finance/shared/contracts';
import { summariesKey } from '@finance/shared/data';
import type { CalendarRange } from '../../../model/calendar-range';

/**
 * Under the person's summaries: balances move with the transactions (a sync, an account kept by hand), and every such
 * change marks the summaries stale.
 */
export const balanceHistoryKey = (userId: string, range: CalendarRange) =>
  [...summariesKey(userId), 'balance-history', range.startDate, range.endDate] as const;

/** Net worth day by day over the range (GET /accounts/balance-history). */
export function getBalanceHistory(
  range: CalendarRange,
  { signal }: RequestSignal = {},
): Promise<BalanceHistoryResponse> {
  return apiRequest<BalanceHistoryResponse>('/accounts/balance-history', {
    query: { start_date: range.startDate, end_date: range.endDate },
    signal,
  });
}
