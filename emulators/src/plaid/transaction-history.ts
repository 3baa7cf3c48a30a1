import { templateFor } from './accounts';
import { addDays, daysBetween, parts } from './calendar';
import { dailyActivity, isPayday } from './daily-activity';
import { EVERYDAY, MONTHLY_BILLS, PAYROLL, type MerchantSpec } from './merchants';
import { SeededRandom, stableId } from './seeded-random';
import { toTransaction, type Draft, type PlaidTransaction } from './transaction';

export const HISTORY_DAYS = 730;
// Card purchases from the last two days are still pending when data is produced.
const PENDING_DAYS = 2;

export function isPending(mask: string, draft: Draft, asOf: string): boolean {
  const type = templateFor(mask).type;
  return (
    daysBetween(draft.day, asOf) < PENDING_DAYS &&
    (type === 'depository' || type === 'credit') &&
    draft.spec.channel !== 'other'
  );
}

/**
 * The 24 months an item is linked with, as a list nobody keeps: any range of it is made again from the item's seed
 * when asked, so an item holds a few numbers whatever its size. Every transaction is dated up to the link day.
 */
export interface TransactionHistory {
  readonly length: number;
  /** Transactions start..end-1, oldest first. */
  slice(start: number, end: number): PlaidTransaction[];
  /** Those still pending at the link, oldest first: the first update posts them. */
  pending(): PlaidTransaction[];
}

export interface HistorySpec {
  itemId: string;
  seed: string;
  masks: string[];
  anchorDay: string;
}

/**
 * A household's 24 months day by day (`dailyActivity`, a generator seeded per day): only where each day begins is
 * kept, so a range costs its own days.
 */
export class DailyHistory implements TransactionHistory {
  /** starts[d]: the position of the first transaction of day d (0 = 729 days before the link); starts[730] = length. */
  private readonly starts = new Int32Array(HISTORY_DAYS + 1);

  constructor(private readonly spec: HistorySpec) {
    for (let d = 0; d < HISTORY_DAYS; d += 1) {
      this.starts[d + 1] = (this.starts[d] as number) + this.drafts(d).length;
    }
  }

  get length(): number {
    return this.starts[HISTORY_DAYS] as number;
  }

  slice(start: number, end: number): PlaidTransaction[] {
    const transactions: PlaidTransaction[] = [];
    end = Math.min(end, this.length);
    for (let d = this.dayOf(start); d < HISTORY_DAYS && (this.starts[d] as number) < end; d += 1) {
      const first = this.starts[d] as number;
      this.drafts(d).forEach((draft, index) => {
        if (first + index >= start && first + index < end) transactions.push(this.transaction(draft, index));
      });
    }
    return transactions;
  }

  pending(): PlaidTransaction[] {
    const recent = this.starts[HISTORY_DAYS - PENDING_DAYS] as number;
    return this.slice(recent, this.length).filter((transaction) => transaction.pending);
  }

  private day(d: number): string {
    return addDays(this.spec.anchorDay, d - (HISTORY_DAYS - 1));
  }

  private drafts(d: number): Draft[] {
    const day = this.day(d);
    return dailyActivity(this.spec.masks, day, new SeededRandom(`${this.spec.seed}|day|${day}`));
  }

  private transaction(draft: Draft, index: number): PlaidTransaction {
    const { itemId, anchorDay } = this.spec;
    const id = stableId('txn', itemId, 'h', draft.day, index);
    return toTransaction(itemId, draft, id, isPending(draft.mask, draft, anchorDay));
  }

  /** The day holding position p: the last whose start is at or before it. */
  private dayOf(position: number): number {
    let low = 0;
    let high = HISTORY_DAYS;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if ((this.starts[middle] as number) <= position) low = middle;
      else high = middle;
    }
    return low;
  }
}

/** What the household's calendar holds on a day, in order: pay on its Fridays, then that day of the month's bill. */
function householdCalendar(day: string): MerchantSpec[] {
  const { dayOfMonth } = parts(day);
  const bill = MONTHLY_BILLS.find((b) => b.day === dayOfMonth);
  return [...(isPayday(day) ? [PAYROLL] : []), ...(bill ? [bill.spec] : [])];
}

/**
 * The benchmark item's history: exactly N transactions spread evenly over 24 months, from one seeded sequence. Each
 * transaction takes two draws (merchant, amount), so the sequence's state at transaction i is computed, not reached by
 * making the i before it: a page is made on its own. With a checking account, a day's first transactions are what the
 * household's calendar holds that day, from checking: pay every other Friday, then the monthly bill of that day of the
 * month (rent, utilities, phone, subscriptions), so income and bills recur among the everyday spending as the recurring
 * payments and what is coming need; the rest is everyday spending across the spending accounts.
 */
export class BenchHistory implements TransactionHistory {
  private readonly masks: string[];
  private readonly checking: string | undefined;

  constructor(
    private readonly spec: HistorySpec,
    readonly length: number,
  ) {
    const spendMasks = spec.masks.filter((mask) => ['depository', 'credit'].includes(templateFor(mask).type));
    this.masks = spendMasks.length > 0 ? spendMasks : spec.masks;
    this.checking = spec.masks.includes('0000') ? '0000' : undefined;
  }

  slice(start: number, end: number): PlaidTransaction[] {
    const { itemId, seed, anchorDay } = this.spec;
    const random = new SeededRandom(`${seed}|bench`).skip(2 * start);
    const transactions: PlaidTransaction[] = [];
    let offset = NaN;
    let day = anchorDay;
    let scheduled: MerchantSpec[] = [];
    let first = 0;
    for (let i = start; i < Math.min(end, this.length); i += 1) {
      // Transactions are spread evenly over the days: a day's run shares its date.
      const dayIndex = Math.floor((i * HISTORY_DAYS) / this.length);
      if (dayIndex - (HISTORY_DAYS - 1) !== offset) {
        offset = dayIndex - (HISTORY_DAYS - 1);
        day = addDays(anchorDay, offset);
        scheduled = this.checking ? householdCalendar(day) : [];
        // The day's first position: the least n with floor(n * HISTORY_DAYS / length) = dayIndex.
        first = Math.ceil((dayIndex * this.length) / HISTORY_DAYS);
      }
      const everyday = random.pick(EVERYDAY);
      const planned = scheduled[i - first];
      const spec = planned ?? everyday;
      const amount = random.amount(...spec.amount);
      const draft: Draft = planned
        ? { mask: this.checking!, spec, amount: spec === PAYROLL ? -amount : amount, day }
        : { mask: this.masks[i % this.masks.length] as string, spec, amount, day };
      // The whole history is posted: none of it is pending.
      transactions.push(toTransaction(itemId, draft, stableId('txn', itemId, 'bench', day, i), false));
    }
    return transactions;
  }

  pending(): PlaidTransaction[] {
    return [];
  }
}
