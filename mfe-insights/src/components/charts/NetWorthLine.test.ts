import { monthStarts } from './NetWorthLine';

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  }));

describe('the net worth line’s month ticks', () => {
  it('are the first day of each month among the points, across a year’s end', () => {
    expect(monthStarts(days('2025-11-15', 50))).toEqual(['2025-12-01', '2026-01-01']);
  });

  it('count the first point when it is a month’s first day: a year from Dec 1 gives twelve', () => {
    const year = days('2025-12-01', 364);
    expect(monthStarts(year)).toEqual([
      '2025-12-01',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`),
    ]);
    expect(monthStarts([])).toEqual([]);
  });
});
