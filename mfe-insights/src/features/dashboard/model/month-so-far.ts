// "This month so far" and what it is compared with, in the person's calendar (the browser's time zone): the bank dates
// transactions by its own calendar, and a person in Honolulu on the evening of the 31st is still in that month.
import { startOfMonth, subMonths } from 'date-fns';
import { toCalendarDate } from '@finance/shared/data';
import type { CalendarRange } from '../../../model/calendar-range';

export interface MonthSoFar {
  /** The first of this month to today. */
  current: CalendarRange;
  /** The same days of last month: its first to the same day of the month, or its last day when it is shorter. */
  previous: CalendarRange;
}

/** This month so far and the same days of last month, for today's date in the person's calendar. */
export function monthSoFar(today: Date): MonthSoFar {
  // date-fns keeps the day of the month and clamps it to the month's length: March 31st gives February 28th (29th).
  const sameDayLastMonth = subMonths(today, 1);
  return {
    current: { startDate: toCalendarDate(startOfMonth(today)), endDate: toCalendarDate(today) },
    previous: { startDate: toCalendarDate(startOfMonth(sameDayLastMonth)), endDate: toCalendarDate(sameDayLastMonth) },
  };
}
