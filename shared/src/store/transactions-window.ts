import { subMonths } from 'date-fns';
import { toCalendarDate } from '../format/dates';
import type { TransactionsRange } from '../api/transactions-api';

/** The transactions the apps hold: 18 months back to today. */
export const TRANSACTIONS_WINDOW_MONTHS = 18;

export function transactionsWindow(today: Date = new Date()): TransactionsRange {
  return { start_date: toCalendarDate(subMonths(today, TRANSACTIONS_WINDOW_MONTHS)), end_date: toCalendarDate(today) };
}
