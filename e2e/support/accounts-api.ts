import type { Page } from '@playwright/test';
import { storedIdToken } from './hosted-sign-in';

export interface ApiAccount {
  account_id: string;
  institution_id: string;
  name: string;
  type: 'depository' | 'credit' | 'loan' | 'investment';
  mask: string | null;
  last_sync: string | null;
  balances: { current: number | null; available: number | null; iso_currency_code: string | null };
}

/** The signed-in person's accounts as the API gives them, to check what the page shows against. */
export async function apiAccounts(page: Page): Promise<ApiAccount[]> {
  const token = await storedIdToken(page);
  const response = await page.request.get('http://localhost:4000/plaid/accounts', { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET /plaid/accounts answered ${response.status()}`);
  return (await response.json()) as ApiAccount[];
}

export function usd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}
