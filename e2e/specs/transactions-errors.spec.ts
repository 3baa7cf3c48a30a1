import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshot } from '../support/app-page';
import { TransactionsPage } from '../page-models/transactions-page';

const serverError = {
  status: 500,
  contentType: 'application/json',
  body: '{"error":"Internal Server Error","message":"boom"}',
};

function failing(page: Page, path: string, method: 'GET' | 'POST') {
  return page.route(
    (url) => url.port === '4000' && url.pathname === path,
    (route) => (route.request().method() === method ? route.fulfill(serverError) : route.fallback()),
  );
}

test('transactions that cannot be fetched: "Failed to fetch transactions" in red', async ({ page }) => {
  await failing(page, '/transactions', 'GET');
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  const error = page.getByRole('alert').filter({ hasText: 'Failed to fetch transactions' });
  await expect(error).toHaveText('Failed to fetch transactions');
  await expect(error).toHaveCSS('color', 'rgb(185, 28, 28)');
  await screenshot(page, 'transactions-6-fetch-error');
});

test('the column set cannot be loaded: the defaults, and "Failed to load column configuration"', async ({ page }) => {
  await failing(page, '/api/user-preferences', 'GET');
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load column configuration' })).toBeVisible();
  expect(await transactions.columnLabels()).toEqual([
    'Institution',
    'Account',
    'Date',
    'Description',
    'Amount',
    'Category',
  ]);
});

test('the column set cannot be saved: "Failed to save column configuration", and the previous columns stay', async ({
  page,
}) => {
  await failing(page, '/api/user-preferences', 'POST');
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await transactions.waitForRows();
  const before = await transactions.columnLabels();
  await transactions.openColumns();
  await transactions.toggleColumn('Category');
  await transactions.saveColumns();
  await expect(transactions.dialog.getByRole('alert')).toHaveText('Failed to save column configuration');
  await screenshot(page, 'transactions-7-save-error');
  await transactions.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(transactions.dialog).toBeHidden();
  expect(await transactions.columnLabels()).toEqual(before);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to save column configuration' })).toBeVisible();
});
