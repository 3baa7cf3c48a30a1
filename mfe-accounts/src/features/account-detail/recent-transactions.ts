import { type Transaction } from '@finance/shared';
import { toCalendarDate } from '@finance/shared/data';

/** How far back an account's page lists its transactions. */
export const RECENT_DAYS = 90;

/** The account's transactions of the last 90 days (today included), newest first. */
export function recentTransactions(
  transactions: readonly Transaction[],
  accountId: string,
  today: Date = new Date(),
): Transaction[] {
  const from = toCalendarDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - RECENT_DAYS));
  return transactions
    .filter((t) => t.account_id === accountId && t.date >= from)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
