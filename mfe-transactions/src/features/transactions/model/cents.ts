/**
 * An amount of the data in whole cents: exact for the 2 decimals money has, so that sums and comparisons of amounts
 * are made in integers (0.10 + 0.20 is 30 cents), never in floating-point dollars.
 */
export const centsOf = (amount: number) => Math.round(amount * 100);
