import { badRequest } from '../lib/http-errors';

/**
 * An amount in whole cents. Amounts come as numbers of at most two decimals (the Money schema) or as the database's
 * numeric(16, 2) text; cents are integers, so a sum of parts is exact (0.10 + 0.20 is 30 cents, not 0.30000000000000004).
 */
export function centsOf(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/** Cents as the API writes an amount in a message: two decimals, e.g. 4700 -> "47.00". */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Refuses parts that do not add up to the whole to the cent (400), naming both sums and what is left or too much:
 * "The parts add up to 47.00, not 50.00: 3.00 remaining".
 */
export function checkPartsAddUp(wholeCents: number, partAmounts: number[]): void {
  const sum = partAmounts.reduce((total, amount) => total + centsOf(amount), 0);
  if (sum === wholeCents) return;
  const left = wholeCents - sum;
  // Short of the whole (in the whole's direction) is what remains to give a part; past it is too much.
  const remaining = Math.sign(left) === Math.sign(wholeCents);
  throw badRequest(
    `The parts add up to ${formatCents(sum)}, not ${formatCents(wholeCents)}: ` +
      `${formatCents(Math.abs(left))} ${remaining ? 'remaining' : 'too much'}`,
  );
}
