const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The zone furthest ahead of UTC (Pacific/Kiritimati, UTC+14): no calendar on Earth has reached a later date. */
const FURTHEST_AHEAD_MS = 14 * 60 * 60 * 1000;
/** The zone furthest behind UTC (UTC-12): every calendar on Earth has reached its date. */
const FURTHEST_BEHIND_MS = 12 * 60 * 60 * 1000;

/** True for a real calendar date written yyyy-MM-dd (so 2024-02-30 is false). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Today's date where it is latest: a bank anywhere may date a transaction this day, never a later one. */
export function latestCalendarDateIso(now = new Date()): string {
  return todayIso(new Date(now.getTime() + FURTHEST_AHEAD_MS));
}

/** Today's date where it is earliest: every person's today is this day or a later one. */
export function earliestCalendarDateIso(now = new Date()): string {
  return todayIso(new Date(now.getTime() - FURTHEST_BEHIND_MS));
}

/** The first day of the month `months` months before the given date's month. */
export function monthsBackIso(months: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return d.toISOString().slice(0, 10);
}

/** The same day `years` years later (29 February becomes 1 March in a common year). */
export function addYearsIso(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` months later (earlier when negative), or the month's last day when it has no such day. */
export function addMonthsIso(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The day `days` days later (earlier when negative). */
export function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
