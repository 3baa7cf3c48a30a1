// A month's budget as the page works with it: which month the address names, the months around it, the pace of a
// month in the person's calendar, and a change applied to the figures at once (before the server answers), in cents.
import { format, getDaysInMonth } from 'date-fns';
import type { BudgetChange, BudgetResponse } from '@finance/shared/contracts';
import { BUDGET_AMOUNT_MAX, parseCalendarDate } from '@finance/shared/data';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A yyyy-MM month. */
export type Month = string;

export const cents = (dollars: number) => Math.round(dollars * 100);
export const dollars = (amountCents: number) => amountCents / 100;

/** The month `by` months after (before, when negative) a yyyy-MM month. */
export function shiftMonth(month: Month, by: number): Month {
  const m = Number(month.slice(5, 7)) - 1 + by;
  const year = Number(month.slice(0, 4)) + Math.floor(m / 12);
  return `${String(year).padStart(4, '0')}-${String((((m % 12) + 12) % 12) + 1).padStart(2, '0')}`;
}

/** "November 2026". */
export function monthTitle(month: Month): string {
  return format(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1), 'MMMM yyyy');
}

/** The month's first and last days (yyyy-MM-dd), both included: what its figures open on the transactions screen. */
export function monthDays(month: Month): { from: string; to: string } {
  const days = getDaysInMonth(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}` };
}

/** The month the address names (?month=yyyy-MM), else the person's current one; a bad one is said and not used. */
export function readMonth(param: string | null, today: string): { month: Month; problem: string | null } {
  const current = today.slice(0, 7);
  if (param === null || param === '') return { month: current, problem: null };
  if (MONTH.test(param)) return { month: param, problem: null };
  return { month: current, problem: `"${param.slice(0, 20)}" is not a month written yyyy-MM: showing this month.` };
}

/**
 * What an even pace would have spent of `available` by the end of today (the person's calendar): all of it in a month
 * gone by, none in a month to come, and in the current month the share of its days begun, today included.
 */
export function paceCents(availableCents: number, month: Month, today: string): number {
  const current = today.slice(0, 7);
  if (month < current) return availableCents;
  if (month > current) return 0;
  const day = parseCalendarDate(today);
  if (!day) return 0;
  return Math.round((availableCents * day.getDate()) / getDaysInMonth(day));
}

/** An amount as a person types it: "1,250.5" or "$80" reads as dollars; anything else is why not. */
export function readAmount(text: string): { cents: number } | { problem: string } {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return { problem: 'Enter an amount, 0 or more' };
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned) && !/^\.\d{1,2}$/.test(cleaned)) {
    return cleaned.startsWith('-')
      ? { problem: 'A budget cannot be negative' }
      : /^\d*\.\d{3,}$/.test(cleaned)
        ? { problem: 'Use at most 2 decimals' }
        : { problem: 'Enter an amount in dollars, like 250 or 99.50' };
  }
  const amount = cents(Number(cleaned));
  if (amount > cents(BUDGET_AMOUNT_MAX))
    return { problem: `A budget is at most ${BUDGET_AMOUNT_MAX.toLocaleString('en-US')} dollars` };
  return { cents: amount };
}

/**
 * The month's figures with changes applied as the server will apply them, so that the page shows a change at once:
 * a category's amount (its available and left with it), a new budget (its spending taken from Not budgeted), a budget
 * stopped (its spending back there), the total budgeted and left to budget. A rollover turned on or off shows its
 * carry once the server has computed it.
 */
export function withChanges(budget: BudgetResponse, changes: readonly BudgetChange[]): BudgetResponse {
  let categories = budget.categories;
  let notBudgeted = budget.not_budgeted;
  for (const change of changes) {
    const existing = categories.find((c) => c.category === change.category);
    if (change.amount === null) {
      if (!existing) continue;
      categories = categories.filter((c) => c !== existing);
      if (existing.spent !== 0) notBudgeted = [...notBudgeted, { category: existing.category, spent: existing.spent }];
      continue;
    }
    const rollover = change.rollover ?? existing?.rollover ?? false;
    const amount = cents(change.amount ?? existing?.amount ?? 0);
    const carried = existing ? cents(existing.carried) : 0;
    const spent = existing
      ? cents(existing.spent)
      : cents(notBudgeted.find((n) => n.category === change.category)?.spent ?? 0);
    const next = {
      category: change.category,
      amount: dollars(amount),
      set_in: change.amount === undefined && existing ? existing.set_in : budget.month,
      rollover,
      carried: dollars(carried),
      available: dollars(amount + carried),
      spent: dollars(spent),
      left: dollars(amount + carried - spent),
    };
    categories = existing ? categories.map((c) => (c === existing ? next : c)) : [...categories, next];
    notBudgeted = notBudgeted.filter((n) => n.category !== change.category);
  }
  const budgeted = categories.reduce((sum, c) => sum + cents(c.amount), 0) + cents(budget.deleted_budgeted);
  return {
    ...budget,
    categories,
    not_budgeted: notBudgeted,
    budgeted: dollars(budgeted),
    left_to_budget: dollars(cents(budget.income) - budgeted),
    suggestions: categories.length > 0 ? [] : budget.suggestions,
  };
}
