// The figures above the table: how many transactions the filters let through, and the money in and out among them.
export interface Totals {
  count: number;
  /** The sum of money in, as a positive number. */
  moneyIn: number;
  /** The sum of money out. */
  moneyOut: number;
}

/** The totals of some items, given how to read each one's amount (positive: money out; negative: money in). */
export function totalsOf<T>(items: readonly T[], amountOf: (item: T) => number): Totals {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const item of items) {
    const amount = amountOf(item);
    if (amount < 0) moneyIn -= amount;
    else moneyOut += amount;
  }
  // Sums of cents drift in binary; round to the cent the figures show.
  return { count: items.length, moneyIn: Math.round(moneyIn * 100) / 100, moneyOut: Math.round(moneyOut * 100) / 100 };
}

/**
 * Totals that a new order of the same rows keeps: given the set the rows came from and the filters they passed, a
 * sort (the same rows in another order) gives back the totals counted last instead of counting them again (at
 * 37,671 rows in a new order, reading every row's amount cost more than the sort).
 */
export function createOrderFreeTotals<T, F>(
  amountOf: (item: T) => number,
): (set: unknown, filters: F, matching: readonly T[]) => Totals {
  let last: { set: unknown; filters: F; totals: Totals } | null = null;
  return (set, filters, matching) => {
    if (last && last.set === set && last.filters === filters) return last.totals;
    const totals = totalsOf(matching, amountOf);
    last = { set, filters, totals };
    return totals;
  };
}
