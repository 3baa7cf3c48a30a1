import { addDays, subMonths } from 'date-fns';
import { toCalendarDate } from '../format/dates';
import type { TransactionsRange } from '../api/transactions-api';

/** The transactions the apps hold: 18 months back to the person's today, and every date a bank can be on yet. */
export const TRANSACTIONS_WINDOW_MONTHS = 18;

/**
 * How many days past the person's today a bank's calendar can be. A bank dates a transaction by its own calendar, and
 * no two time zones are more than 26 hours apart (UTC-12 to UTC+14): when it is 11 pm on the 1st for the person, a
 * bank far enough east may already be on the 3rd. Ending the window at the person's today would leave those out while
 * the live notice announces them.
 */
export const BANK_DAYS_AHEAD = 2;

/** The range the apps ask for, by the person's calendar (their time zone and clock): local dates, never UTC ones. */
export function transactionsWindow(now: Date = new Date()): TransactionsRange {
  return {
    start_date: toCalendarDate(subMonths(now, TRANSACTIONS_WINDOW_MONTHS)),
    end_date: toCalendarDate(addDays(now, BANK_DAYS_AHEAD)),
  };
}
