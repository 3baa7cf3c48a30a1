import { todayIso } from '../lib/dates';

/**
 * The day a balance the bank gives is recorded under (balance_history, migration 016): the UTC day of the moment it
 * was written. The API knows no person's time zone, and a balance carries no date (only transactions do, in the
 * bank's calendar): the UTC day is the one calendar every process agrees on, and a day's latest sync replaces its
 * row. So a sync at 20:00 in New York (01:00 UTC) records the next day's balance. The walk back before an account's
 * first recorded day takes that balance as the end of its day and counts the transactions dated up to it: a
 * transaction the bank dates on that day (or before) but posts after the recording moves the walked-back days by its
 * amount although the recorded balance did not hold it. Bounded by what posts late; a balance per bank calendar would
 * need the bank's time zone, which Plaid does not give.
 */
export function balanceDayOf(writtenAt: Date): string {
  return todayIso(writtenAt);
}
