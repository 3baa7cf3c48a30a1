import { transactionsWindow } from './transactions-window';

const calendars = new Map<string, Intl.DateTimeFormat>();

/** The day it is at the instant on the calendar of a time zone. */
function dayIn(timeZone: string, instant: Date): string {
  if (!calendars.has(timeZone)) {
    calendars.set(
      timeZone,
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    );
  }
  return calendars.get(timeZone)!.format(instant);
}

// The suites run with TZ=America/New_York (jest.config.cjs): the person is in New York.
describe('the transactions window', () => {
  it('runs from 18 months back to past the person\'s today: at 8 pm in New York, a bank\'s "tomorrow" is in it', () => {
    // 8 pm on November 25th in New York, already the 26th in UTC and at a bank a day ahead.
    const evening = new Date('2026-11-26T01:00:00Z');
    expect(dayIn('America/New_York', evening)).toBe('2026-11-25');
    const window = transactionsWindow(evening);
    expect(window.start_date).toBe('2025-05-25');
    expect(window.end_date >= '2026-11-26').toBe(true);
    expect(window.end_date).toBe('2026-11-27');
  });

  it('holds the day any bank on Earth is on, at every hour of the year, and starts 18 months before the local day', () => {
    // UTC+14 is as far ahead as any calendar is.
    const banks = ['Pacific/Kiritimati', 'Asia/Tokyo', 'Europe/London', 'UTC', 'America/New_York'];
    const month = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
    for (let hour = 0; hour < 365 * 24; hour += 5) {
      const now = new Date(Date.UTC(2026, 0, 1, hour, 59));
      const { start_date, end_date } = transactionsWindow(now);
      for (const zone of banks) expect([zone, dayIn(zone, now) <= end_date]).toEqual([zone, true]);
      const local = dayIn('America/New_York', now);
      expect(month(local) - month(start_date)).toBe(18);
      expect(start_date.slice(8) <= local.slice(8)).toBe(true);
    }
  });
});
