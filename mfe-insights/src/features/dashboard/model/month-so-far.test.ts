import { monthSoFar } from './month-so-far';

// The suites run in America/New_York (jest.config.cjs): a Date here is a moment in the person's day.
describe('monthSoFar', () => {
  it('is the first of the month to today, against the same days of last month', () => {
    expect(monthSoFar(new Date(2026, 10, 17, 9, 30))).toEqual({
      current: { startDate: '2026-11-01', endDate: '2026-11-17' },
      previous: { startDate: '2026-10-01', endDate: '2026-10-17' },
    });
  });

  it('compares the 31st of March with the whole of February, which has no 31st', () => {
    expect(monthSoFar(new Date(2027, 2, 31, 12))).toEqual({
      current: { startDate: '2027-03-01', endDate: '2027-03-31' },
      previous: { startDate: '2027-02-01', endDate: '2027-02-28' },
    });
    expect(monthSoFar(new Date(2028, 2, 30, 12)).previous).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it("follows the person's calendar, not UTC: 11 PM on November 30th in New York is still November", () => {
    // 04:00 UTC on December 1st.
    const lateEvening = new Date(Date.UTC(2026, 11, 1, 4, 0));
    expect(monthSoFar(lateEvening).current).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('crosses a year: January 1st against December 1st', () => {
    expect(monthSoFar(new Date(2027, 0, 1, 0, 5))).toEqual({
      current: { startDate: '2027-01-01', endDate: '2027-01-01' },
      previous: { startDate: '2026-12-01', endDate: '2026-12-01' },
    });
  });
});
