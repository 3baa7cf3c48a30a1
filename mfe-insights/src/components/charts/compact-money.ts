const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** An axis's money: "$1.2K", "$950", "-$3K". */
export function compactMoney(amount: number): string {
  return compact.format(amount);
}
