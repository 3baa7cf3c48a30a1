// The figures the summaries show, counted here by hand from the person's transactions (GET /transactions), in cents:
// what the Dashboard and Trends must show, and what the transactions screen must total when a figure opens its rows.
import type { Locator } from '@playwright/test';
import { isTransferByCategory, type ApiTransaction } from './transactions-api';

export const cents = (amount: number) => Math.round(amount * 100);

/** Cents as the page shows money: $1,234.56, -$7.00. */
export const dollars = (amountCents: number) =>
  `${amountCents < 0 ? '-' : ''}$${(Math.abs(amountCents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** Counted by every summary: not excluded, no half of a paired transfer, a split by its parts. */
export function isCounted(transaction: ApiTransaction): boolean {
  return (
    !transaction.excluded &&
    transaction.transfer_id === null &&
    (transaction.split === null || transaction.split_of !== null) &&
    !isTransferByCategory(transaction)
  );
}

/** Money out that the summaries count as spending. */
export const isSpend = (transaction: ApiTransaction) => isCounted(transaction) && transaction.amount > 0;

/** Money in that the summaries count as income. */
export const isIncome = (transaction: ApiTransaction) => isCounted(transaction) && transaction.amount < 0;

/** Spending, in cents. */
export const spendCents = (transactions: readonly ApiTransaction[]) =>
  transactions.filter(isSpend).reduce((sum, transaction) => sum + cents(transaction.amount), 0);

/** Income, in cents (positive). */
export const incomeCents = (transactions: readonly ApiTransaction[]) =>
  transactions.filter(isIncome).reduce((sum, transaction) => sum - cents(transaction.amount), 0);

/** The category a summary counts a transaction under. */
export const summaryCategory = (transaction: ApiTransaction) =>
  transaction.personal_finance_category?.primary ?? transaction.category[0] ?? 'UNCATEGORIZED';

/** The payee a summary counts a transaction under. */
export const payeeOf = (transaction: ApiTransaction) =>
  transaction.display_name || transaction.merchant_name || transaction.name || 'Unknown';

/** A large figure of a card, by its name ("Spending"): the first value after its term. */
export const figure = (card: Locator, name: string) => card.locator(`dt:text-is("${name}") + dd`);

/**
 * A budget's spending in a category, in cents: money out less money in (a refund) of the counted rows in it, as the
 * budget page counts it (money under Income is the month's income, never a budget's).
 */
export const budgetSpentCents = (transactions: readonly ApiTransaction[], category: string) =>
  transactions
    .filter((transaction) => isCounted(transaction) && summaryCategory(transaction) === category)
    .reduce((sum, transaction) => sum + cents(transaction.amount), 0);

/** A month's income as the budget page counts it: money in under Income or with no category, less money out under Income. */
export const budgetIncomeCents = (transactions: readonly ApiTransaction[]) =>
  transactions
    .filter(isCounted)
    .filter((t) => summaryCategory(t) === 'INCOME' || (summaryCategory(t) === 'UNCATEGORIZED' && t.amount < 0))
    .reduce((sum, transaction) => sum - cents(transaction.amount), 0);
