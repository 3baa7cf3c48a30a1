import type { TransactionStream } from 'plaid';
import { addDays, daysBetween } from './calendar';
import {
  CARD_PAYMENT_OUT,
  INTEREST,
  MONTHLY_BILLS,
  MORTGAGE_PAYMENT,
  PAYROLL,
  RETIREMENT_CONTRIBUTION,
  STUDENT_LOAN_PAYMENT,
  TRANSFER_TO_SAVINGS,
} from './merchants';
import type { PlaidTransaction } from './transaction';
import type { TransactionLog } from './transaction-log';
import type { Wire } from '../common/wire';

/**
 * The streams the generator makes on a schedule (daily-activity.ts), by their descriptor: pay every other Friday, the
 * monthly bills, the savings transfer, loan and card payments, interest and contributions. Plaid finds its streams by
 * its own models; the emulator knows which of its transactions recur, and at what interval.
 */
interface Schedule {
  frequency: 'BIWEEKLY' | 'MONTHLY';
  days: number;
}
const SCHEDULED: ReadonlyMap<string, Schedule> = new Map<string, Schedule>([
  [PAYROLL.descriptor, { frequency: 'BIWEEKLY', days: 14 }],
  ...[
    ...MONTHLY_BILLS.map((bill) => bill.spec),
    TRANSFER_TO_SAVINGS,
    CARD_PAYMENT_OUT,
    STUDENT_LOAN_PAYMENT,
    MORTGAGE_PAYMENT,
    INTEREST,
    RETIREMENT_CONTRIBUTION,
  ].map((spec): [string, Schedule] => [spec.descriptor, { frequency: 'MONTHLY', days: 30 }]),
]);

const money = (amount: number) => ({ amount, iso_currency_code: 'USD', unofficial_currency_code: null });

/** The item's posted transactions as they stand now: its log replayed. */
function postedTransactions(log: TransactionLog): PlaidTransaction[] {
  const current = new Map<string, PlaidTransaction>();
  for (const { kind, transaction } of log.slice(0, log.length)) {
    if (kind === 'removed') current.delete(transaction.transaction_id);
    else current.set(transaction.transaction_id, transaction);
  }
  return [...current.values()].filter((t) => !t.pending);
}

/**
 * /transactions/recurring/get's streams: one per account and scheduled descriptor, in Plaid's shape. MATURE from three
 * transactions (EARLY_DETECTION before), active until a whole interval past its predicted date (TOMBSTONED after).
 */
export function recurringStreams(
  itemId: string,
  log: TransactionLog,
  today: string,
  accountIds?: readonly string[],
): { inflow_streams: Array<Wire<TransactionStream>>; outflow_streams: Array<Wire<TransactionStream>> } {
  const groups = new Map<string, PlaidTransaction[]>();
  for (const t of postedTransactions(log)) {
    if (!SCHEDULED.has(t.name) || (accountIds && !accountIds.includes(t.account_id))) continue;
    const key = `${t.account_id}|${t.name}`;
    const group = groups.get(key);
    if (group) group.push(t);
    else groups.set(key, [t]);
  }
  const inflow: Array<Wire<TransactionStream>> = [];
  const outflow: Array<Wire<TransactionStream>> = [];
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    group.sort((a, b) => a.date.localeCompare(b.date) || a.transaction_id.localeCompare(b.transaction_id));
    const first = group[0]!;
    const last = group[group.length - 1]!;
    const { frequency, days } = SCHEDULED.get(first.name)!;
    const predicted = addDays(last.date, days);
    const isActive = daysBetween(predicted, today) < days;
    const status = !isActive ? 'TOMBSTONED' : group.length >= 3 ? 'MATURE' : 'EARLY_DETECTION';
    const average = Math.round((group.reduce((sum, t) => sum + t.amount, 0) / group.length) * 100) / 100;
    const stream: Wire<TransactionStream> = {
      account_id: first.account_id,
      stream_id: `${itemId}-stream-${Buffer.from(key).toString('base64url').slice(0, 32)}`,
      category: first.category,
      category_id: first.category_id,
      description: first.name,
      merchant_name: first.merchant_name,
      first_date: first.date,
      last_date: last.date,
      predicted_next_date: predicted,
      frequency,
      transaction_ids: group.map((t) => t.transaction_id),
      average_amount: money(average),
      last_amount: money(last.amount),
      is_active: isActive,
      status,
      personal_finance_category: last.personal_finance_category,
      is_user_modified: false,
    };
    (first.amount < 0 ? inflow : outflow).push(stream);
  }
  return { inflow_streams: inflow, outflow_streams: outflow };
}
