import { monthEnds, netWorthOfDay, netWorthPoints, type BalanceDay } from './net-worth-history';

const day = (date: string, [depository, investment, credit, loan]: number[], reconstructed = false): BalanceDay => ({
  date,
  by_type: { depository: depository!, investment: investment!, credit: credit!, loan: loan! },
  reconstructed,
});

describe('net worth over time', () => {
  it('counts a day as the sidebar does: held less owed, in cents', () => {
    // 0.1 + 0.2 held, 0.3 owed: exactly nothing.
    expect(netWorthOfDay(day('2026-10-31', [0.1, 0.2, 0.3, 0]))).toBe(0);
    expect(netWorthOfDay(day('2026-10-31', [1250.1, 320.76, 410.33, 9000.01]))).toBe(-7839.48);
  });

  it('draws the estimated days dashed up to the first recorded day, where the lines join', () => {
    const points = netWorthPoints([
      day('2026-10-30', [100, 0, 0, 0], true),
      day('2026-10-31', [110, 0, 0, 0], true),
      day('2026-11-01', [120, 0, 5, 0]),
      day('2026-11-02', [130, 0, 5, 0]),
    ]);
    expect(points.map((p) => [p.label, p.netWorth, p.recorded, p.walkedBack, p.estimated])).toEqual([
      ['Oct 30, 2026', 100, null, 100, true],
      ['Oct 31, 2026', 110, null, 110, true],
      ['Nov 1, 2026', 115, 115, 115, false],
      ['Nov 2, 2026', 125, 125, null, false],
    ]);
  });

  it('gives each month its last day known, across a year', () => {
    const points = netWorthPoints([
      day('2025-12-30', [1, 0, 0, 0]),
      day('2025-12-31', [2, 0, 0, 0]),
      day('2026-01-01', [3, 0, 0, 0]),
      day('2026-01-15', [4, 0, 0, 0]),
    ]);
    expect(monthEnds(points).map((p) => [p.date, p.netWorth])).toEqual([
      ['2025-12-31', 2],
      ['2026-01-15', 4],
    ]);
  });
});
