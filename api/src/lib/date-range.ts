import { BALANCE_HISTORY_MONTHS } from '@finance/shared/contracts';
import { badRequest } from './http-errors';
import { addDaysIso, addMonthsIso, addYearsIso, isIsoDate, latestCalendarDateIso, monthsBackIso } from './dates';

/** The window a range defaults to: the 18 months back to today, as the transactions page asks for. */
export const DEFAULT_WINDOW_MONTHS = 18;

/**
 * The dates a range may name, and its longest span. Every answer's size and work grow with the range (a summary has
 * an entry per month, the trends one per category and month): 1900-01-01 to 9999-12-31 made GET /spending/trends run
 * 100 s and exhaust the heap. No bank dates before 1970, and ten years hold every history a person keeps here.
 */
export const EARLIEST_DATE = '1970-01-01';
export const LATEST_DATE = '2099-12-31';
export const MAX_RANGE_YEARS = 10;

export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * Checks a requested range: real dates within EARLIEST_DATE..LATEST_DATE, start not after end, at most
 * MAX_RANGE_YEARS long. A missing end is the latest calendar date anywhere (a bank east of the server may already
 * date tomorrow), a missing start 18 months before the end.
 */
export function resolveRange(start: string | undefined, end: string | undefined): DateRange {
  checkDates(start, end);
  const endDate = end ?? latestCalendarDateIso();
  const startDate = start ?? monthsBackIso(DEFAULT_WINDOW_MONTHS - 1, new Date(`${endDate}T00:00:00Z`));
  if (startDate > endDate) throw badRequest('start_date must not be after end_date');
  if (endDate >= addYearsIso(startDate, MAX_RANGE_YEARS)) {
    throw badRequest(`The range from start_date to end_date must be shorter than ${MAX_RANGE_YEARS} years`);
  }
  return { startDate, endDate };
}

/**
 * Checks a range of GET /accounts/balance-history (one row a day): the dates as resolveRange checks them, and at most
 * the BALANCE_HISTORY_MONTHS months to the end, which is also the default: from the day after the end's date that many
 * months before (at most BALANCE_HISTORY_DAYS_MAX days). A missing end is the latest calendar date anywhere.
 */
export function resolveHistoryRange(start: string | undefined, end: string | undefined): DateRange {
  checkDates(start, end);
  const endDate = end ?? latestCalendarDateIso();
  const earliest = addDaysIso(addMonthsIso(endDate, -BALANCE_HISTORY_MONTHS), 1);
  const startDate = start ?? earliest;
  if (startDate > endDate) throw badRequest('start_date must not be after end_date');
  if (startDate < earliest) {
    throw badRequest(
      `The range from start_date to end_date must be at most ${BALANCE_HISTORY_MONTHS} months: ` +
        `start_date ${earliest} or later for end_date ${endDate}`,
    );
  }
  return { startDate, endDate };
}

/** Each date given is a real one written yyyy-MM-dd, from EARLIEST_DATE to LATEST_DATE. */
function checkDates(start: string | undefined, end: string | undefined): void {
  for (const [name, value] of [
    ['start_date', start],
    ['end_date', end],
  ] as const) {
    if (value === undefined) continue;
    if (!isIsoDate(value)) throw badRequest(`${name} must be a real date written yyyy-MM-dd`);
    if (value < EARLIEST_DATE || value > LATEST_DATE) {
      throw badRequest(`${name} must be between ${EARLIEST_DATE} and ${LATEST_DATE}`);
    }
  }
}

/** Every month yyyy-MM from the start date's month to the end date's, inclusive. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  let y = Number(startDate.slice(0, 4));
  let m = Number(startDate.slice(5, 7));
  const last = endDate.slice(0, 7);
  for (;;) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (month > last) return months;
    months.push(month);
    if (++m > 12) {
      m = 1;
      y++;
    }
  }
}
