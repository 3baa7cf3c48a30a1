// The arithmetic of budgets over months, in cents (integers): which amount holds in a month, how amounts combine when
// a category is merged into another or deleted, and how a rollover category's carries follow from month to month.
// Months are yyyy-MM strings, which sort as they fall.

/** A stored amount: from `month` on, until the category's next row (null: no budget from this month). */
export interface AmountRow {
  category: string;
  month: string;
  cents: number | null;
}

/** The amount that holds in `month`: the category's latest row at or before it (rows sorted by month). */
export function amountIn(rows: readonly AmountRow[], month: string): AmountRow | undefined {
  let found: AmountRow | undefined;
  for (const row of rows) {
    if (row.month > month) break;
    found = row;
  }
  return found?.cents === null ? undefined : found;
}

/** The month after (or `by` months after) a yyyy-MM month. */
export function nextMonth(month: string, by = 1): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7)) - 1 + by;
  const year = y + Math.floor(m / 12);
  return `${String(year).padStart(4, '0')}-${String((((m % 12) + 12) % 12) + 1).padStart(2, '0')}`;
}

/**
 * The rows of `into` once `from`'s amounts join it (a merge; a deletion joins the deleted categories' ''): in every
 * month, what either held, added, so that no month's total budgeted changes. `endsAt`: the month from which `from`'s
 * amounts no longer count (a deletion: the months before it keep what it budgeted, the months after do not).
 */
export function joinAmounts(
  from: readonly AmountRow[],
  into: readonly AmountRow[],
  intoCategory: string,
  endsAt?: string,
): AmountRow[] {
  const fromRows: AmountRow[] = endsAt === undefined ? [...from] : from.filter((r) => r.month < endsAt);
  if (endsAt !== undefined && fromRows.length > 0) fromRows.push({ category: '', month: endsAt, cents: null });
  const months = [...new Set([...fromRows, ...into].map((r) => r.month))].sort();
  const joined: AmountRow[] = [];
  for (const month of months) {
    const a = amountIn(fromRows, month)?.cents;
    const b = amountIn(into, month)?.cents;
    const cents = a === undefined && b === undefined ? null : (a ?? 0) + (b ?? 0);
    const before = joined.at(-1);
    // A month that holds what the month before held adds no row (nor does a first month with nothing).
    if (before ? before.cents === cents : cents === null) continue;
    joined.push({ category: intoCategory, month, cents });
  }
  return joined;
}

/**
 * A rollover category's carries into the months after `from` up to `to`: what was left at the end of each month (its
 * amount plus what it carried in, less what was spent; a deficit carries as much as a surplus). A month without a
 * budget carries nothing into the next. `carriedIntoFrom` is what `from` itself carried in.
 */
export function carriesAfter(
  rows: readonly AmountRow[],
  spentCents: (month: string) => number,
  from: string,
  to: string,
  carriedIntoFrom: number,
): Array<{ month: string; cents: number }> {
  const carries: Array<{ month: string; cents: number }> = [];
  let carried = carriedIntoFrom;
  for (let month = from; month < to; month = nextMonth(month)) {
    const amount = amountIn(rows, month);
    carried = amount ? amount.cents! + carried - spentCents(month) : 0;
    carries.push({ month: nextMonth(month), cents: carried });
  }
  return carries;
}

/** The median of three months' spending (the middle one), what a new person's budget suggests. */
export function medianCents(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}
