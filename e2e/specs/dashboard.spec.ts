// The Dashboard of the insights remote (issue 33), at a desktop's size and on a 375 px phone by touch (the dashboard
// projects of playwright.config.ts), with a person who linked the sandbox bank: this month so far against the same
// days of last month and net worth are what the person's transactions and accounts make, counted here by hand in
// cents; a category opens the transactions that make its figure; an exclusion made elsewhere reaches the open page;
// and where the insights remote fails to load or is not deployed, the spec's placeholder shows.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { callApi } from '../page-models/api-as-person';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { cents, dollars, isSpend, spendCents } from '../page-models/summary-figures';
import { apiTransactions, personToday, shiftDay } from '../page-models/transactions-api';
import { TransactionsPage } from '../page-models/transactions-page';
import { screenshot, seriousAccessibilityViolations } from '../support/app-page';
import { expectFitsPhone } from '../support/phone-screen';
import { expectPlaceholderWithoutInsights } from '../support/insights-fallback';
import { signUp } from '../support/sign-up';

const BANK = 'First Platypus Bank';
const PLACEHOLDER = 'Dashboard content coming soon...';

/** A tap on a touch screen, a click elsewhere. */
const press = (page: Page, target: Locator) => (page.viewportSize()!.width < 600 ? target.tap() : target.click());

test('the Dashboard: this month so far and net worth to the cent, a category opens the rows that make it, an exclusion elsewhere updates it live, and the placeholder where the remote is not there', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const phone = page.viewportSize()!.width < 600;
  await signUp(page, newGoogleAccount('Dana', 'Dashboard'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK);
  await accounts.waitForFirstSync(BANK);

  const today = await personToday(page);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const sameDayLastMonth = shiftDay(today, { months: -1 });
  const thisMonth = await apiTransactions(page, { start_date: firstOfMonth, end_date: today });
  const lastMonth = await apiTransactions(page, {
    start_date: `${sameDayLastMonth.slice(0, 8)}01`,
    end_date: sameDayLastMonth,
  });
  const spentNow = spendCents(thisMonth);
  const spentBefore = spendCents(lastMonth);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const month = page.getByRole('region', { name: 'This month so far' });
  await expect(month.getByText(dollars(spentNow), { exact: true })).toBeVisible();
  const difference = spentNow - spentBefore;
  await expect(month).toContainText(
    difference === 0
      ? `The same as the same days of last month (${dollars(spentBefore)})`
      : `${dollars(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than the same days of last month (${dollars(spentBefore)})`,
  );

  // Net worth: what the bank accounts and investments hold minus what the cards and loans owe.
  const linked = (await callApi(page, 'GET', '/plaid/accounts')) as {
    type: string;
    balances: { current: number | null };
  }[];
  let worth = 0;
  for (const account of linked) {
    const balance = cents(account.balances.current ?? 0);
    if (account.type === 'credit' || account.type === 'loan') worth -= balance;
    else if (account.type !== 'other') worth += balance;
  }
  const netWorth = page.getByRole('region', { name: 'Net worth' });
  await expect(netWorth.getByText(dollars(worth), { exact: true }).first()).toBeVisible();
  // Over time: the line drawn, and its last day (today, in the folded table) is net worth now.
  await expect(netWorth.locator('.recharts-surface')).toBeVisible();
  await netWorth.getByText('Show the figures as a table').click();
  await expect(netWorth.getByRole('table').getByRole('row').last()).toContainText(dollars(worth));
  await netWorth.getByText('Show the figures as a table').click();
  await expect(page.getByRole('region', { name: 'Latest transactions' }).getByRole('listitem').first()).toBeVisible();
  if (phone) await expectFitsPhone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, `dashboard-${phone ? '375' : 'desktop'}`);

  // The largest category opens the transactions screen filtered to it and the month so far: its money out is the
  // figure that was clicked.
  const top = page.getByRole('region', { name: 'Top categories this month' }).getByRole('link').first();
  const shown = (await top.locator('span').nth(1).innerText()).trim();
  await press(page, top);
  await expect(page).toHaveURL(new RegExp(`/transactions\\?from=${firstOfMonth}&to=${today}&category=`));
  const transactions = new TransactionsPage(page);
  await transactions.waitForRows();
  await expect.poll(async () => (await transactions.totals()).moneyOut).toBe(shown);
  await screenshot(page, `dashboard-category-drilldown-${phone ? '375' : 'desktop'}`);

  // Excluded elsewhere (another tab, the API): the open Dashboard follows without a reload.
  await page.goto('/dashboard');
  await expect(month.getByText(dollars(spentNow), { exact: true })).toBeVisible();
  const largest = thisMonth.filter(isSpend).sort((a, b) => b.amount - a.amount)[0]!;
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no reload'));
  await callApi(page, 'POST', '/transactions/bulk', {
    body: { selection: { ids: [largest.transaction_id] }, set: { excluded: true } },
  });
  await expect(month.getByText(dollars(spentNow - cents(largest.amount)), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no reload');

  // The insights remote down, then not deployed: the spec's placeholder, no alert, nothing fetched.
  await expectPlaceholderWithoutInsights(page, PLACEHOLDER);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await screenshot(page, `dashboard-placeholder-${phone ? '375' : 'desktop'}`);
});
