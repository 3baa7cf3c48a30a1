// The transactions a person can pair with this one as the two halves of a transfer by hand: the same amount the other
// way, in the same currency, in another of their accounts, within a couple of weeks, not in a transfer already. The
// API's automatic pairing looks only 3 days apart and skips pending and manual rows; by hand a person may pair those.
import type { Transaction } from '@finance/shared';
import { centsOf } from './cents';

/** How many days apart the two halves may be dated (a transfer between banks can take a week or more to arrive). */
export const TRANSFER_PAIR_DAYS = 14;
/** The most offered; the closest dates first. */
export const TRANSFER_CANDIDATES_MAX = 20;

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** One pass over the person's transactions: fine at 50,000, and run only when the person asks. */
export function transferCandidates(transaction: Transaction, transactions: readonly Transaction[]): Transaction[] {
  const amount = centsOf(transaction.amount);
  if (amount === 0) return [];
  const day = dayOf(transaction.date);
  const found: { candidate: Transaction; apart: number }[] = [];
  for (const candidate of transactions) {
    if (
      centsOf(candidate.amount) !== -amount ||
      candidate.account_id === transaction.account_id ||
      candidate.transfer_id !== null ||
      // A split whole or one of its parts is no half of a transfer (the server refuses to split a half).
      candidate.split !== null ||
      candidate.iso_currency_code !== transaction.iso_currency_code
    )
      continue;
    const apart = Math.abs(dayOf(candidate.date) - day);
    if (apart <= TRANSFER_PAIR_DAYS) found.push({ candidate, apart });
  }
  return found
    .sort((a, b) => a.apart - b.apart || a.candidate.date.localeCompare(b.candidate.date))
    .slice(0, TRANSFER_CANDIDATES_MAX)
    .map(({ candidate }) => candidate);
}
