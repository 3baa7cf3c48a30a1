import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { AppLayout } from '../page-models/app-layout';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { LiveUpdates } from '../page-models/live-updates';
import { apiTransactions } from '../page-models/transactions-api';
import { TransactionsPage } from '../page-models/transactions-page';
import { newDataAtTheBank, resetLogin, signedInUserId } from '../support/accounts-api';
import { screenshot } from '../support/app-page';
import { signUp } from '../support/sign-up';

const BANK = { id: 'ins_109508', name: 'First Platypus Bank' };

// A person of their own: the bank asks them to log in again, which no other spec's person should meet.
test('new transactions and a connection that needs its login again show up without a reload', async ({ page }) => {
  const live = new LiveUpdates(page);
  await signUp(page, newGoogleAccount('Rhea', 'Time'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK.name);
  await accounts.waitForFirstSync(BANK.name);
  const userId = await signedInUserId(page);

  // On /transactions, the bank has new data: pending transactions post, new ones arrive.
  const transactions = new TransactionsPage(page);
  await live.open('/transactions');
  await transactions.waitForRows();
  await live.expectTokenOnlyInHeader();
  const known = new Set((await apiTransactions(page)).map((transaction) => transaction.transaction_id));
  await expect.poll(async () => (await transactions.totals()).count).toBe(known.size);
  const firstRows = await transactions.rowIds();
  await live.markDocument();
  await newDataAtTheBank(userId, BANK.id);

  await expect(live.notice).toHaveText(/^[\d,]+ new transactions?\b.* at First Platypus Bank$/, { timeout: 30_000 });
  // Newest first: the new rows are at the top of the first page.
  await expect.poll(async () => (await transactions.rowIds()).filter((id) => !known.has(id)).length).toBeGreaterThan(0);
  expect(await transactions.rowIds()).not.toEqual(firstRows);
  expect(await live.sameDocument()).toBe(true);
  await screenshot(page, 'real-time-1-new-transactions');
  // The count is the server's.
  const now = await apiTransactions(page);
  await expect.poll(async () => (await transactions.totals()).count).toBe(now.length);

  // On /accounts, the bank asks for the login again: the connection shows under Sync Issues.
  await live.open('/accounts');
  await expect(accounts.card(BANK.name)).toBeVisible();
  await expect(accounts.sidebar.getByTestId('sync-issue-count')).toHaveCount(0);
  await live.markDocument();
  await resetLogin(userId, BANK.id);
  await expect(accounts.sidebar.getByTestId('sync-issue-count')).toHaveText('1 connection needs attention', {
    timeout: 30_000,
  });
  await page.getByRole('link', { name: /^Sync Issues/ }).click();
  await expect(page.getByRole('heading', { name: 'First Platypus Bank needs you to sign in again' })).toBeVisible();
  expect(await live.sameDocument()).toBe(true);
  await screenshot(page, 'real-time-2-sync-issue');

  // Signing out closes the stream.
  await new AppLayout(page).signOut();
  await live.expectStreamsClosed();
});
