// The figures above the table: how many transactions the filters let through, and the money in and out among them.
import type { TransactionRow } from './transaction-rows';

export interface Totals {
  count: number;
  /** The sum of money in, as a positive number. */
  moneyIn: number;
  /** The sum of money out. */
  moneyOut: number;
}

export function totalsOf(rows: readonly TransactionRow[]): Totals {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const row of rows) {
    const amount = row.transaction.amount;
    if (amount < 0) moneyIn -= amount;
    else moneyOut += amount;
  }
  // Sums of cents drift in binary; round to the cent the figures show.
  return { count: rows.length, moneyIn: Math.round(moneyIn * 100) / 100, moneyOut: Math.round(moneyOut * 100) / 100 };
}
