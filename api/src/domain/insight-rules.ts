// Insights (issue 35, point 4): fixed statements about a person's money, each made true by the numbers it carries and
// linked to the transactions behind it; worked out here from the corrected data, no model, nothing sent anywhere.
// Each rule is a pure function of plain facts (cents, yyyy-MM-dd dates in the person's calendar) and gives every
// statement an id made of what it is about (insightId), so a statement dismissed is never made again.
import { createHash } from 'node:crypto';
import { addDaysIso, addMonthsIso } from '../lib/dates';
import { medianCents } from './budget-months';
import { daysBetween } from './recurring-streams';

export type InsightKind =
  | 'category_above_typical'
  | 'new_payee'
  | 'price_rise'
  | 'budget_pace'
  | 'income_arrived'
  | 'income_late'
  | 'duplicate_charge';

/** Where the statement's transactions are: the transactions screen's filters. */
export interface InsightLink {
  from: string;
  to: string;
  categories?: string[];
  payee?: string;
}

export interface Insight {
  id: string;
  kind: InsightKind;
  /** The statement, with its numbers written in. */
  text: string;
  /** The numbers that make it true, in cents (and dates). */
  numbers: Record<string, number | string>;
  link: InsightLink;
}

/** How far above typical a category's month must be, and by at least how much. */
export const ABOVE_TYPICAL_RATIO = 1.5;
export const ABOVE_TYPICAL_MIN_CENTS = 5_000;
/** A new payee's first charge at least this much, within this many days. */
export const NEW_PAYEE_MIN_CENTS = 10_000;
export const NEW_PAYEE_DAYS = 30;
/** A price rise is news this many days after it. */
export const PRICE_RISE_DAYS = 45;
/** A budget's pace is judged from this day of the month on, and a projection this far over its amount. */
export const BUDGET_PACE_FROM_DAY = 5;
export const BUDGET_PACE_RATIO = 1.1;
/** Income arrived is news this many days after it. */
export const INCOME_ARRIVED_DAYS = 3;
/** Two charges of a payee and amount this many days apart (or fewer) may be one charged twice; looked for this far back. */
export const DUPLICATE_DAYS = 2;
export const DUPLICATE_LOOKBACK_DAYS = 30;
/** The most possible duplicates said at once (the newest): more would bury the other statements. */
export const DUPLICATES_MAX = 5;
/** One payee's one amount three times or more, over more than a week: a habit (the same coffee), not a duplicate. */
const HABIT_CHARGES = 3;
const HABIT_SPAN_DAYS = 7;

/**
 * An insight's id: its kind and a digest of what it is about (the transactions, the category and month, the stream and
 * date), short enough for a path (the ids of two transactions alone are longer than a path segment may be).
 */
export function insightId(kind: InsightKind, ...about: string[]): string {
  return `${kind}:${createHash('sha256').update(about.join('\u0000')).digest('base64url').slice(0, 22)}`;
}

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A calendar date as the pages write one: "Nov 28, 2026". */
const dateText = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8))}, ${day.slice(0, 4)}`;
const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

const monthOf = (day: string) => day.slice(0, 7);
const firstOfMonth = (day: string) => `${monthOf(day)}-01`;
const lastOfMonth = (day: string) => addDaysIso(addMonthsIso(firstOfMonth(day), 1), -1);

/** A category's spending this month so far, and in each of the three whole months before (cents). */
export interface CategoryMonths {
  category: string;
  name: string;
  current: number;
  previous: readonly number[];
}

/** Spending in a category this month already 50% (and $50) above its typical month: the median of the three before. */
export function categoryAboveTypical(categories: readonly CategoryMonths[], today: string): Insight[] {
  return categories.flatMap(({ category, name, current, previous }) => {
    if (previous.length < 3) return [];
    const typical = medianCents(previous);
    if (typical <= 0 || current < typical * ABOVE_TYPICAL_RATIO || current - typical < ABOVE_TYPICAL_MIN_CENTS)
      return [];
    return [
      {
        id: insightId('category_above_typical', category, monthOf(today)),
        kind: 'category_above_typical',
        text:
          `${name}: ${money(current)} so far this month, ${percent(current - typical, typical)}% above its typical ` +
          `${money(typical)} a month (the median of the three months before).`,
        numbers: { current, typical, previous_1: previous[0]!, previous_2: previous[1]!, previous_3: previous[2]! },
        link: { from: firstOfMonth(today), to: today, categories: [category] },
      },
    ];
  });
}

/** A payee's first transaction ever. */
export interface FirstCharge {
  payee: string;
  transactionId: string;
  date: string;
  cents: number;
}

/** A payee never seen before, whose first charge in the last 30 days is $100 or more. */
export function newPayees(firsts: readonly FirstCharge[], today: string): Insight[] {
  return firsts.flatMap(({ payee, transactionId, date, cents }) => {
    const age = daysBetween(date, today);
    if (cents < NEW_PAYEE_MIN_CENTS || age < 0 || age > NEW_PAYEE_DAYS) return [];
    return [
      {
        id: insightId('new_payee', transactionId),
        kind: 'new_payee',
        text: `New payee: ${payee} charged ${money(cents)} on ${dateText(date)}, the first time you paid them.`,
        numbers: { amount: cents, date },
        link: { from: date, to: date, payee },
      },
    ];
  });
}

/** A subscription's price change, as the recurring streams found it. */
export interface PriceChangeFacts {
  streamId: string;
  name: string;
  payee: string;
  fromCents: number;
  toCents: number;
  since: string;
  /** Payments a year. */
  perYear: number;
}

/** A subscription whose price rose in the last 45 days: by how much, from when, what it adds up to in a year. */
export function priceRises(changes: readonly PriceChangeFacts[], today: string): Insight[] {
  return changes.flatMap(({ streamId, name, payee, fromCents, toCents, since, perYear }) => {
    const age = daysBetween(since, today);
    if (toCents <= fromCents || age < 0 || age > PRICE_RISE_DAYS) return [];
    const yearly = (toCents - fromCents) * perYear;
    return [
      {
        id: insightId('price_rise', streamId, since),
        kind: 'price_rise',
        text:
          `${name} went up from ${money(fromCents)} to ${money(toCents)} (${percent(toCents - fromCents, fromCents)}%) ` +
          `on ${dateText(since)}: ${money(yearly)} more a year.`,
        numbers: { from: fromCents, to: toCents, since, yearly },
        link: { from: addMonthsIso(since, -3), to: today, payee },
      },
    ];
  });
}

/** A budget this month: what is available and what was spent so far (cents). */
export interface BudgetFacts {
  category: string;
  name: string;
  available: number;
  spent: number;
}

/**
 * A budget likely to be exceeded: from the 5th on, what was spent so far, carried to the month's end at the same pace,
 * comes to 10% more than what is available (one already over is said so).
 */
export function budgetsAtRisk(budgets: readonly BudgetFacts[], today: string): Insight[] {
  const day = Number(today.slice(8));
  const days = Number(lastOfMonth(today).slice(8));
  if (day < BUDGET_PACE_FROM_DAY) return [];
  return budgets.flatMap(({ category, name, available, spent }) => {
    if (available <= 0 || spent <= 0) return [];
    const projected = Math.round((spent * days) / day);
    const link = { from: firstOfMonth(today), to: today, categories: [category] };
    const id = insightId('budget_pace', category, monthOf(today));
    if (spent > available) {
      return [
        {
          id,
          kind: 'budget_pace' as const,
          text: `${name} is over budget: ${money(spent)} spent of ${money(available)}, ${money(spent - available)} over.`,
          numbers: { spent, available, projected, day, days },
          link,
        },
      ];
    }
    if (projected <= available * BUDGET_PACE_RATIO) return [];
    return [
      {
        id,
        kind: 'budget_pace' as const,
        text:
          `${name} is likely to go over budget: ${money(spent)} spent in ${day} of ${days} days comes to ` +
          `${money(projected)} at this pace, ${money(projected - available)} over its ${money(available)}.`,
        numbers: { spent, available, projected, day, days },
        link,
      },
    ];
  });
}

/** An income stream, as the recurring streams found it on the person's today. */
export interface IncomeFacts {
  streamId: string;
  name: string;
  payee: string;
  lastDate: string;
  lastCents: number;
  nextDate: string;
  expectedCents: number;
  late: boolean;
}

/** Income that arrived in the last 3 days, and income that is late (past its date and grace, not seen). */
export function incomeNews(incomes: readonly IncomeFacts[], today: string): Insight[] {
  return incomes.flatMap((income): Insight[] => {
    if (income.late) {
      return [
        {
          id: insightId('income_late', income.streamId, income.nextDate),
          kind: 'income_late',
          text: `${income.name} is late: ${money(income.expectedCents)} was expected on ${dateText(income.nextDate)} and has not arrived.`,
          numbers: { expected: income.expectedCents, due: income.nextDate },
          link: { from: addMonthsIso(income.nextDate, -2), to: today, payee: income.payee },
        },
      ];
    }
    const age = daysBetween(income.lastDate, today);
    if (age < 0 || age > INCOME_ARRIVED_DAYS) return [];
    return [
      {
        id: insightId('income_arrived', income.streamId, income.lastDate),
        kind: 'income_arrived',
        text: `${income.name} arrived: ${money(income.lastCents)} on ${dateText(income.lastDate)}.`,
        numbers: { amount: income.lastCents, date: income.lastDate },
        link: { from: income.lastDate, to: income.lastDate, payee: income.payee },
      },
    ];
  });
}

/** A posted, counted charge. */
export interface Charge {
  id: string;
  payee: string;
  date: string;
  cents: number;
}

/**
 * Two charges of one payee for the same amount within 2 days of each other, in the last 30 days: possibly one charged
 * twice. Each pair is said once (the earlier charge first); three alike make two pairs.
 */
export function duplicateCharges(charges: readonly Charge[], today: string): Insight[] {
  const since = addDaysIso(today, -DUPLICATE_LOOKBACK_DAYS);
  const groups = new Map<string, Charge[]>();
  for (const c of charges) {
    if (c.cents <= 0 || c.date < since || c.date > today) continue;
    const key = `${c.payee}\u0000${c.cents}`;
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  }
  const insights: Insight[] = [];
  for (const group of groups.values()) {
    const sorted = group.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    const habit = sorted.length >= HABIT_CHARGES && daysBetween(sorted[0]!.date, sorted.at(-1)!.date) > HABIT_SPAN_DAYS;
    if (habit) continue;
    for (let i = 1; i < sorted.length; i += 1) {
      const [a, b] = [sorted[i - 1]!, sorted[i]!];
      if (daysBetween(a.date, b.date) > DUPLICATE_DAYS) continue;
      insights.push({
        id: insightId('duplicate_charge', a.id, b.id),
        kind: 'duplicate_charge',
        text:
          a.date === b.date
            ? `Possible duplicate: ${a.payee} charged ${money(a.cents)} twice on ${dateText(a.date)}.`
            : `Possible duplicate: ${a.payee} charged ${money(a.cents)} on ${dateText(a.date)} and again on ${dateText(b.date)}.`,
        numbers: { amount: a.cents, first: a.date, second: b.date },
        link: { from: a.date, to: b.date, payee: a.payee },
      });
    }
  }
  // The newest first, then by payee: the same order on every read.
  return insights
    .sort((a, b) => String(b.numbers.second).localeCompare(String(a.numbers.second)) || a.text.localeCompare(b.text))
    .slice(0, DUPLICATES_MAX);
}
