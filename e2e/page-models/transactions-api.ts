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
}

function calendarDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The window the app loads: 18 months back to today. */
export function loadedWindow(today = new Date()): { start_date: string; end_date: string } {
  const start = new Date(today);
  start.setMonth(start.getMonth() - 18);
  return { start_date: calendarDate(start), end_date: calendarDate(today) };
}

/** What GET /transactions answers the signed-in person for these filters. */
export async function apiTransactions(
  page: Page,
  filters: { start_date?: string; end_date?: string; account?: string[]; category?: string[]; search?: string } = {},
): Promise<ApiTransaction[]> {
  const query: Record<string, string | string[]> = { ...loadedWindow() };
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) query[key] = value;
  const body = (await callApi(page, 'GET', '/transactions', { query })) as { transactions: ApiTransaction[] };
  return body.transactions;
}
