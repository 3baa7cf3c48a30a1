import { customRangeProblem, readRange, writeRange } from './trends-range';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const read = (search: string, today: Date) => readRange(new URLSearchParams(search), today);

describe('readRange', () => {
  const today = day(2026, 11, 29);

  it('shows the last 6 months by default: from the 1st of the month 5 months back to today', () => {
    expect(read('', today)).toEqual({
      range: {
        preset: '6m',
        current: { startDate: '2026-06-01', endDate: '2026-11-29' },
        previous: { startDate: '2025-12-01', endDate: '2026-05-29' },
      },
      problem: null,
    });
  });

  it('compares this month so far with the same days of last month', () => {
    expect(read('range=month', today).range).toMatchObject({
      current: { startDate: '2026-11-01', endDate: '2026-11-29' },
      previous: { startDate: '2026-10-01', endDate: '2026-10-29' },
    });
  });

  it('clamps the compared day to a shorter month (the 31st of May, 3 months back: the 28th of February)', () => {
    expect(read('range=3m', day(2026, 5, 31)).range).toMatchObject({
      current: { startDate: '2026-03-01', endDate: '2026-05-31' },
      previous: { startDate: '2025-12-01', endDate: '2026-02-28' },
    });
  });

  it('crosses a year for 12 and 18 months', () => {
    expect(read('range=12m', day(2026, 1, 1)).range).toMatchObject({
      current: { startDate: '2025-02-01', endDate: '2026-01-01' },
      previous: { startDate: '2024-02-01', endDate: '2025-01-01' },
    });
    expect(read('range=18m', today).range.current).toEqual({ startDate: '2025-06-01', endDate: '2026-11-29' });
  });

  it('compares custom dates with the same number of days just before them', () => {
    expect(read('from=2026-03-01&to=2026-03-31', today)).toEqual({
      range: {
        preset: 'custom',
        current: { startDate: '2026-03-01', endDate: '2026-03-31' },
        previous: { startDate: '2026-01-29', endDate: '2026-02-28' },
      },
      problem: null,
    });
  });

  it('shows the default range, and says why, for dates or a range it cannot show', () => {
    const fallback = { startDate: '2026-06-01', endDate: '2026-11-29' };
    expect(read('from=2026-02-30&to=2026-03-31', today)).toMatchObject({
      range: { preset: '6m', current: fallback },
      problem: 'The dates in the address cannot be shown. Enter both dates as real dates.',
    });
    expect(read('from=2026-03-01', today).problem).toBe(
      'The dates in the address cannot be shown. Enter both dates as real dates.',
    );
    expect(read('from=2026-04-01&to=2026-03-31', today).problem).toBe(
      'The dates in the address cannot be shown. The start date must not be after the end date.',
    );
    expect(read('range=7y', today)).toMatchObject({
      range: { current: fallback },
      problem: 'The range in the address is not one Trends knows.',
    });
  });
});

describe('customRangeProblem', () => {
  it('takes up to five years, and not a day more', () => {
    expect(customRangeProblem('2021-03-31', '2026-03-31')).toBeNull();
    expect(customRangeProblem('2021-03-30', '2026-03-31')).toBe('A range can be at most 5 years long.');
    expect(customRangeProblem('', '2026-03-31')).toBe('Enter both dates as real dates.');
  });
});

describe('writeRange', () => {
  it('writes a preset but the default, or custom dates', () => {
    expect(writeRange({ preset: '6m' }).toString()).toBe('');
    expect(writeRange({ preset: '12m' }).toString()).toBe('range=12m');
    expect(writeRange({ from: '2026-01-01', to: '2026-02-15' }).toString()).toBe('from=2026-01-01&to=2026-02-15');
  });
});
