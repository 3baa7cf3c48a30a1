import { formatDate, formatDateTime, parseCalendarDate, parseServerTimestamp, toCalendarDate } from './dates';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats en-US in the given currency, USD by default', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-12, 'USD')).toBe('-$12.00');
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
    expect(formatMoney(10, 'CAD')).toBe('CA$10.00');
  });

  it('shows a dash for a missing amount and a plain number for an unknown currency code', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined, 'USD')).toBe('—');
    expect(formatMoney(5, 'NOT-A-CODE')).toBe('5.00');
  });
});

describe('dates', () => {
  it('reads a server timestamp without a zone suffix as UTC', () => {
    expect(parseServerTimestamp('2026-11-23T17:42:00')?.toISOString()).toBe('2026-11-23T17:42:00.000Z');
    expect(parseServerTimestamp('2026-11-23T17:42:00.000Z')?.toISOString()).toBe('2026-11-23T17:42:00.000Z');
    expect(parseServerTimestamp('2026-11-23T17:42:00+02:00')?.toISOString()).toBe('2026-11-23T15:42:00.000Z');
    expect(parseServerTimestamp('yesterday')).toBeNull();
  });

  it("formats a date-time as month/day/year with hour, minute and am/pm in the reader's zone (New York here)", () => {
    expect(formatDateTime('2026-11-23T22:42:00Z')).toBe('11/23/2026, 5:42 PM');
    expect(formatDateTime('2026-01-05T14:05:00')).toBe('01/05/2026, 9:05 AM');
    expect(formatDateTime('2026-01-05T05:07:00Z')).toBe('01/05/2026, 12:07 AM');
    expect(formatDateTime('2026-01-05T17:30:00Z')).toBe('01/05/2026, 12:30 PM');
    // Daylight saving time: four hours behind UTC in July. Past midnight UTC is still the evening before.
    expect(formatDateTime('2026-07-04T16:00:00Z')).toBe('07/04/2026, 12:00 PM');
    expect(formatDateTime('2026-11-26T01:00:00Z')).toBe('11/25/2026, 8:00 PM');
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDateTime('garbage')).toBe('Never');
  });

  it('formats a calendar date as abbreviated month, day and year without shifting it', () => {
    // Read as UTC midnight, a bank's date would show as the day before anywhere west of UTC.
    expect(formatDate('2026-11-26')).toBe('Nov 26, 2026');
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('accepts only real yyyy-MM-dd dates', () => {
    expect(parseCalendarDate('2026-02-28')).not.toBeNull();
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('2026-2-3')).toBeNull();
    expect(parseCalendarDate('02/03/2026')).toBeNull();
    expect(toCalendarDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
});
