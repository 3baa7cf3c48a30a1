import type { CustomSandboxTransaction } from 'plaid';
import { templateFor } from './accounts';
import { addDays } from './calendar';
import { EVERYDAY, MONTHLY_BILLS, TRAVEL, type MerchantSpec } from './merchants';
import { errors } from './plaid-error';
import { toTransaction, type PlaidTransaction } from './transaction';
import type { Wire } from '../common/wire';

/** Plaid's sandbox takes at most ten custom transactions per call. */
export const CUSTOM_PER_CALL_MAX = 10;
/** The emulator's own bound, so that the state file stays small: custom transactions an item keeps in all. */
export const CUSTOM_PER_ITEM_MAX = 1_000;
/** Plaid's: a custom transaction's dates are today or up to 14 days back, never in the future. */
const DAYS_BACK_MAX = 14;
/** The emulator's own bound on a description (Plaid documents none). */
const DESCRIPTION_MAX = 200;

export type CustomTransaction = Required<Wire<CustomSandboxTransaction>>;

/**
 * The custom transactions of one /sandbox/transactions/create call. `afterUpdates` places them in the item's change
 * log: after the history and that many updates, where the log ended when they were made, so every cursor handed out
 * before stays valid.
 */
export interface CustomBatch {
  afterUpdates: number;
  transactions: CustomTransaction[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The request's transactions, checked as Plaid checks them (INVALID_FIELD naming the field): one to ten, dates
 * YYYY-MM-DD from 14 days back to the bank's today, a finite amount with at most two decimals, a description.
 */
export function parseCustomTransactions(value: unknown, today: string): CustomTransaction[] {
  if (!Array.isArray(value)) throw errors.invalidField('transactions must be a list');
  if (value.length === 0 || value.length > CUSTOM_PER_CALL_MAX) {
    throw errors.invalidField(`transactions must hold between 1 and ${CUSTOM_PER_CALL_MAX} transactions`);
  }
  const earliest = addDays(today, -DAYS_BACK_MAX);
  return value.map((entry: unknown, index) => {
    const field = (name: string) => `transactions[${index}].${name}`;
    if (typeof entry !== 'object' || entry === null)
      throw errors.invalidField(`transactions[${index}] must be an object`);
    const raw = entry as Record<string, unknown>;
    for (const name of ['date_transacted', 'date_posted'] as const) {
      const day = raw[name];
      if (!isDay(day)) throw errors.invalidField(`${field(name)} must be a date in YYYY-MM-DD format`);
      if (day > today) throw errors.invalidField(`${field(name)} cannot be in the future`);
      if (day < earliest)
        throw errors.invalidField(`${field(name)} cannot be more than ${DAYS_BACK_MAX} days in the past`);
    }
    const { amount, description } = raw;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || Math.round(amount * 100) / 100 !== amount) {
      throw errors.invalidField(`${field('amount')} must be a number with at most two decimal places`);
    }
    if (typeof description !== 'string' || description.trim() === '' || description.length > DESCRIPTION_MAX) {
      throw errors.invalidField(`${field('description')} must be between 1 and ${DESCRIPTION_MAX} characters`);
    }
    const currency = raw.iso_currency_code ?? 'USD';
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
      throw errors.invalidField(`${field('iso_currency_code')} must be an ISO-4217 currency code`);
    }
    return {
      date_transacted: raw.date_transacted as string,
      date_posted: raw.date_posted as string,
      amount,
      description,
      iso_currency_code: currency,
    };
  });
}

/** Plaid applies custom transactions to the item's depository account: its first one here (Plaid Checking). */
export function customAccountMask(masks: string[]): string | undefined {
  return masks.find((mask) => templateFor(mask).type === 'depository');
}

const KNOWN_MERCHANTS: MerchantSpec[] = [...EVERYDAY, ...TRAVEL, ...MONTHLY_BILLS.map(({ spec }) => spec)].filter(
  (spec) => spec.merchant_name !== null,
);
const letters = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/**
 * The merchant a description names, as Plaid's enrichment recognises one ("STARBUCKS 123 SEATTLE" is Starbucks), with
 * its categories; else an unknown merchant in general merchandise (money out) or a deposit (money in).
 */
function recognise(description: string, amount: number): MerchantSpec {
  const words = ` ${letters(description)} `;
  const known = KNOWN_MERCHANTS.find(
    (spec) => words.includes(` ${letters(spec.merchant_name!)} `) || letters(spec.descriptor) === words.trim(),
  );
  if (known) return { ...known, descriptor: description };
  const base = {
    descriptor: description,
    merchant_name: null,
    website: null,
    channel: 'other' as const,
    amount: [amount, amount] as [number, number],
  };
  return amount < 0
    ? {
        ...base,
        primary: 'TRANSFER_IN',
        detailed: 'TRANSFER_IN_DEPOSIT',
        category: ['Transfer', 'Deposit'],
        category_id: '21007000',
      }
    : {
        ...base,
        primary: 'GENERAL_MERCHANDISE',
        detailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
        category: ['Shops'],
        category_id: '19000000',
      };
}

/** A custom transaction as /transactions/sync gives it: posted on date_posted, authorized on date_transacted. */
export function customToTransaction(
  itemId: string,
  mask: string,
  custom: CustomTransaction,
  transactionId: string,
): PlaidTransaction {
  const spec = recognise(custom.description, custom.amount);
  const transaction = toTransaction(
    itemId,
    { mask, spec, amount: custom.amount, day: custom.date_posted },
    transactionId,
    false,
  );
  return { ...transaction, authorized_date: custom.date_transacted, iso_currency_code: custom.iso_currency_code };
}
