// Net worth day by day (GET /accounts/balance-history), as the chart and its table read it: counted by the sidebar's
// rule (what bank and investment accounts hold, less what cards and loans owe; 'other' accounts in no group), so that
// the last day is the net worth the card shows now. Sums in cents.
import { format } from 'date-fns';
import { parseCalendarDate } from '@finance/shared/data';

/** The fields of a day of the API's answer that the chart reads. */
export interface BalanceDay {
  date: string;
  by_type: { depository: number; investment: number; credit: number; loan: number };
  reconstructed: boolean;
}

export interface NetWorthPoint {
  date: string;
  /** "Nov 17, 2026". */
  label: string;
  netWorth: number;
  /** Walked back from a later balance through the transactions (before an account's first sync). */
  estimated: boolean;
  /** The line drawn solid: the balances the bank gave (null on an estimated day). */
  recorded: number | null;
  /** The line drawn dashed: estimated days, and the first recorded day after them so that the lines join. */
  walkedBack: number | null;
}

const cents = (amount: number) => Math.round(amount * 100);

/** A day's net worth by the sidebar's rule. */
export function netWorthOfDay(day: BalanceDay): number {
  const { depository, investment, credit, loan } = day.by_type;
  return (cents(depository) + cents(investment) - cents(credit) - cents(loan)) / 100;
}

export function netWorthPoints(days: readonly BalanceDay[]): NetWorthPoint[] {
  return days.map((day, index) => {
    const netWorth = netWorthOfDay(day);
    const joinsEstimate = !day.reconstructed && index > 0 && days[index - 1]!.reconstructed;
    return {
      date: day.date,
      label: format(parseCalendarDate(day.date)!, 'MMM d, yyyy'),
      netWorth,
      estimated: day.reconstructed,
      recorded: day.reconstructed ? null : netWorth,
      walkedBack: day.reconstructed || joinsEstimate ? netWorth : null,
    };
  });
}

/** The net worth at each month's end (or the last day known in the month), for the table. */
export function monthEnds(points: readonly NetWorthPoint[]): NetWorthPoint[] {
  const ends: NetWorthPoint[] = [];
  for (const point of points) {
    if (ends.length > 0 && ends.at(-1)!.date.slice(0, 7) === point.date.slice(0, 7)) ends[ends.length - 1] = point;
    else ends.push(point);
  }
  return ends;
}
