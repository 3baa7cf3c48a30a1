import { badRequest } from './http-errors';
import { isIsoDate, monthsBackIso, todayIso } from './dates';

/** The window a range defaults to: the 18 months back to today, as the transactions page asks for. */
export const DEFAULT_WINDOW_MONTHS = 18;

/** Checks a requested range: real dates, start not after end. Missing ends default to the last 18 months. */
export function resolveRange(
  start: string | undefined,
  end: string | undefined,
): { startDate: string; endDate: string } {
  for (const [name, value] of [
    ['start_date', start],
    ['end_date', end],
  ] as const) {
    if (value !== undefined && !isIsoDate(value)) throw badRequest(`${name} must be a real date written yyyy-MM-dd`);
  }
  const endDate = end ?? todayIso();
  const startDate = start ?? monthsBackIso(DEFAULT_WINDOW_MONTHS - 1, new Date(`${endDate}T00:00:00Z`));
  if (startDate > endDate) throw badRequest('start_date must not be after end_date');
  return { startDate, endDate };
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
