// Accounts kept by hand (issue 32, point 1), at a desktop's size and on a 375 px phone by touch (the kept-by-hand
// projects of playwright.config.ts): a person with no bank keeps a cash wallet, buys something from it, and its
// balance and the sidebar's total follow.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { TransactionPanel } from '../page-models/transaction-panel';
import { TransactionsPage } from '../page-models/transactions-page';
import { screenshot, seriousAccessibilityViolations } from '../support/app-page';
import { expectFitsPhone } from '../support/phone-screen';
import { signUp } from '../support/sign-up';

/** A tap on a touch screen, a click elsewhere. */
const press = (page: Page, target: Locator) => (page.viewportSize()!.width < 600 ? target.tap() : target.click());

/** The sidebar's Bank Accounts total; on a phone the sidebar waits behind its button, opened for the look. */
async function sidebarTotal(page: Page, accounts: AccountsPage): Promise<Locator> {
  const toggle = page.getByRole('button', { name: /Accounts and balances/ });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.tap();
  }
  return accounts.sidebarGroup('depository').getByTestId('group-total');
}

test('a cash account kept by hand: created, a $12.34 wallet purchase added through Add transaction (cash preselected), its balance and the sidebar total go from $100.00 to $87.66', async ({
  page,
}) => {
  const size = page.viewportSize()!.width;
  const phone = size < 600;
  await signUp(page, newGoogleAccount('Wal', 'Let'));
  const accounts = new AccountsPage(page);
  await expect(page.getByText('No accounts connected yet')).toBeVisible();

  // Add Account, from the empty page: a wallet of $100.00.
  await press(page, page.getByRole('button', { name: 'Add Account' }));
  const dialog = page.getByRole('dialog', { name: 'Add an account kept by hand' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Wallet');
  await expect(dialog.getByLabel('Type')).toHaveValue('cash');
  await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
  await dialog.getByLabel('Opening balance').fill('100.00');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (phone) await expectFitsPhone(page);
  await screenshot(page, `kept-by-hand-${size}-1-add`);
  await press(page, dialog.getByRole('button', { name: 'Add', exact: true }));
  await expect(dialog).toBeHidden();

  const card = accounts.card('Your accounts');
  const wallet = card.getByRole('listitem', { name: 'Wallet' });
  await expect(wallet.getByTestId('current-balance')).toHaveText('$100.00');
  await expect(await sidebarTotal(page, accounts)).toHaveText('$100.00');
  await screenshot(page, `kept-by-hand-${size}-2-wallet`);

  // A wallet purchase of $12.34: Add transaction starts on the wallet.
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await expect(transactions.addButton).toBeEnabled();
  await press(page, transactions.addButton);
  const form = new TransactionPanel(page, 'Add transaction');
  await expect(form.root.getByLabel('Account')).toHaveValue(/^manual-/);
  await expect(form.root.getByLabel('Account').locator('option:checked')).toHaveText('Wallet');
  await form.root.getByLabel('Amount').fill('12.34');
  await form.root.getByLabel('Description').fill('Wallet purchase');
  if (phone) await expectFitsPhone(page);
  await screenshot(page, `kept-by-hand-${size}-3-purchase`);
  await press(page, form.save);
  await expect(form.root).toBeHidden();
  await expect(page.getByText('Wallet purchase').first()).toBeVisible();

  // $100.00 - $12.34 = $87.66 on the accounts page and in the sidebar's total.
  await accounts.goto();
  await expect(wallet.getByTestId('current-balance')).toHaveText('$87.66');
  await expect(await sidebarTotal(page, accounts)).toHaveText('$87.66');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (phone) await expectFitsPhone(page);
  await screenshot(page, `kept-by-hand-${size}-4-balance`);

  // Settings: the same card under the section "Accounts kept by hand"; renamed there, the balance stays.
  await page.goto('/settings');
  const settings = page.getByRole('region', { name: 'Accounts kept by hand', exact: true });
  await press(page, settings.getByRole('button', { name: 'Rename Wallet' }));
  await settings.getByLabel('New name for Wallet').fill('Pocket money');
  await press(page, settings.getByRole('button', { name: 'Save' }));
  const renamed = settings.getByRole('listitem', { name: 'Pocket money' });
  await expect(renamed.getByTestId('current-balance')).toHaveText('$87.66');
  await expect(settings.getByRole('button', { name: 'Rename Pocket money' })).toBeFocused();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (phone) await expectFitsPhone(page);
  await screenshot(page, `kept-by-hand-${size}-5-settings`);
});
