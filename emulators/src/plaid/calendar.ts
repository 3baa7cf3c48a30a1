// Days are 'YYYY-MM-DD' strings, the form Plaid uses for transaction dates. The arithmetic on them below runs on UTC
// midnights, where every day has 24 hours; which day it is now depends on whose calendar (dayIn).

const calendars = new Map<string, Intl.DateTimeFormat>();

/** The day it is at the instant on the calendar of a time zone (IANA name): a bank dates by its own. */
export function dayIn(timeZone: string, instant: Date): string {
  let calendar = calendars.get(timeZone);
  if (!calendar) {
    calendar = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    calendars.set(timeZone, calendar);
  }
  const parts = calendar
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function parts(day: string): {
  year: number;
  month: number;
  dayOfMonth: number;
  weekday: number;
  isLastOfMonth: boolean;
} {
  const date = new Date(`${day}T00:00:00Z`);
  const next = new Date(date);
  next.setUTCDate(date.getUTCDate() + 1);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    dayOfMonth: date.getUTCDate(),
    weekday: date.getUTCDay(),
    isLastOfMonth: next.getUTCDate() === 1,
  };
}
