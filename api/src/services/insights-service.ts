import type { Insight, InsightsResponse } from '@finance/shared/contracts';
import {
  budgetsAtRisk,
  categoryAboveTypical,
  duplicateCharges,
  DUPLICATE_LOOKBACK_DAYS,
  incomeNews,
  newPayees,
  NEW_PAYEE_DAYS,
  priceRises,
  type CategoryMonths,
} from '../domain/insight-rules';
import { nextMonth } from '../domain/budget-months';
import { PER_YEAR } from '../domain/recurring-streams';
import { addDaysIso } from '../lib/dates';
import { badRequest } from '../lib/http-errors';
import { checkPersonToday } from '../lib/person-today';
import type { DataAccess } from '../repositories';
import { monthFigures, type BudgetsService } from './budgets-service';
import type { CategoriesService } from './categories-service';
import type { RecurringService } from './recurring-service';

/** The most statements one answer gives. */
const INSIGHTS_MAX = 50;
const INSIGHT_ID = /^[a-z_]{1,30}:[A-Za-z0-9_-]{22}$/;
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Insights: the rules of domain/insight-rules.ts over the person's corrected data on their today (the daily totals,
 * the recurring streams, this month's budget, the month's charges), the statements they dismissed left out. Worked
 * out on each read: every change to the data (a sync, a correction, a budget) reaches open pages as the event that
 * makes them read again.
 */
export class InsightsService {
  constructor(
    private readonly data: DataAccess,
    private readonly recurring: RecurringService,
    private readonly budgets: BudgetsService,
    private readonly categories: CategoriesService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async read(userId: string, today: string): Promise<InsightsResponse> {
    checkPersonToday(today, this.now());
    const { insights, budgets } = this.data.repositories;
    const month = today.slice(0, 7);
    const first = nextMonth(month, -3);
    const [streams, budget, categories, totals, firsts, charges, dismissed] = await Promise.all([
      this.recurring.read(userId, today),
      this.budgets.read(userId, month).catch(() => null),
      this.categories.list(userId),
      budgets.monthTotals(userId, first, month),
      insights.firstCharges(userId, addDaysIso(today, -NEW_PAYEE_DAYS)),
      insights.charges(userId, addDaysIso(today, -DUPLICATE_LOOKBACK_DAYS), today),
      insights.dismissed(userId),
    ]);
    const names = new Map(categories.map((c) => [c.category_id, c.name]));
    const nameOf = (key: string) => names.get(key) ?? key;

    const byMonth = new Map<string, Map<string, number>>();
    for (const m of [first, nextMonth(first), nextMonth(first, 2), month]) {
      byMonth.set(m, monthFigures(totals.filter((t) => t.month === m)).spent);
    }
    const previous = [first, nextMonth(first), nextMonth(first, 2)];
    const spentIn = (m: string, category: string) => byMonth.get(m)?.get(category) ?? 0;
    const categoryMonths: CategoryMonths[] = [...(byMonth.get(month)?.keys() ?? [])]
      .filter((category) => category !== 'UNCATEGORIZED' && category !== 'TRANSFER_IN' && category !== 'TRANSFER_OUT')
      .map((category) => ({
        category,
        name: nameOf(category),
        current: spentIn(month, category),
        previous: previous.map((m) => spentIn(m, category)),
      }));

    const going = streams.streams.filter((s) => !s.dismissed && s.timing !== 'ENDED');
    const found: Insight[] = [
      ...budgetsAtRisk(
        (budget?.categories ?? []).map((c) => ({
          category: c.category,
          name: nameOf(c.category),
          available: cents(c.available),
          spent: cents(c.spent),
        })),
        today,
      ),
      ...incomeNews(
        going
          .filter((s) => s.direction === 'inflow')
          .map((s) => ({
            streamId: s.stream_id,
            name: s.name,
            payee: s.payee,
            lastDate: s.last_date,
            lastCents: cents(s.last_amount),
            nextDate: s.next_date,
            expectedCents: cents(s.steady ? s.last_amount : s.average_amount),
            late: s.timing === 'LATE',
          })),
        today,
      ),
      ...duplicateCharges(charges, today),
      ...priceRises(
        going
          .filter((s) => s.subscription && s.price_change)
          .map((s) => ({
            streamId: s.stream_id,
            name: s.name,
            payee: s.payee,
            fromCents: cents(s.price_change!.from_amount),
            toCents: cents(s.price_change!.to_amount),
            since: s.price_change!.since,
            perYear: PER_YEAR[s.frequency],
          })),
        today,
      ),
      ...categoryAboveTypical(categoryMonths, today),
      ...newPayees(firsts, today),
    ];
    return { today, insights: found.filter((i) => !dismissed.has(i.id)).slice(0, INSIGHTS_MAX) };
  }

  /** Dismisses a statement for good (or shows it again); one event, so other pages follow. */
  async change(userId: string, insightId: string, today: string, dismissed: boolean): Promise<InsightsResponse> {
    checkPersonToday(today, this.now());
    if (!INSIGHT_ID.test(insightId)) throw badRequest(`insight_id is not an insight's id: "${insightId.slice(0, 50)}"`);
    await this.data.transactionFor(userId, async (tx) => {
      await tx.insights.setDismissed(userId, insightId, dismissed);
      await tx.events.record(userId, 'corrections', { count: 0 });
    });
    return this.read(userId, today);
  }
}
