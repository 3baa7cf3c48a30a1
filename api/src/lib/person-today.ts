import { addDaysIso, earliestCalendarDateIso, isIsoDate, latestCalendarDateIso } from './dates';
import { badRequest } from './http-errors';

/** How far the person's today may be from the server's date. */
export const TODAY_SKEW_DAYS = 366;

/**
 * The person's today, as their device says it: a real date within a year of the server's (a clock set wrong by a day
 * or a month still gets its answer, and every figure is counted from the date it gave). Otherwise a 400.
 */
export function checkPersonToday(today: string, now: Date): void {
  const earliest = addDaysIso(earliestCalendarDateIso(now), -TODAY_SKEW_DAYS);
  const latest = addDaysIso(latestCalendarDateIso(now), TODAY_SKEW_DAYS);
  if (!isIsoDate(today) || today < earliest || today > latest) {
    throw badRequest(
      `today must be a date written yyyy-MM-dd within a year of the server's (${earliest} to ${latest}), not "${today.slice(0, 20)}"`,
    );
  }
}
