// What the Coming up page says about streams, in cents where it adds up money: the optimistic form of a choice, the
// subscriptions' totals, the words for a frequency and a stream's flags, and the 30 days ahead grouped by date.
import type { RecurringChange, RecurringResponse, RecurringStream, UpcomingItem } from '@finance/shared/contracts';
import { formatDate, formatMoney } from '@finance/shared/data';

export const cents = (amount: number) => Math.round(amount * 100);
export const dollars = (amountCents: number) => amountCents / 100;

const FREQUENCIES: Record<RecurringStream['frequency'], string> = {
  WEEKLY: 'Weekly',
  BIWEEKLY: 'Every two weeks',
  MONTHLY: 'Monthly',
  ANNUALLY: 'Yearly',
};

export const frequencyLabel = (frequency: RecurringStream['frequency']) => FREQUENCIES[frequency];

/** What the next one is expected to be: its price when steady, else its average. */
export const expectedAmount = (stream: RecurringStream) => (stream.steady ? stream.last_amount : stream.average_amount);

/**
 * The answer as it stands once a choice is made, before the server says so: the stream's fields, and a stream
 * dismissed (or restored) leaves (or joins) nothing else until the answer: its due dates and bills go (a restored
 * stream's come back with the answer), and safe to spend is worked out again without them, in cents.
 */
export function withChoice(answer: RecurringResponse, streamId: string, change: RecurringChange): RecurringResponse {
  const streams = answer.streams.map((s) => {
    if (s.stream_id !== streamId) return s;
    const confirmed = change.confirmed ?? (change.dismissed ? false : s.confirmed);
    const dismissed = change.dismissed ?? (change.confirmed ? false : s.dismissed);
    const name = change.name === undefined ? s.name : (change.name ?? s.payee);
    const subscription =
      change.subscription === undefined || change.subscription === null ? s.subscription : change.subscription;
    return { ...s, confirmed, dismissed, name, subscription };
  });
  const stream = streams.find((s) => s.stream_id === streamId);
  if (!stream) return answer;
  const keep = (item: UpcomingItem) => item.stream_id !== streamId || !stream.dismissed;
  const rename = (item: UpcomingItem) => (item.stream_id === streamId ? { ...item, name: stream.name } : item);
  const upcoming = answer.upcoming.filter(keep).map(rename);
  const bills = answer.safe_to_spend.bills.filter(keep).map(rename);
  const billsCents = bills.reduce((sum, b) => sum + cents(b.amount), 0);
  return {
    ...answer,
    streams,
    upcoming,
    safe_to_spend: {
      ...answer.safe_to_spend,
      bills,
      bills_total: dollars(billsCents),
      amount: dollars(cents(answer.safe_to_spend.cash) - billsCents),
    },
  };
}

/** The subscriptions still going that the person has not dismissed, and their cost a month and a year, in cents. */
export function subscriptionsOf(streams: readonly RecurringStream[]) {
  const list = streams
    .filter((s) => s.subscription && !s.dismissed && s.timing !== 'ENDED')
    .sort((a, b) => b.monthly_amount - a.monthly_amount || a.name.localeCompare(b.name));
  return {
    list,
    monthly: dollars(list.reduce((sum, s) => sum + cents(s.monthly_amount), 0)),
    yearly: dollars(list.reduce((sum, s) => sum + cents(s.yearly_amount), 0)),
  };
}

/** What is worth saying about a stream, in words: a price that rose or fell, a payment late or over, a new one. */
export function flagsOf(stream: RecurringStream, today: string): string[] {
  const flags: string[] = [];
  const change = stream.price_change;
  if (change) {
    const by = formatMoney(Math.abs(dollars(cents(change.to_amount) - cents(change.from_amount))));
    const way = change.to_amount > change.from_amount ? 'rose' : 'fell';
    flags.push(
      `Price ${way} by ${by} (${formatMoney(change.from_amount)} to ${formatMoney(change.to_amount)}) since ${formatDate(change.since)}`,
    );
  }
  if (stream.timing === 'LATE') {
    flags.push(
      `${stream.direction === 'inflow' ? 'Late' : 'Missed or late'}: expected ${formatDate(stream.next_date)}`,
    );
  } else if (stream.timing === 'ENDED') {
    flags.push(`Ended: none since ${formatDate(stream.last_date)}`);
  } else if (stream.next_date < today) {
    flags.push(`Due ${formatDate(stream.next_date)}, not seen yet`);
  }
  if (stream.is_new) flags.push(`New since ${formatDate(stream.first_date)}`);
  return flags;
}

/** The 30 days ahead by date, each day's money in and out. */
export function byDate(upcoming: readonly UpcomingItem[]): Array<{ date: string; items: UpcomingItem[] }> {
  const days: Array<{ date: string; items: UpcomingItem[] }> = [];
  for (const item of upcoming) {
    const last = days[days.length - 1];
    if (last && last.date === item.date) last.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}

/** A stream as a sentence for a screen reader and a list: "Netflix, monthly, $17.99". */
export function streamSummary(stream: RecurringStream): string {
  return `${stream.name}, ${frequencyLabel(stream.frequency).toLowerCase()}, ${formatMoney(expectedAmount(stream))}`;
}
