import type { BudgetResponse } from '@finance/shared/contracts';
import { monthDays, monthTitle, paceCents, readAmount, readMonth, shiftMonth, withChanges } from './budget-month';

describe('months', () => {
  it('steps over year ends both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', -13)).toBe('2025-10');
    expect(monthTitle('2026-02')).toBe('February 2026');
  });

  it("gives a month's first and last days, leap years included", () => {
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it("reads the address's month, else the person's current one, and says why a bad one is not used", () => {
    expect(readMonth(null, '2026-11-30')).toEqual({ month: '2026-11', problem: null });
    expect(readMonth('2025-02', '2026-11-30')).toEqual({ month: '2025-02', problem: null });
    expect(readMonth('2025-13', '2026-11-30')).toEqual({
      month: '2026-11',
      problem: '"2025-13" is not a month written yyyy-MM: showing this month.',
    });
  });
});

describe('the even pace', () => {
  it("is the share of the month's days begun, today included, in the person's calendar", () => {
    // 30 000 cents over November's 30 days: by the 10th, 10 000.
    expect(paceCents(30_000, '2026-11', '2026-11-10')).toBe(10_000);
    // The last evening of the month: all of it.
    expect(paceCents(30_000, '2026-11', '2026-11-30')).toBe(30_000);
    // 31 days in December: 1 day of 10 000 cents is 322.58..., to the cent.
    expect(paceCents(10_000, '2026-12', '2026-12-01')).toBe(323);
    expect(paceCents(10_000, '2026-10', '2026-11-01')).toBe(10_000);
    expect(paceCents(10_000, '2026-12', '2026-11-30')).toBe(0);
  });
});

describe('an amount as typed', () => {
  it.each([
    ['250', 25_000],
    ['99.5', 9_950],
    ['$1,250.05', 125_005],
    ['.25', 25],
    ['0', 0],
  ])('%s is %i cents', (text, amount) => expect(readAmount(text)).toEqual({ cents: amount }));

  it.each([
    ['', 'Enter an amount, 0 or more'],
    ['-5', 'A budget cannot be negative'],
    ['1.234', 'Use at most 2 decimals'],
    ['ten', 'Enter an amount in dollars, like 250 or 99.50'],
    ['1e5', 'Enter an amount in dollars, like 250 or 99.50'],
    ['100000000.01', 'A budget is at most 100,000,000 dollars'],
  ])('%j is refused: %s', (text, problem) => expect(readAmount(text)).toEqual({ problem }));
});

describe('a change shown at once', () => {
  const budget: BudgetResponse = {
    month: '2026-11',
    first_month: '2025-06',
    last_month: '2026-12',
    income: 3000,
    budgeted: 250.1,
    left_to_budget: 2749.9,
    categories: [
      {
        category: 'FOOD_AND_DRINK',
        amount: 150.1,
        set_in: '2026-09',
        rollover: true,
        carried: -0.3,
        available: 149.8,
        spent: 100.2,
        left: 49.6,
      },
      {
        category: 'TRAVEL',
        amount: 100,
        set_in: '2026-11',
        rollover: false,
        carried: 0,
        available: 100,
        spent: 0,
        left: 100,
      },
    ],
    not_budgeted: [{ category: 'MEDICAL', spent: 40.4 }],
    deleted_budgeted: 0,
    suggestions: [],
  };

  it("moves a category's available and left, the total budgeted and left to budget, to the cent", () => {
    const changed = withChanges(budget, [{ category: 'FOOD_AND_DRINK', amount: 160.2 }]);
    expect(changed.categories[0]).toEqual({
      ...budget.categories[0],
      amount: 160.2,
      set_in: '2026-11',
      // 16 020 - 30 cents carried; 15 990 - 10 020 spent.
      available: 159.9,
      left: 59.7,
    });
    // 16 020 + 10 000 cents; 300 000 - 26 020.
    expect([changed.budgeted, changed.left_to_budget]).toEqual([260.2, 2739.8]);
  });

  it('takes a new budget from Not budgeted, and gives a stopped one back', () => {
    const added = withChanges(budget, [{ category: 'MEDICAL', amount: 50 }]);
    expect(added.not_budgeted).toEqual([]);
    expect(added.categories.at(-1)).toMatchObject({ category: 'MEDICAL', available: 50, spent: 40.4, left: 9.6 });
    expect(added.left_to_budget).toBe(2699.9);
    const stopped = withChanges(budget, [{ category: 'FOOD_AND_DRINK', amount: null }]);
    expect(stopped.categories.map((c) => c.category)).toEqual(['TRAVEL']);
    expect(stopped.not_budgeted).toContainEqual({ category: 'FOOD_AND_DRINK', spent: 100.2 });
    expect(stopped.budgeted).toBe(100);
  });
});
