import { LRUCache } from 'lru-cache';
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
/** The most answers (a person's, for one today) kept in memory, and the most people whose last today is kept. */
const ANSWERS_KEPT = 1_000;
const INSIGHT_ID = /^[a-z_]{1,30}:[A-Za-z0-9_-]{22}$/;
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Insights: the rules of domain/insight-rules.ts over the person's corrected data on their today (the daily totals,
 * the recurring streams, this month's budget, the month's charges), the statements they dismissed left out. Worked
 * out when the data changes: every change (a sync, a correction, a budget, a dismissal) records an event, and an answer
 * is kept under the person's newest event id when it was started, so the first read after a change works it out again
 * and the reads after it are answered at once; at a sync's end it is worked out before a page asks, and an `insights`
 * event tells open pages (what is coming too: the provider's streams come with it).
 */
export class InsightsService {
  /** Answers by person and today, each under the event id it was started at; reads meanwhile share its promise. */
  private readonly answers = new LRUCache<string, { version: string; answer: Promise<InsightsResponse> }>({
    max: ANSWERS_KEPT,
  });
  /** The today each person last asked for: the one a sync's end works insights out for. */
  private readonly todays = new LRUCache<string, string>({ max: ANSWERS_KEPT });

  constructor(
    private readonly data: DataAccess,
    private readonly recurring: RecurringService,
    private readonly budgets: BudgetsService,
    private readonly categories: CategoriesService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async read(userId: string, today: string): Promise<InsightsResponse> {
    checkPersonToday(today, this.now());
    this.todays.set(userId, today);
    // Read before the work starts: a change committed during it has a later id, and the next read works it out again.
    const version = await this.data.repositories.events.latestId(userId);
    const key = `${userId}|${today}`;
    const kept = this.answers.get(key);
    if (kept?.version === version) return kept.answer;
    const answer = this.workOut(userId, today);
    this.answers.set(key, { version, answer });
    answer.catch(() => {
      if (this.answers.get(key)?.answer === answer) this.answers.delete(key);
    });
    return answer;
  }

  /**
   * A sync's end, its streams worked out: one event tells the person's open pages that what is coming and the insights
   * changed, then the insights of their last today are worked out, before a page asks (one the day has left is not).
   */
  async followSync(userId: string): Promise<void> {
    await this.data.transactionFor(userId, (tx) => tx.events.record(userId, 'insights', {}));
    const today = this.todays.get(userId);
    if (today) await this.read(userId, today).catch(() => undefined);
  }

  private async workOut(userId: string, today: string): Promise<InsightsResponse> {
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
