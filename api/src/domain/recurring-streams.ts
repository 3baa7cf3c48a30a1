// Recurring streams found in a person's corrected transactions: for one payee and direction, the charges (or
// deposits) that come at a steady interval, weekly, every two weeks, monthly or yearly. Amounts are cents (positive,
// whatever the direction) and dates yyyy-MM-dd in the bank's calendar, which sort as they fall.
import { addDaysIso, addMonthsIso, addYearsIso } from '../lib/dates';

export type Frequency = 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY' | 'ANNUALLY';

/** One posted transaction of a payee, money out or in as its group says. */
export interface Occurrence {
  id: string;
  date: string;
  cents: number;
}

/** What the amount did: the steady amount it was, the one it is now, and the first date it was charged. */
export interface PriceChange {
  fromCents: number;
  toCents: number;
  since: string;
}

export interface DetectedStream {
  frequency: Frequency;
  /** Sorted by date. */
  occurrences: Occurrence[];
  averageCents: number;
  lastCents: number;
  firstDate: string;
  lastDate: string;
  /** The date the next one is due, one interval after the last. */
  nextDate: string;
  /** Every amount within 2% (or 1 dollar) of the others: a price, as a subscription has; otherwise a varying bill. */
  steady: boolean;
  priceChange: PriceChange | null;
  /** Intervals in its history where one was skipped. */
  skipped: number;
}

interface Cadence {
  frequency: Frequency;
  /** The interval in days, and how far a real one may fall from it (weekends, months of 28 to 31 days). */
  days: number;
  slack: number;
  minOccurrences: number;
  next: (date: string) => string;
}

const CADENCES: readonly Cadence[] = [
  { frequency: 'WEEKLY', days: 7, slack: 1, minOccurrences: 4, next: (d) => addDaysIso(d, 7) },
  { frequency: 'BIWEEKLY', days: 14, slack: 2, minOccurrences: 3, next: (d) => addDaysIso(d, 14) },
  { frequency: 'MONTHLY', days: 30.44, slack: 4.5, minOccurrences: 3, next: (d) => addMonthsIso(d, 1) },
  { frequency: 'ANNUALLY', days: 365.25, slack: 12, minOccurrences: 2, next: (d) => addYearsIso(d, 1) },
];

/** The days a stream may run past its due date before it is late (and then, one more interval, over). */
export const GRACE_DAYS: Record<Frequency, number> = { WEEKLY: 2, BIWEEKLY: 3, MONTHLY: 5, ANNUALLY: 14 };

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** Two amounts that are the same price: within 2%, or a dollar for small ones. */
export function samePrice(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(100, Math.round(Math.max(a, b) * 0.02));
}

/**
 * Whether dates (sorted) come at this cadence: every interval one period (give or take its slack), or two where one
 * was skipped, at most one skip in four intervals; never two in one period. `strict` (a price group among a payee's
 * other charges, where chance alone lines up a few): one occurrence more, and no skip.
 */
function skipsAt(cadence: Cadence, dates: readonly string[], strict: boolean): number | null {
  if (dates.length < cadence.minOccurrences + (strict ? 1 : 0)) return null;
  let skipped = 0;
  for (let i = 1; i < dates.length; i += 1) {
    const gap = daysBetween(dates[i - 1]!, dates[i]!);
    const periods = Math.round(gap / cadence.days);
    if (periods < 1 || periods > 2 || Math.abs(gap - periods * cadence.days) > cadence.slack * periods) return null;
    skipped += periods - 1;
  }
  const intervals = dates.length - 1;
  const allowed = strict ? 0 : Math.max(1, Math.floor(intervals / 4));
  return skipped <= allowed && intervals - skipped >= cadence.minOccurrences - 1 ? skipped : null;
}

function cadenceOf(occurrences: readonly Occurrence[], strict = false): { cadence: Cadence; skipped: number } | null {
  const dates = occurrences.map((o) => o.date);
  for (const cadence of CADENCES) {
    const skipped = skipsAt(cadence, dates, strict);
    if (skipped !== null) return { cadence, skipped };
  }
  return null;
}

/** The steady price the last occurrences share, and the steady price before it, if it changed. */
function priceChangeOf(occurrences: readonly Occurrence[]): PriceChange | null {
  const last = occurrences[occurrences.length - 1]!;
  let start = occurrences.length - 1;
  while (start > 0 && samePrice(occurrences[start - 1]!.cents, last.cents)) start -= 1;
  if (start < 2) return null; // too few before the change to call what came before a price
  const before = occurrences.slice(0, start);
  const previous = before[before.length - 1]!;
  if (!before.every((o) => samePrice(o.cents, previous.cents))) return null;
  return { fromCents: previous.cents, toCents: last.cents, since: occurrences[start]!.date };
}

function toStream(occurrences: Occurrence[], cadence: Cadence, skipped: number): DetectedStream {
  const first = occurrences[0]!;
  const last = occurrences[occurrences.length - 1]!;
  const total = occurrences.reduce((sum, o) => sum + o.cents, 0);
  const priceChange = priceChangeOf(occurrences);
  const current = priceChange ? occurrences.filter((o) => o.date >= priceChange.since) : occurrences;
  return {
    frequency: cadence.frequency,
    occurrences,
    averageCents: Math.round(total / occurrences.length),
    lastCents: last.cents,
    firstDate: first.date,
    lastDate: last.date,
    nextDate: cadence.next(last.date),
    steady: current.every((o) => samePrice(o.cents, last.cents)),
    priceChange,
    skipped,
  };
}

/** Occurrences grouped by price: each joins the group whose first price it shares (sorted by amount). */
function byPrice(occurrences: readonly Occurrence[]): Occurrence[][] {
  const groups: Occurrence[][] = [];
  for (const o of [...occurrences].sort((a, b) => a.cents - b.cents)) {
    const group = groups[groups.length - 1];
    if (group && samePrice(group[0]!.cents, o.cents)) group.push(o);
    else groups.push([o]);
  }
  return groups.map((group) => group.sort(byDate));
}

const byDate = (a: Occurrence, b: Occurrence) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1);

/**
 * The streams in one payee's occurrences (one direction). Grouped by price, a price group at a cadence is a stream of
 * its own, and two or more of them are that many streams (one merchant, two subscriptions); a price group that follows
 * another in time and keeps its cadence continues it (the price changed). Otherwise all of them at one cadence,
 * whatever their amounts (a bill that varies), are one stream.
 */
export function detectStreams(occurrences: readonly Occurrence[]): DetectedStream[] {
  const sorted = [...occurrences].sort(byDate);
  const priced = streamsByPrice(sorted);
  if (priced.length >= 2) return priced;
  const whole = cadenceOf(sorted);
  return whole ? [toStream(sorted, whole.cadence, whole.skipped)] : priced;
}

function streamsByPrice(sorted: readonly Occurrence[]): DetectedStream[] {
  const strictOf = (run: readonly Occurrence[]) => run.length < sorted.length;
  const groups = byPrice(sorted).sort((a, b) => byDate(a[0]!, b[0]!));
  const streams: DetectedStream[] = [];
  const used = new Set<number>();
  for (let i = 0; i < groups.length; i += 1) {
    if (used.has(i)) continue;
    let run = groups[i]!;
    // Later price groups that begin after this run ends and keep its cadence: the same stream at a new price.
    for (let j = i + 1; j < groups.length; j += 1) {
      if (used.has(j) || groups[j]![0]!.date <= run[run.length - 1]!.date) continue;
      const joined = [...run, ...groups[j]!];
      const fits = cadenceOf(joined, strictOf(joined));
      if (fits && (cadenceOf(run, strictOf(run))?.cadence ?? fits.cadence) === fits.cadence) {
        run = joined;
        used.add(j);
      }
    }
    const found = cadenceOf(run, strictOf(run));
    if (found) streams.push(toStream(run, found.cadence, found.skipped));
  }
  return streams;
}

export type StreamTiming = 'EXPECTED' | 'LATE' | 'ENDED';

/**
 * Where a stream stands on the person's today: expected (its next one is not yet past due and grace), late (past it,
 * less than one more interval), or ended (a whole interval more has gone by with none: cancelled, or stopped).
 */
export function timingOn(stream: Pick<DetectedStream, 'frequency' | 'nextDate'>, today: string): StreamTiming {
  const grace = GRACE_DAYS[stream.frequency];
  const overdue = daysBetween(stream.nextDate, today);
  if (overdue <= grace) return 'EXPECTED';
  const cadence = CADENCES.find((c) => c.frequency === stream.frequency)!;
  return today > cadence.next(stream.nextDate) ? 'ENDED' : 'LATE';
}

/** The dates a stream is due after `after` up to `until` (inclusive), from its next date on (one past due is not). */
export function dueDates(
  stream: Pick<DetectedStream, 'frequency' | 'nextDate'>,
  after: string,
  until: string,
): string[] {
  const cadence = CADENCES.find((c) => c.frequency === stream.frequency)!;
  const dates: string[] = [];
  let date = stream.nextDate;
  for (let n = 0; date <= until && n < 60; n += 1) {
    if (date > after) dates.push(date);
    date = cadence.next(date);
  }
  return dates;
}

/**
 * A stream at a frequency the provider gave, from the occurrences it named (at least two): its figures as for one
 * found here, skipped intervals counted as they fall.
 */
export function streamAt(occurrences: readonly Occurrence[], frequency: string): DetectedStream | null {
  const cadence = CADENCES.find((c) => c.frequency === frequency);
  if (!cadence || occurrences.length < 2) return null;
  const sorted = [...occurrences].sort(byDate);
  let skipped = 0;
  for (let i = 1; i < sorted.length; i += 1) {
    skipped += Math.max(0, Math.round(daysBetween(sorted[i - 1]!.date, sorted[i]!.date) / cadence.days) - 1);
  }
  return toStream(sorted, cadence, skipped);
}

/** Occurrences a year, by frequency: what one payment a time comes to over a month or a year. */
export const PER_YEAR: Record<Frequency, number> = { WEEKLY: 52, BIWEEKLY: 26, MONTHLY: 12, ANNUALLY: 1 };

/** A stream's cost over a month and a year, in cents, from its expected amount. */
export function costOf(frequency: Frequency, cents: number): { monthly: number; yearly: number } {
  return { monthly: Math.round((cents * PER_YEAR[frequency]) / 12), yearly: cents * PER_YEAR[frequency] };
}

/** How long after its first occurrence a stream is still new: three intervals and its grace. */
export function isNewOn(stream: Pick<DetectedStream, 'frequency' | 'firstDate'>, today: string): boolean {
  const cadence = CADENCES.find((c) => c.frequency === stream.frequency)!;
  return daysBetween(stream.firstDate, today) <= 3 * cadence.days + GRACE_DAYS[stream.frequency];
}

/** The provider categories whose steady charges are subscriptions (services, media, memberships), not bills. */
const SUBSCRIPTION_CATEGORIES = new Set(['ENTERTAINMENT', 'PERSONAL_CARE', 'GENERAL_SERVICES', 'GENERAL_MERCHANDISE']);

/** A guess, until the person says: money out at one price, weekly to yearly, in a subscription's category. */
export function looksLikeSubscription(stream: { direction: string; steady: boolean; category: string }): boolean {
  return stream.direction === 'outflow' && stream.steady && SUBSCRIPTION_CATEGORIES.has(stream.category);
}
