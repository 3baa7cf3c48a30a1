// Trends, of the insights remote (issue 33), at a desktop's size and on a 375 px phone by touch (the trends projects
// of playwright.config.ts), with a person who linked the sandbox bank: every figure is what the person's transactions
// make, counted here by hand in cents; every kind of figure (a category's bar, a legend entry, a month's income or
// spending, a payee) opens the transactions screen on rows whose totals are that figure; a range is in the URL and a
// bad one is refused; an exclusion made elsewhere reaches the open page; where the remote is not there, the spec's
// placeholder shows.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { callApi } from '../page-models/api-as-person';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import {
  cents,
  dollars,
  figure,
  incomeCents,
  isSpend,
  payeeOf,
  spendCents,
  summaryCategory,
} from '../page-models/summary-figures';
import { apiTransactions, personToday, shiftDay, type ApiTransaction } from '../page-models/transactions-api';
import { TransactionsPage } from '../page-models/transactions-page';
import { screenshot, seriousAccessibilityViolations } from '../support/app-page';
import { expectFitsPhone } from '../support/phone-screen';
import { expectPlaceholderWithoutInsights } from '../support/insights-fallback';
import { signUp } from '../support/sign-up';

const BANK = 'First Platypus Bank';
const PLACEHOLDER = 'Financial trends and analytics coming soon...';

const isPhone = (page: Page) => page.viewportSize()!.width < 600;

/** The rows of a drill-down, counted by hand: the URL's dates, categories and payee over the person's transactions. */
function rowsOf(url: string, transactions: readonly ApiTransaction[]): ApiTransaction[] {
  const params = new URL(url).searchParams;
  const from = params.get('from')!;
  const to = params.get('to')!;
  const categories = params.getAll('category');
  const payee = params.get('payee');
  return transactions.filter(
    (transaction) =>
      transaction.date >= from &&
      transaction.date <= to &&
      (categories.length === 0 || categories.includes(summaryCategory(transaction))) &&
      (payee === null || payeeOf(transaction) === payee),
  );
}

/** Opens a bar: a click, or on a phone a tap that shows its figures and a second that opens it. */
async function openBar(page: Page, chart: Locator, bar: Locator): Promise<string> {
  const tooltip = chart.locator('.recharts-tooltip-wrapper');
  if (isPhone(page)) {
    await bar.tap();
    await expect(tooltip).toContainText('Tap the bar again');
    await bar.tap();
  } else {
    await bar.hover();
    await expect(tooltip).toContainText('Click a bar');
    await bar.click();
  }
  await expect(page).toHaveURL(/\/transactions\?/);
  return page.url();
}

/** The largest bar a chart draws in a series (the nth bar layer): the easiest to hit. */
async function largestBar(chart: Locator, series: number): Promise<Locator> {
  const bars = chart.locator('.recharts-bar').nth(series).locator('.recharts-bar-rectangle path');
  const heights = await bars.evaluateAll((paths) => paths.map((path) => path.getBoundingClientRect().height));
  return bars.nth(heights.indexOf(Math.max(...heights)));
}

test('Trends: each figure to the cent, and every kind of figure opens rows that add up to it', async ({ page }) => {
  test.setTimeout(300_000);
  const phone = isPhone(page);
  await signUp(page, newGoogleAccount('Tess', 'Trends'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK);
  await accounts.waitForFirstSync(BANK);

  const today = await personToday(page);
  const start = `${shiftDay(today, { months: -2 }).slice(0, 8)}01`;
  const previous = { start: `${shiftDay(start, { months: -3 })}`, end: shiftDay(today, { months: -3 }) };
  const inRange = await apiTransactions(page, { start_date: start, end_date: today });
  const before = await apiTransactions(page, { start_date: previous.start, end_date: previous.end });

  await page.goto('/trends?range=3m');
  await expect(page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
  await expect(page.getByRole('link', { name: '3 months' })).toHaveAttribute('aria-current', 'true');

  // The period against the one before it.
  const period = page.getByRole('region', { name: 'Spending and income' });
  const spent = spendCents(inRange);
  const earned = incomeCents(inRange);
  await expect(figure(period, 'Spending')).toHaveText(dollars(spent));
  await expect(figure(period, 'Income')).toHaveText(dollars(earned));
  await expect(figure(period, 'Net (income less spending)')).toHaveText(dollars(earned - spent));
  await expect(period).toContainText(`the previous period (${dollars(spendCents(before))})`);

  // Each category's spend over the range, as its legend entry shows it.
  const byCategory = page.getByRole('region', { name: 'Spending by category' });
  const legend = byCategory.getByRole('list', { name: 'Categories' }).getByRole('link');
  await expect(legend.first()).toBeVisible();
  const spendByCategory = new Map<string, number>();
  for (const transaction of inRange.filter(isSpend)) {
    const key = summaryCategory(transaction);
    spendByCategory.set(key, (spendByCategory.get(key) ?? 0) + cents(transaction.amount));
  }
  const largestCategory = [...spendByCategory.values()].sort((a, b) => b - a)[0]!;
  await expect(legend.first()).toContainText(dollars(largestCategory));
  await expect(byCategory.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const flow = page.getByRole('region', { name: 'Income and spending' });
  await expect(flow.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const payees = page.getByRole('region', { name: 'Largest payees' }).getByRole('link');
  await expect(payees.first()).toBeVisible();
  if (phone) await expectFitsPhone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, `trends-${phone ? '375' : 'desktop'}`);

  const transactions = new TransactionsPage(page);
  /** The screen's money in and out once its rows are in. */
  const screenTotals = async () => {
    await transactions.waitForRows();
    return transactions.totals();
  };

  // A legend entry: the category over the range.
  const legendFigure = (await legend.first().locator('span').nth(2).innerText()).trim();
  await legend.first().click();
  await expect(page).toHaveURL(/\/transactions\?from=.*&category=/);
  expect((await screenTotals()).moneyOut).toBe(legendFigure);
  expect(legendFigure).toBe(dollars(spendCents(rowsOf(page.url(), inRange))));
  await page.goBack();

  // A category's bar in a month.
  const categoryBar = await largestBar(byCategory, 0);
  const categoryUrl = await openBar(page, byCategory, categoryBar);
  const categoryRows = rowsOf(categoryUrl, inRange);
  expect((await screenTotals()).moneyOut).toBe(dollars(spendCents(categoryRows)));
  await screenshot(page, `trends-category-drilldown-${phone ? '375' : 'desktop'}`);
  await page.goBack();

  // A month's income and its spending.
  for (const [series, total] of [
    [0, 'moneyIn'],
    [1, 'moneyOut'],
  ] as const) {
    const bar = await largestBar(flow, series);
    const monthRows = rowsOf(await openBar(page, flow, bar), inRange);
    expect((await screenTotals())[total]).toBe(dollars(series === 0 ? incomeCents(monthRows) : spendCents(monthRows)));
    await page.goBack();
  }

  // A payee.
  const payeeFigure = (await payees.first().locator('span').nth(1).innerText()).trim();
  await payees.first().click();
  await expect(page).toHaveURL(/\/transactions\?from=.*&payee=/);
  expect((await screenTotals()).moneyOut).toBe(payeeFigure);
  expect(payeeFigure).toBe(dollars(spendCents(rowsOf(page.url(), inRange))));
});

test('Trends: a range in the URL, bad dates refused, a correction elsewhere reflected live, and the placeholder where the remote is not there', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const phone = isPhone(page);
  await signUp(page, newGoogleAccount('Rae', 'Range'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK);
  await accounts.waitForFirstSync(BANK);
  const today = await personToday(page);
  const period = page.getByRole('region', { name: 'Spending and income' });

  // The default range is the last 6 months; a preset is a link, its range in the URL.
  await page.goto('/trends');
  await expect(page.getByRole('link', { name: '6 months' })).toHaveAttribute('aria-current', 'true');
  const twelve = page.getByRole('link', { name: '12 months' });
  await (phone ? twelve.tap() : twelve.click());
  await expect(page).toHaveURL(/\/trends\?range=12m$/);
  const yearStart = `${shiftDay(today, { months: -11 }).slice(0, 8)}01`;
  const year = await apiTransactions(page, { start_date: yearStart, end_date: today });
  await expect(figure(period, 'Spending')).toHaveText(dollars(spendCents(year)));
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  // Custom dates: checked before the address changes; good ones are the URL's range.
  const custom = page.getByRole('button', { name: 'Custom dates' });
  await (phone ? custom.tap() : custom.click());
  const form = page.getByRole('form', { name: 'Custom dates' });
  await form.getByLabel('From').fill(today);
  await form.getByLabel('To').fill(shiftDay(today, { months: -1 }));
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(form.getByRole('alert')).toHaveText('The start date must not be after the end date.');
  await expect(page).toHaveURL(/\/trends\?range=12m$/);
  const monthAgo = shiftDay(today, { months: -1 });
  await form.getByLabel('From').fill(monthAgo);
  await form.getByLabel('To').fill(today);
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/trends\\?from=${monthAgo}&to=${today}$`));
  const lastMonth = await apiTransactions(page, { start_date: monthAgo, end_date: today });
  await expect(figure(period, 'Spending')).toHaveText(dollars(spendCents(lastMonth)));
  if (phone) await expectFitsPhone(page);
  await screenshot(page, `trends-custom-${phone ? '375' : 'desktop'}`);

  // An address Trends cannot show: the default range, and why.
  await page.goto('/trends?from=2026-02-30&to=2026-03-31');
  await expect(page.getByRole('alert')).toHaveText(
    'The dates in the address cannot be shown. Enter both dates as real dates.',
  );
  await expect(page.getByRole('link', { name: '6 months' })).toHaveAttribute('aria-current', 'true');

  // Excluded elsewhere (another tab, the API): the open page follows without a reload.
  await page.goto(`/trends?from=${monthAgo}&to=${today}`);
  await expect(figure(period, 'Spending')).toHaveText(dollars(spendCents(lastMonth)));
  const largest = lastMonth.filter(isSpend).sort((a, b) => b.amount - a.amount)[0]!;
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no reload'));
  await callApi(page, 'POST', '/transactions/bulk', {
    body: { selection: { ids: [largest.transaction_id] }, set: { excluded: true } },
  });
  await expect(figure(period, 'Spending')).toHaveText(dollars(spendCents(lastMonth) - cents(largest.amount)));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no reload');

  // The insights remote down, then not deployed: the spec's placeholder, no alert, nothing fetched.
  await expectPlaceholderWithoutInsights(page, PLACEHOLDER);
  await screenshot(page, `trends-placeholder-${phone ? '375' : 'desktop'}`);
});
