import type { Page } from '@playwright/test';
import { storedIdToken } from './stored-tokens';

export interface ApiAccount {
  account_id: string;
  institution_id: string;
  name: string;
  type: 'depository' | 'credit' | 'loan' | 'investment';
  subtype: string | null;
  mask: string | null;
  last_sync: string | null;
  item_status: 'good' | 'login_required' | 'pending_expiration' | 'error';
  balances: { current: number | null; available: number | null; iso_currency_code: string | null };
}

/** The signed-in person's accounts as the API gives them, to check what the page shows against. */
export async function apiAccounts(page: Page): Promise<ApiAccount[]> {
  const token = await storedIdToken(page);
  const response = await page.request.get('http://localhost:4000/plaid/accounts', {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`GET /plaid/accounts answered ${response.status()}`);
  return (await response.json()) as ApiAccount[];
}

export function usd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/** The signed-in person's user_id: the preferred_username claim of their ID token. */
export async function signedInUserId(page: Page): Promise<string> {
  const token = await storedIdToken(page);
  if (!token) throw new Error('no ID token stored');
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    preferred_username?: string;
  };
  if (!claims.preferred_username) throw new Error('the ID token carries no preferred_username');
  return claims.preferred_username;
}

/**
 * The bank-linking emulator's own controls for the person's connection to an institution, named by user and
 * institution since the API never hands out access tokens.
 */
async function atTheBank(control: string, userId: string, institutionId: string, extra: object = {}): Promise<void> {
  const response = await fetch(`http://localhost:4010/emulator/sandbox/${control}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: 'local-client-id',
      secret: 'local-secret',
      client_user_id: userId,
      institution_id: institutionId,
      ...extra,
    }),
  });
  if (!response.ok) throw new Error(`${control} answered ${response.status}: ${await response.text()}`);
}

/**
 * Puts the person's connection to an institution into ITEM_LOGIN_REQUIRED at the bank-linking emulator, as Plaid's
 * sandbox reset_login does (the emulator then tells the API by an ITEM ERROR webhook).
 */
export function resetLogin(userId: string, institutionId: string): Promise<void> {
  return atTheBank('item/reset_login', userId, institutionId);
}

/**
 * The bank has new data for the person's connection (pending transactions post, new ones arrive) and tells the API
 * by a SYNC_UPDATES_AVAILABLE webhook, as Plaid's sandbox fire_webhook does.
 */
export function newDataAtTheBank(userId: string, institutionId: string): Promise<void> {
  return atTheBank('item/fire_webhook', userId, institutionId, { webhook_code: 'SYNC_UPDATES_AVAILABLE' });
}

/**
 * New posted transactions at the bank, made by the test (Plaid's /sandbox/transactions/create, through the emulator's
 * control by user and institution): the bank announces them with SYNC_UPDATES_AVAILABLE, as for any new data.
 */
export async function newTransactionsAtTheBank(
  userId: string,
  institutionId: string,
  transactions: Array<{ date: string; amount: number; description: string }>,
): Promise<void> {
  await atTheBank('transactions/create', userId, institutionId, {
    transactions: transactions.map(({ date, amount, description }) => ({
      date_transacted: date,
      date_posted: date,
      amount,
      description,
    })),
  });
}
