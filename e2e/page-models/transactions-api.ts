import type { Page } from '@playwright/test';
import { callApi } from './api-as-person';

export interface ApiTransaction {
  transaction_id: string;
  account_id: string;
  date: string;
  amount: number;
  merchant_name: string | null;
  name: string | null;
  category: string[];
  account_name: string;
  account_mask: string | null;
  personal_finance_category: { primary: string } | null;
  display_name: string | null;
  notes: string | null;
  excluded: boolean;
  manual: boolean;
  transfer_id: string | null;
  rule_id: string | null;
  pending: boolean;
  /** A part of a split: the whole's id. */
  split_of: string | null;
  split: 'split' | 'review' | null;
  /** The bank's detailed category while the bank's category stands (a credit card's payment). */
  bank_detailed_category: string | null;
}

/**
 * Money between the person's own accounts by its category, paired or not, as the summaries count it (and the
 * transactions screen, through @finance/shared's summary-rules.ts): a transfer category, a credit card's payment while
 * the bank's category stands, or with no category a transfer or payment by the bank's older entries.
 */
export function isTransferByCategory(transaction: ApiTransaction): boolean {
  const category = transaction.personal_finance_category?.primary ?? null;
  return (
    category === 'TRANSFER_IN' ||
    category === 'TRANSFER_OUT' ||
    transaction.bank_detailed_category === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' ||
    (category === null && ['Transfer', 'Payment'].includes(transaction.category[0] ?? ''))
  );
}

/** Left out of money in and out: excluded by the person, half of a paired transfer, or a transfer by its category. */
export const isLeftOut = (transaction: ApiTransaction): boolean =>
  transaction.excluded || transaction.transfer_id !== null || isTransferByCategory(transaction);

/** A day of the calendar, yyyy-MM-dd, moved by whole months (the day kept within the month) and days. */
export function shiftDay(day: string, { months = 0, days = 0 }: { months?: number; days?: number }): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const shifted = new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfMonth) + days));
  return shifted.toISOString().slice(0, 10);
}

/** The person's today, yyyy-MM-dd: the page's own calendar (its time zone and clock, which a spec may set). */
export function personToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

/**
 * The window the app loads: 18 months back to the person's today, and two days past it, the furthest a bank's
 * calendar can be ahead of theirs.
 */
export async function loadedWindow(page: Page): Promise<{ start_date: string; end_date: string }> {
  const today = await personToday(page);
  return { start_date: shiftDay(today, { months: -18 }), end_date: shiftDay(today, { days: 2 }) };
}

/** What GET /transactions answers the signed-in person for these filters. */
export async function apiTransactions(
  page: Page,
  filters: { start_date?: string; end_date?: string; account?: string[]; category?: string[]; search?: string } = {},
): Promise<ApiTransaction[]> {
  const query: Record<string, string | string[]> = { ...(await loadedWindow(page)) };
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) query[key] = value;
  const body = (await callApi(page, 'GET', '/transactions', { query })) as { transactions: ApiTransaction[] };
  return body.transactions;
}
