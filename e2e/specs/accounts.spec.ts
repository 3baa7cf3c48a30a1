import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountsPage, SANDBOX_LOGIN } from '../page-models/accounts-page';
import { apiAccounts, resetLogin, signedInUserId, usd, type ApiAccount } from '../support/accounts-api';
import { AppLayout } from '../page-models/app-layout';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { SignInPage } from '../page-models/sign-in-page';
import { screenshot, seriousAccessibilityViolations } from '../support/app-page';
import { signUp } from '../support/sign-up';

const GREEN = 'rgb(21, 128, 61)';
const RED = 'rgb(185, 28, 28)';
const GROUP_LABELS = {
  depository: 'Bank Accounts',
  credit: 'Credit Cards',
  loan: 'Loans',
  investment: 'Investments',
} as const;

/** Every journey that links a bank starts from its own new person, so that the specs stay independent. */
async function newPerson(page: Page, givenName: string, familyName: string) {
  const account = newGoogleAccount(givenName, familyName);
  await signUp(page, account);
  return account;
}

/** The sidebar's groups, totals and colours, checked against the API's accounts. */
async function expectSidebarMatches(accounts: AccountsPage, fromApi: ApiAccount[]) {
  for (const type of Object.keys(GROUP_LABELS) as (keyof typeof GROUP_LABELS)[]) {
    const members = fromApi.filter((a) => a.type === type);
    const group = accounts.sidebarGroup(type);
    if (members.length === 0) {
      await expect(group).toHaveCount(0);
      continue;
    }
    const total = members.reduce((sum, a) => sum + (a.balances.current ?? 0), 0);
    const owed = type === 'credit' || type === 'loan';
    await expect(group.getByRole('button', { name: new RegExp(GROUP_LABELS[type]) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(group.getByTestId('group-total')).toHaveText(usd(total));
    await expect(group.getByTestId('group-total')).toHaveCSS('color', total >= 0 !== owed ? GREEN : RED);
    await expect(group.getByRole('link')).toHaveCount(members.length);
    for (const member of members) {
      await expect(group.locator(`a[href="/accounts/${member.account_id}"]`)).toContainText(member.name);
    }
  }
}

test('link First Platypus Bank after a wrong password: the cards, the sidebar, the first sync, an account, and a reload', async ({
  page,
}) => {
  const cdn: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('cdn.plaid.com')) cdn.push(request.url());
  });
  await newPerson(page, 'Lin', 'Ked');
  const accounts = new AccountsPage(page);
  await expect(page.getByText('No accounts connected yet')).toBeVisible();
  await screenshot(page, 'accounts-1-empty');

  await accounts.linkInstitution('First Platypus Bank', [{ username: 'user_good', password: 'wrong' }, SANDBOX_LOGIN]);
  const card = accounts.card('First Platypus Bank');
  await expect(card).toBeVisible();
  await expect(accounts.firstSync).toBeVisible();
  await accounts.waitForFirstSync('First Platypus Bank');
  await expect(accounts.connectButton).toHaveText('Connect Account');

  const fromApi = await apiAccounts(page);
  expect(fromApi.length).toBeGreaterThan(0);
  await expect(card.getByTestId('account-row')).toHaveCount(fromApi.length);
  for (const account of fromApi) {
    const row = card.getByTestId('account-row').filter({ hasText: account.name });
    await expect(row.getByTestId('current-balance')).toHaveText(usd(account.balances.current ?? 0));
    await expect(row.getByTestId('current-balance')).toHaveCSS(
      'color',
      (account.balances.current ?? 0) >= 0 ? GREEN : RED,
    );
    await expect(row).toContainText('Last updated: ');
    await expect(row).not.toContainText('Last updated: Never');
  }
  await expectSidebarMatches(accounts, fromApi);
  await screenshot(page, 'accounts-2-linked');

  // An account's own page, from the sidebar: its facts and its recent transactions from the store.
  const checking = fromApi.find((a) => a.name === 'Plaid Checking')!;
  await accounts.sidebar.getByRole('link', { name: /Plaid Checking/ }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${checking.account_id}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Plaid Checking' })).toBeVisible();
  await expect(page.getByTestId('connection-health')).toHaveText('Connected');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/^Synced at /)).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'accounts-3-detail');

  // A reload paints from the stored data and agrees with the server.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Plaid Checking' })).toBeVisible();
  await accounts.goto();
  await expect(accounts.card('First Platypus Bank').getByTestId('account-row')).toHaveCount(fromApi.length);
  await expectSidebarMatches(accounts, fromApi);
  await expect(page.getByRole('link', { name: 'Sync Issues' })).toBeVisible();
  await page.getByRole('link', { name: 'Sync Issues' }).click();
  await expect(page.getByText('No sync issues: every connection is working.')).toBeVisible();
  await screenshot(page, 'accounts-4-sync-issues-none');
  expect(cdn).toEqual([]);
});

test('a second institution, the same one twice, then removal of one account and of a whole institution', async ({
  page,
}) => {
  await newPerson(page, 'Rem', 'Over');
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution('First Platypus Bank');
  await accounts.waitForFirstSync('First Platypus Bank');
  await accounts.linkInstitution('Tartan Bank');
  await expect(accounts.card('Tartan Bank')).toBeVisible();
  await accounts.waitForFirstSync('Tartan Bank');
  const before = await apiAccounts(page);
  await expectSidebarMatches(accounts, before);

  // The same institution again is refused plainly, and nothing is duplicated.
  await accounts.linkInstitution('Tartan Bank');
  await expect(page.getByRole('alert')).toHaveText(/Tartan Bank is already linked/);
  await screenshot(page, 'accounts-5-same-institution-twice');
  await accounts.goto();
  expect((await apiAccounts(page)).length).toBe(before.length);
  await expect(accounts.cards).toHaveCount(2);

  // Remove one account, after mistyping the phrase.
  // A real modal: focus moves in, Escape closes it, focus returns to Remove Accounts.
  await accounts.openRemoveDialog();
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') != null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(accounts.dialog).toBeHidden();
  await expect(accounts.removeButton).toBeFocused();
  await accounts.openRemoveDialog();
  await expect(accounts.removalChoice('Tartan Bank')).not.toBeChecked();
  await accounts.removalChoice('Tartan Bank', 'Plaid Saving 1111').check();
  await accounts.confirmation.fill('remove acounts');
  await expect(accounts.dialog.getByText('Please type exactly "remove accounts"')).toBeVisible();
  await expect(accounts.dialog.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await accounts.confirmation.fill('Remove Accounts');
  await expect(accounts.dialog.getByRole('button', { name: 'Remove' })).toBeEnabled();
  await screenshot(page, 'accounts-6-dialog');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await accounts.dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(accounts.dialog.getByText('Accounts removed successfully')).toBeVisible();
  await expect(accounts.dialog).toBeHidden({ timeout: 10_000 });
  await expect(accounts.removeButton).toBeFocused();
  expect((await apiAccounts(page)).length).toBe(before.length - 1);

  // Then a whole institution; the dialog opens empty again.
  await accounts.openRemoveDialog();
  await expect(accounts.confirmation).toHaveValue('');
  await expect(accounts.removalChoice('Tartan Bank', 'Plaid Saving 1111')).toHaveCount(0);
  await accounts.removalChoice('Tartan Bank').check();
  await expect(accounts.removalChoice('Tartan Bank', 'Plaid Checking 0000')).toBeChecked();
  await expect(accounts.removalChoice('Tartan Bank', 'Plaid Checking 0000')).toBeDisabled();
  await accounts.confirmation.fill('remove accounts');
  await accounts.dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(accounts.dialog).toBeHidden({ timeout: 10_000 });
  await expect(accounts.cards).toHaveCount(1);
  const after = await apiAccounts(page);
  expect(after.every((a) => a.institution_id === 'ins_109508')).toBe(true);
  await expectSidebarMatches(accounts, after);
  await screenshot(page, 'accounts-7-after-removal');
});

test('signing out and in as someone else shows none of the first person’s accounts', async ({ page }) => {
  await newPerson(page, 'Fir', 'St');
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution('First Platypus Bank');
  await expect(accounts.card('First Platypus Bank')).toBeVisible();
  await new AppLayout(page).signOut();
  await expect(page).toHaveURL(/localhost:3000\/$/);

  const seen: string[] = [];
  await page.exposeFunction('recordCard', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const card of document.querySelectorAll('[data-testid="institution-card"]'))
        (window as unknown as { recordCard(t: string): void }).recordCard(card.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.continueWithGoogle(newGoogleAccount('Sec', 'Ond'));
  await signIn.completeProfile();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByText('No accounts connected yet')).toBeVisible();
  await expect(accounts.sidebar.getByTestId('sidebar-group')).toHaveCount(0);
  expect(seen).toEqual([]);
  await screenshot(page, 'accounts-8-someone-else');
});

test('a connection put into ITEM_LOGIN_REQUIRED at the emulator is listed in Sync Issues and repaired with Reconnect', async ({
  page,
}) => {
  await newPerson(page, 'Re', 'Pair');
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution('First Platypus Bank');
  await accounts.waitForFirstSync('First Platypus Bank');

  await resetLogin(await signedInUserId(page), 'ins_109508');
  // The emulator tells the API by a signed ITEM ERROR webhook; the API records it on the connection.
  await expect
    .poll(async () => (await apiAccounts(page)).map((a) => a.item_status), { timeout: 30_000 })
    .toContain('login_required');

  await page.goto('/accounts/sync-issues');
  await expect(accounts.sidebar.getByTestId('sync-issue-count')).toHaveText(/^1/);
  await expect(page.getByRole('heading', { name: 'First Platypus Bank needs you to sign in again' })).toBeVisible();
  await screenshot(page, 'accounts-9-sync-issue');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Reconnect First Platypus Bank' }).click();
  await accounts.signInAgainInLink();
  await expect(page.getByText('First Platypus Bank is reconnected.')).toBeVisible();
  await expect(page.getByText('No sync issues: every connection is working.')).toBeVisible();
  await expect(accounts.sidebar.getByTestId('sync-issue-count')).toHaveCount(0);
  expect((await apiAccounts(page)).every((a) => a.item_status === 'good')).toBe(true);
  await screenshot(page, 'accounts-10-repaired');
});
