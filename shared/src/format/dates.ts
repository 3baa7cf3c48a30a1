// The one date formatter. Date-times read as month/day/year with hour, minute and am/pm; dates as abbreviated month,
// day and year. The server's timestamps without a zone suffix are UTC.
import { format, isValid, parse, parseISO } from 'date-fns';

const ZONE_SUFFIX = /(Z|[+-]\d{2}:?\d{2})$/i;

/** A server timestamp as a Date; one without a zone suffix is read as UTC. Null when it cannot be read. */
export function parseServerTimestamp(value: string): Date | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const date = parseISO(ZONE_SUFFIX.test(trimmed) ? trimmed : `${trimmed}Z`);
  return isValid(date) ? date : null;
}

/** "11/23/2026, 5:42 PM" in the reader's time zone; "Never" when there is no timestamp. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Never';
  const date = typeof value === 'string' ? parseServerTimestamp(value) : value;
  return date && isValid(date) ? format(date, 'MM/dd/yyyy, h:mm a') : 'Never';
}

/** A calendar date (yyyy-MM-dd) as "Nov 23, 2026", with no time-zone shift. The input unchanged when unreadable. */
export function formatDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? format(date, 'MMM d, yyyy') : value;
}

/** yyyy-MM-dd as a local Date at midnight; null unless the text is exactly a real date in that format. */
export function parseCalendarDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, 'yyyy-MM-dd', new Date(0));
  return isValid(date) && format(date, 'yyyy-MM-dd') === value ? date : null;
}

/** A Date as yyyy-MM-dd in local time: the form dates take in queries and filters. */
export function toCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
