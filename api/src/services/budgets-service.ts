import type { BudgetChange, BudgetResponse } from '@finance/shared/contracts';
import { amountIn, carriesAfter, joinAmounts, medianCents, nextMonth, type AmountRow } from '../domain/budget-months';
import { isProviderCategory } from '../domain/category-check';
import { monthsBetween } from '../lib/date-range';
import { earliestCalendarDateIso, latestCalendarDateIso } from '../lib/dates';
import { badRequest, notFound } from '../lib/http-errors';
import type { DataAccess, Repositories } from '../repositories';
import type { MonthTotal } from '../repositories/budgets-repository';

/** Money in and between accounts: the month's income and transfers, never a budget's category. */
const NOT_BUDGETED = new Set(['INCOME', 'TRANSFER_IN', 'TRANSFER_OUT']);
/** What deleted categories budgeted (migration 019). */
export const DELETED_CATEGORIES = '';
/** How many months before a new person's first budget its suggestions look at. */
const SUGGESTION_MONTHS = 3;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const dollars = (cents: number) => cents / 100;

/** The months a budget can be read or set for. */
interface MonthBounds {
  first: string;
  last: string;
}

/**
 * A month's spending by category and its income, from its daily totals: money in under a category counts against its
 * spending (a refund); money in filed under Income, or with no category at all, is income; money out under Income is
 * income given back.
 */
export function monthFigures(totals: readonly MonthTotal[]) {
  const spent = new Map<string, number>();
  let income = 0;
  for (const t of totals) {
    if (t.category === 'INCOME' || (t.category === 'UNCATEGORIZED' && t.kind === 'income')) income -= t.cents;
    else spent.set(t.category, (spent.get(t.category) ?? 0) + t.cents);
  }
  return { spent, income };
}

/**
 * Budgets: a month's amounts by category against its corrected spending, its income and what is left to budget, with
 * rollover carries stored and computed forward from the first month a change touched (never the whole history at each
 * read), suggestions for a person with none yet, and their changes.
 */
export class BudgetsService {
  constructor(private readonly data: DataAccess) {}

  async read(userId: string, month: string): Promise<BudgetResponse> {
    const { budgets } = this.data.repositories;
    const bounds = await this.checkMonth(budgets, userId, month);
    const [amounts, rollovers, totals] = await Promise.all([
      budgets.amounts(userId),
      budgets.rollovers(userId),
      budgets.monthTotals(userId, month, month),
    ]);
    const byCategory = groupRows(amounts);
    const { spent, income } = monthFigures(totals);
    const carried = await this.carriesInto(userId, month, rollovers, byCategory);

    const categories: BudgetResponse['categories'] = [];
    let budgeted = 0;
    for (const [category, rows] of byCategory) {
      const amount = amountIn(rows, month);
      if (!amount) continue;
      budgeted += amount.cents!;
      if (category === DELETED_CATEGORIES) continue;
      const rollover = rollovers.includes(category);
      const carry = rollover ? (carried.get(category) ?? 0) : 0;
      const available = amount.cents! + carry;
      const used = spent.get(category) ?? 0;
      categories.push({
        category,
        amount: dollars(amount.cents!),
        set_in: amount.month,
        rollover,
        carried: dollars(carry),
        available: dollars(available),
        spent: dollars(used),
        left: dollars(available - used),
      });
    }
    categories.sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category));
    const notBudgeted = [...spent]
      .filter(([category, cents]) => cents !== 0 && !categories.some((c) => c.category === category))
      .map(([category, cents]) => ({ category, spent: dollars(cents) }))
      .sort((a, b) => b.spent - a.spent || a.category.localeCompare(b.category));
    return {
      month,
      first_month: bounds.first,
      last_month: bounds.last,
      income: dollars(income),
      budgeted: dollars(budgeted),
      left_to_budget: dollars(income - budgeted),
      categories,
      not_budgeted: notBudgeted,
      deleted_budgeted: dollars(amountIn(byCategory.get(DELETED_CATEGORIES) ?? [], month)?.cents ?? 0),
      suggestions: amounts.length === 0 ? await this.suggestions(userId, month) : [],
    };
  }

  /** Sets amounts (from the month on) and rollovers; all or none, one event. Answers the month as it now stands. */
  async change(userId: string, month: string, changes: readonly BudgetChange[]): Promise<BudgetResponse> {
    const seen = new Set<string>();
    for (const change of changes) {
      if (seen.has(change.category)) throw badRequest(`body/categories names ${change.category} more than once`);
      seen.add(change.category);
      if (change.amount === undefined && change.rollover === undefined) {
        throw badRequest(`body/categories: the change of ${change.category} must give an amount or a rollover`);
      }
    }
    await this.data.transactionFor(userId, async (tx) => {
      await this.checkMonth(tx.budgets, userId, month);
      for (const change of changes) await checkBudgetable(tx, userId, change.category);
      for (const { category, amount, rollover } of changes) {
        if (amount !== undefined) {
          await tx.budgets.setAmount(userId, category, month, amount === null ? null : Math.round(amount * 100));
          await tx.budgets.markStale(userId, category, month);
        }
        if (rollover !== undefined) {
          await tx.budgets.setRollover(userId, category, rollover);
          await tx.budgets.forgetCarries(userId, [category]);
        }
      }
      await tx.events.record(userId, 'corrections', { count: 0 });
    });
    return this.read(userId, month);
  }

  /** Refuses a month written otherwise than yyyy-MM, or outside the person's data (400); answers the bounds. */
  private async checkMonth(budgets: Repositories['budgets'], userId: string, month: string): Promise<MonthBounds> {
    if (!MONTH.test(month)) throw badRequest(`month must be a month written yyyy-MM, not "${month.slice(0, 20)}"`);
    const today = earliestCalendarDateIso().slice(0, 7);
    const firstData = await budgets.firstMonth(userId);
    const first = firstData !== null && firstData < today ? firstData : today;
    const last = nextMonth(latestCalendarDateIso().slice(0, 7));
    if (month < first || month > last) {
      throw badRequest(`month must be from ${first} (your first transaction's month) to ${last}, not ${month}`);
    }
    return { first, last };
  }

  /**
   * What each rollover category with a budget in `month` carried into it: stored, or computed forward from the first
   * month a change touched (or from the last month stored, or from the category's first budget), then stored.
   */
  private async carriesInto(
    userId: string,
    month: string,
    rollovers: readonly string[],
    byCategory: ReadonlyMap<string, AmountRow[]>,
  ): Promise<ReadonlyMap<string, number>> {
    const wanted = rollovers.filter((c) => amountIn(byCategory.get(c) ?? [], month));
    if (wanted.length === 0) return new Map();
    const { budgets } = this.data.repositories;
    const due = (await budgets.carryState(userId)).filter(
      (s) =>
        wanted.includes(s.category) && (s.last === null || s.last < month || (s.stale !== null && s.stale < month)),
    );
    if (due.length > 0) {
      // Under the person's write lock: a write that marks a month stale waits, and is not lost under this one's store.
      await this.data.transactionFor(userId, async (tx) => {
        const state = new Map((await tx.budgets.carryState(userId)).map((s) => [s.category, s]));
        const amounts = groupRows(await tx.budgets.amounts(userId, wanted));
        const walks: Array<{ category: string; rows: AmountRow[]; from: string; start: string }> = [];
        for (const category of wanted) {
          const s = state.get(category);
          const rows = amounts.get(category) ?? [];
          const start = rows.find((r) => r.cents !== null)?.month;
          if (!s || start === undefined) continue;
          // Valid through: the first month changed, else the last stored; with neither, the first budget (carry 0).
          const validThrough = s.stale !== null && (s.last === null || s.stale < s.last) ? s.stale : s.last;
          const from = validThrough === null || validThrough < start ? start : validThrough;
          if (from < month) walks.push({ category, rows, from, start });
        }
        if (walks.length === 0) return;
        const before = nextMonth(month, -1);
        const spent = new Map<string, number>();
        const earliest = walks.reduce((m, w) => (w.from < m ? w.from : m), month);
        for (const t of await tx.budgets.monthTotals(userId, earliest, before)) {
          const key = `${t.category} ${t.month}`;
          spent.set(key, (spent.get(key) ?? 0) + t.cents);
        }
        for (const { category, rows, from, start } of walks) {
          const stored = from === start ? 0 : ((await tx.budgets.carriesInto(userId, from)).get(category) ?? 0);
          const carries = carriesAfter(rows, (m) => spent.get(`${category} ${m}`) ?? 0, from, month, stored);
          await tx.budgets.saveCarries(userId, category, [{ month: from, cents: stored }, ...carries]);
        }
      });
    }
    return budgets.carriesInto(userId, month);
  }

  /** For a person with no budget yet: each category's median of the three months before, where it is above 0. */
  private async suggestions(userId: string, month: string): Promise<BudgetResponse['suggestions']> {
    const first = nextMonth(month, -SUGGESTION_MONTHS);
    const months = monthsBetween(first, nextMonth(month, -1));
    const totals = await this.data.repositories.budgets.monthTotals(userId, first, months.at(-1)!);
    const own = new Set((await this.data.repositories.categories.list(userId)).map((c) => c.category_id));
    const byCategory = new Map<string, number[]>();
    for (const m of months) {
      for (const [category, cents] of monthFigures(totals.filter((t) => t.month === m)).spent) {
        if (!(own.has(category) || (isProviderCategory(category) && !NOT_BUDGETED.has(category)))) continue;
        if (!byCategory.has(category))
          byCategory.set(
            category,
            months.map(() => 0),
          );
        byCategory.get(category)![months.indexOf(m)] = cents;
      }
    }
    return [...byCategory]
      .map(([category, spent]) => ({ category, amount: dollars(medianCents(spent)), months: spent.map(dollars) }))
      .filter((s) => s.amount > 0)
      .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category));
  }
}

/** Refuses a category that cannot have a budget: money in or between accounts (400), or not the person's (404). */
async function checkBudgetable(tx: Repositories, userId: string, category: string): Promise<void> {
  if (NOT_BUDGETED.has(category)) {
    throw badRequest(`${category} is money in or between your accounts: it has no budget (body/categories)`);
  }
  if (isProviderCategory(category)) return;
  if (!(await tx.categories.find(userId, category))) throw notFound(`Category not found: ${category}`);
}

/**
 * A category merged into another (`into`) or deleted (null) takes its budget along, inside the merge's or deletion's
 * transaction: its amounts join the other's month by month (a deletion's join what deleted categories budgeted, up to
 * the month of the deletion: later months no longer count it), so that no month's total budgeted changes; its
 * rollover and carries go, and the other's carries are computed again.
 */
export async function joinBudget(tx: Repositories, userId: string, category: string, into: string | null) {
  const target = into ?? DELETED_CATEGORIES;
  const rows = groupRows(await tx.budgets.amounts(userId, [category, target]));
  const from = rows.get(category) ?? [];
  if (from.length > 0) {
    const endsAt = into === null ? latestCalendarDateIso().slice(0, 7) : undefined;
    await tx.budgets.replaceAmounts(userId, target, joinAmounts(from, rows.get(target) ?? [], target, endsAt));
  }
  await tx.budgets.removeCategory(userId, category);
  await tx.budgets.forgetCarries(userId, [target]);
}

/** Amount rows by category, each category's in month order (as the repository reads them). */
function groupRows(rows: readonly AmountRow[]): Map<string, AmountRow[]> {
  const grouped = new Map<string, AmountRow[]>();
  for (const row of rows) {
    if (!grouped.has(row.category)) grouped.set(row.category, []);
    grouped.get(row.category)!.push(row);
  }
  return grouped;
}
