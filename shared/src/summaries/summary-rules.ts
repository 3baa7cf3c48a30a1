// The summaries' rules, for the transactions the apps hold: which rows count, which of them are money between the
// person's own accounts (neither spending nor income), and the category and payee a figure groups a row under. They
// mirror the SQL of api/src/migrations/017-daily-totals.ts (its parts COUNTED, TRANSFER, SPEND, INCOME, CATEGORY,
// PAYEE, marked there), by which the API keeps the daily totals its summaries read, term for term: every figure of
// the Dashboard or Trends opens the transactions screen on the rows that make it, and the screen's money in and out
// of those rows must add up to the figure. Change one side, change the other with it.
import type { Transaction } from '../contracts';

/** What the rules read of a transaction (the form the apps hold, or the API's full one). */
export type SummaryFields = Pick<
  Transaction,
  | 'amount'
  | 'category'
  | 'personal_finance_category'
  | 'bank_detailed_category'
  | 'excluded'
  | 'transfer_id'
  | 'split'
  | 'split_of'
  | 'display_name'
  | 'merchant_name'
  | 'name'
>;

/** The effective categories of money moved between the person's own accounts. */
const TRANSFER_CATEGORIES: ReadonlySet<string> = new Set(['TRANSFER_IN', 'TRANSFER_OUT']);
/** The bank's detailed category of a credit card's payment: its purchases are counted already, on the card. */
export const CREDIT_CARD_PAYMENT = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
/** The first entries of the bank's older category list that name a transfer, read when no category stands. */
const LEGACY_TRANSFER_ENTRIES: ReadonlySet<string> = new Set(['Transfer', 'Payment']);

/** The category that stands (the person's or a rule's, else the bank's): SQL coalesce(user_category, pfc_primary). */
const effectiveCategory = (transaction: SummaryFields): string | null =>
  transaction.personal_finance_category?.primary ?? null;

/** A whole that is split: shown and counted by its parts, never itself (SQL NOT_SPLIT_WHOLE). */
export function isSplitWhole(transaction: Pick<Transaction, 'split' | 'split_of'>): boolean {
  return transaction.split !== null && transaction.split_of === null;
}

/**
 * A row the summaries count (SQL COUNTED, apart from the person and the range): not excluded by the person, no half
 * of a paired transfer between their own accounts, and no split whole (its parts count).
 */
export function isCounted(transaction: SummaryFields): boolean {
  return !transaction.excluded && transaction.transfer_id === null && !isSplitWhole(transaction);
}

/**
 * Money between the person's own accounts by its category (SQL TRANSFER), paired or not: a transfer category, a
 * credit card's payment while the bank's category stands (bank_detailed_category is the bank's detailed category only
 * then: SQL `user_category IS NULL AND pfc_detailed = ...`), or, with no category at all, a transfer or payment by
 * the bank's older category list.
 */
export function isTransferByCategory(transaction: SummaryFields): boolean {
  const category = effectiveCategory(transaction);
  if (category !== null && TRANSFER_CATEGORIES.has(category)) return true;
  if (transaction.bank_detailed_category === CREDIT_CARD_PAYMENT) return true;
  const first = transaction.category[0];
  return category === null && first !== undefined && LEGACY_TRANSFER_ENTRIES.has(first);
}

/**
 * The amount money in and out count (positive: spend, SQL SPEND; negative: income, SQL INCOME); 0 for a row the
 * summaries leave out (not counted, or a transfer by its category).
 */
export function countedAmount(transaction: SummaryFields): number {
  return isCounted(transaction) && !isTransferByCategory(transaction) ? transaction.amount : 0;
}

/**
 * Left out of money in and out, though listed: excluded, half of a paired transfer, or a transfer by its category. A
 * split whole is not listed at all (its parts are), so it is not among these.
 */
export function isLeftOut(transaction: SummaryFields): boolean {
  return transaction.excluded || transaction.transfer_id !== null || isTransferByCategory(transaction);
}

/**
 * The category a summary puts the row under (SQL CATEGORY): the category that stands, else the bank's first older
 * entry, else UNCATEGORIZED; as the API answers it (FOOD_AND_DRINK, cat_..., Food and Drink).
 */
export function summaryCategoryOf(transaction: SummaryFields): string {
  return effectiveCategory(transaction) ?? transaction.category[0] ?? 'UNCATEGORIZED';
}

/**
 * The payee a summary puts the row under (SQL PAYEE): the person's name for it, else the merchant, else the bank's
 * description, else "Unknown"; an empty text counts as none (nullif), and nothing is trimmed.
 */
export function payeeOf(transaction: SummaryFields): string {
  return transaction.display_name || transaction.merchant_name || transaction.name || 'Unknown';
}
