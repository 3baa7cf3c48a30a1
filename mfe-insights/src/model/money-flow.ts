// Money out and money in over a range, from the monthly summary, added up in cents; and how a figure compares with
// another, in words a person reads at a glance.
import type { MonthSummaryResponse } from '@finance/shared/contracts';
import { formatMoney } from '@finance/shared/data';

export interface MoneyFlow {
  /** Money out that is no transfer between the person's own accounts. */
  spend: number;
  /** Money in that is no transfer. */
  income: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The range's spend and income: the sum of its months, in cents. */
export function flowOf(summary: Pick<MonthSummaryResponse, 'summary'>): MoneyFlow {
  let spend = 0;
  let income = 0;
  for (const month of summary.summary) {
    spend += cents(month.spend);
    income += cents(month.income);
  }
  return { spend: spend / 100, income: income / 100 };
}

export type Direction = 'more' | 'less' | 'same';

export interface Change {
  direction: Direction;
  /** How much more or less, never negative. */
  amount: number;
}

/** How `current` compares with `previous`, to the cent. */
export function changeOf(current: number, previous: number): Change {
  const difference = cents(current) - cents(previous);
  return {
    direction: difference > 0 ? 'more' : difference < 0 ? 'less' : 'same',
    amount: Math.abs(difference) / 100,
  };
}

/**
 * How a figure compares, in words: "$12.50 more than the same days of last month ($100.00)", or "The same as ...".
 * `before` names what it is compared with.
 */
export function comparedText(current: number, previous: number, before: string): string {
  const change = changeOf(current, previous);
  const what = `${before} (${formatMoney(previous)})`;
  if (change.direction === 'same') return `The same as ${what}`;
  return `${formatMoney(change.amount)} ${change.direction} than ${what}`;
}
