// The one date formatter. Date-times read as month/day/year with hour, minute and am/pm; dates as abbreviated month,
// day and year. The server's timestamps without a zone suffix are UTC. Formatting is written out here rather than
// taken from date-fns's `format` and `parse`, which bring their whole token engine and locale (about 8 KiB gzip) to
// every page; date-fns still reads the server's ISO timestamps.
import { isValid, parseISO } from 'date-fns';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

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
  if (!date || !isValid(date)) return 'Never';
  const hours = date.getHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear(), 4)}, ${clock}`;
}

/**
 * Dates formatted so far: a table shows the same few hundred dates over and over (a page of rows on every keystroke),
 * and reading one through a Date costs more than looking it up. Emptied when it grows past its bound.
 */
const formattedDates = new Map<string, string>();
const FORMATTED_DATES_MAX = 4096;

/** A calendar date (yyyy-MM-dd) as "Nov 23, 2026", with no time-zone shift. The input unchanged when unreadable. */
export function formatDate(value: string): string {
  const known = formattedDates.get(value);
  if (known !== undefined) return known;
  const date = parseCalendarDate(value);
  const text = date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${pad(date.getFullYear(), 4)}` : value;
  if (formattedDates.size >= FORMATTED_DATES_MAX) formattedDates.clear();
  formattedDates.set(value, text);
  return text;
}

/** yyyy-MM-dd as a local Date at midnight; null unless the text is exactly a real date in that format. */
export function parseCalendarDate(value: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return null;
  const date = new Date(0, 0, 1);
  date.setFullYear(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  return toCalendarDate(date) === value ? date : null;
}

/** A Date as yyyy-MM-dd in local time: the form dates take in queries and filters. */
export function toCalendarDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
