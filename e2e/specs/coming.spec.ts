// Coming up, of the insights remote (issue 35, points 1 to 3), at a desktop's size and on a 375 px phone by touch (the
// coming projects of playwright.config.ts), with a person who linked the sandbox bank: the streams of its year found
// (Netflix's price and next date, the pay every other Friday on average, counted here by hand in cents from
// GET /transactions), safe to spend adding up line by line from the checking accounts' available balances, a stream
// dismissed and renamed (the days ahead and safe to spend following at once, kept after a reload), the Dashboard's
// Coming up card, an insight (a purchase entered twice, the second time in another tab) reaching the open Dashboard,
// said and dismissed for good, keyboard and screen reader access;
// where the remote is not there, the spec's Dashboard placeholder.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { BENCH_BANK } from '../page-models/link-flow';
import { callApi } from '../page-models/api-as-person';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { cents, dollars, isCounted } from '../page-models/summary-figures';
import { apiTransactions, personToday, shiftDay, type ApiTransaction } from '../page-models/transactions-api';
import { screenshot, seriousAccessibilityViolations } from '../support/app-page';
import { expectFitsPhone } from '../support/phone-screen';
import { expectPlaceholderWithoutInsights } from '../support/insights-fallback';
import { signUp } from '../support/sign-up';
import { apiAccounts } from '../support/accounts-api';

const BANK = 'First Platypus Bank';
const PLACEHOLDER = 'Dashboard content coming soon...';

const isPhone = (page: Page) => page.viewportSize()!.width < 600;

/** "Nov 27, 2026", as the page writes a date. */
const dateText = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A stream's row, in whichever card lists it. */
const stream = (page: Page, name: string) =>
  page.locator('[data-app="insights"]').getByRole('listitem', { name, exact: true }).first();

/** What the page said of the last change. */
const said = (page: Page) => page.locator('[data-app="insights"]').getByRole('status');

async function press(page: Page, control: Locator): Promise<void> {
  await (isPhone(page) ? control.tap() : control.click());
}

/** The posted, counted rows of a payee, oldest first. */
const rowsOf = (rows: readonly ApiTransaction[], match: (t: ApiTransaction) => boolean) =>
  rows.filter((t) => match(t) && isCounted(t) && !t.pending).sort((a, b) => a.date.localeCompare(b.date));

/** Money as the page writes it ("$90.00", "−$79.92", "-$52.91") in cents. */
function centsOf(text: string): number {
  const value = Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  return /^[−-]/.test(text.trim()) ? -value : value;
}

/** The safe to spend card's arithmetic: each line's label and its amount in cents. */
async function working(page: Page): Promise<Array<[string, number]>> {
  const lines = await page
    .getByRole('region', { name: 'Safe to spend' })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']),
    );
  return lines.map(([label, amount]) => [label!, centsOf(amount!)]);
}

/**
 * Netflix, one price, monthly, among the rows: its stream a subscription, next a month after its last charge, its cost
 * a month and a year. Its row on the page.
 */
async function expectNetflixFound(page: Page, rows: readonly ApiTransaction[], atLeast: number): Promise<Locator> {
  const netflix = rowsOf(rows, (t) => t.merchant_name === 'Netflix');
  expect(netflix.length).toBeGreaterThanOrEqual(atLeast);
  const netflixRow = page
    .getByRole('region', { name: 'Subscriptions' })
    .getByRole('listitem', { name: 'Netflix', exact: true });
  await expect(netflixRow).toContainText(`Monthly, next ${dateText(shiftDay(netflix.at(-1)!.date, { months: 1 }))}`);
  await expect(netflixRow).toContainText('$15.49 a month, $185.88 a year');
  return netflixRow;
}

/** The pay every other Friday among the rows: its amounts vary; their average to the cent, the next two weeks on. */
async function expectPayFound(page: Page, rows: readonly ApiTransaction[], atLeast: number): Promise<void> {
  const pay = rowsOf(rows, (t) => (t.name ?? '').includes('PAYROLL'));
  expect(pay.length).toBeGreaterThanOrEqual(atLeast);
  const payAverage = Math.round(pay.reduce((sum, t) => sum - cents(t.amount), 0) / pay.length);
  const payRow = page.getByRole('region', { name: 'Bills and income' }).getByRole('listitem', { name: 'Acme Corp' });
  await expect(payRow).toContainText(`+${dollars(payAverage)} on average`);
  await expect(payRow).toContainText(`Every two weeks, next ${dateText(shiftDay(pay.at(-1)!.date, { days: 14 }))}`);
}

/**
 * Safe to spend adds up, line by line: each checking account's available balance (as GET /accounts gives it), their
 * sum, less each bill before the next income, to the figure; in cents.
 */
async function expectSafeToSpendAddsUp(page: Page) {
  const checking = (await apiAccounts(page)).filter((a) => a.type === 'depository' && a.subtype === 'checking');
  const lines = await working(page);
  const accountLines = lines.slice(0, checking.length);
  expect(accountLines).toEqual(
    checking.map((a) => [`${a.name}, available`, cents(a.balances.available ?? a.balances.current ?? 0)]),
  );
  const cash = accountLines.reduce((sum, [, amount]) => sum + amount, 0);
  expect(lines[checking.length]).toEqual(['Checking and cash', cash]);
  const bills = lines.slice(checking.length + 1, -1).filter(([label]) => label.startsWith('less '));
  const total = bills.reduce((sum, [, amount]) => sum + amount, 0);
  expect(lines.at(-1)).toEqual(['Safe to spend', cash + total]);
  return { cash, bills, total };
}

test('Coming up: the sandbox’s streams to the cent, safe to spend line by line, a stream dismissed and renamed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const phone = isPhone(page);
  await signUp(page, newGoogleAccount('Reck', 'Urring'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK);
  await accounts.waitForFirstSync(BANK);
  const today = await personToday(page);
  const rows = await apiTransactions(page, { start_date: shiftDay(today, { months: -30 }) });

  await page.goto('/dashboard/coming');
  await expect(page.getByRole('heading', { level: 1, name: 'Coming up' })).toBeVisible();

  const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
  const netflixRow = await expectNetflixFound(page, rows, 20);
  await expectPayFound(page, rows, 1);

  // Safe to spend: each checking account's available balance, less each bill before the next pay, adds up.
  const { cash, bills, total } = await expectSafeToSpendAddsUp(page);
  const safeCard = page.getByRole('region', { name: 'Safe to spend' });
  await expect(safeCard).toContainText(`the day before your next income: Acme Corp`);
  if (phone) await expectFitsPhone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, `coming-${phone ? '375' : 'desktop'}`);

  // Netflix dismissed: gone from the days ahead and from the bills at once; safe to spend worked out again.
  const netflixBill = bills.find(([label]) => label.startsWith('less Netflix'));
  await press(page, netflixRow.getByRole('button', { name: 'Dismiss Netflix' }));
  await expect(said(page)).toHaveText('Netflix dismissed: not recurring.');
  await expect(page.getByRole('region', { name: 'Next 30 days' })).not.toContainText('Netflix');
  const after = (await working(page)).at(-1)!;
  expect(after).toEqual(['Safe to spend', cash + total - (netflixBill?.[1] ?? 0)]);
  await press(page, subscriptions.getByText('Dismissed (1)'));
  await expect(subscriptions.getByRole('button', { name: 'Bring back Netflix' })).toBeVisible();

  // Verizon renamed in place, from the keyboard: its name everywhere, kept after a reload.
  const verizon = page.getByRole('region', { name: 'Bills and income' }).getByRole('listitem', { name: 'Verizon' });
  await press(page, verizon.getByRole('button', { name: 'Rename Verizon' }));
  const field = page.getByRole('textbox', { name: 'Name for Verizon' });
  await expect(field).toBeFocused();
  await field.fill('Phone bill');
  await field.press('Enter');
  await expect(said(page)).toHaveText('Renamed Verizon to Phone bill.');
  await page.reload();
  const phoneBill = stream(page, 'Phone bill');
  await expect(phoneBill).toContainText('Shown on statements as Verizon');
  await expect(page.getByRole('region', { name: 'Next 30 days' })).toContainText('Phone bill');
  await expect(subscriptions.getByText('Dismissed (1)')).toBeVisible();

  // A stream's name opens its transactions.
  await press(page, phoneBill.getByRole('link', { name: 'Phone bill' }));
  await expect(page).toHaveURL(/\/transactions\?from=\d{4}-\d\d-\d\d&payee=Verizon$/);

  // The Dashboard's card: the same safe to spend, and the way here.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Coming up' });
  await expect(card).toContainText(dollars(after[1]));
  await press(page, card.getByRole('link', { name: 'Bills, income and subscriptions' }));
  await expect(page).toHaveURL(/\/dashboard\/coming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coming up' })).toBeVisible();

  // Insights on the Dashboard: a cash purchase entered yesterday, and again today in another tab while the Dashboard
  // is open, is said there as a possible duplicate at once (the change's event reaching the open page, no reload),
  // links to its rows, and once dismissed is not said again, after a reload too.
  const wallet = (await callApi(page, 'POST', '/accounts', {
    body: { name: 'Wallet', kind: 'cash', iso_currency_code: 'USD', opening_balance: 100 },
  })) as { account_id: string };
  const yesterday = shiftDay(today, { days: -1 });
  const purchase = (date: string) => ({
    account_id: wallet.account_id,
    date,
    amount: 23.45,
    description: 'Corner Deli',
  });
  await callApi(page, 'POST', '/transactions', { body: purchase(yesterday) });
  await page.goto('/dashboard');
  const insights = page.getByRole('region', { name: 'Insights' });
  await expect(insights.getByRole('heading', { name: 'Insights' })).toBeVisible();
  await expect(insights).not.toHaveAttribute('aria-busy', 'true');
  await expect(insights).not.toContainText('Corner Deli');
  await page.evaluate(() => Object.assign(window, { openedBeforeTheChange: true }));
  const otherTab = await page.context().newPage();
  await otherTab.goto('/transactions');
  await callApi(otherTab, 'POST', '/transactions', { body: purchase(today) });
  await otherTab.close();
  const duplicate = `Possible duplicate: Corner Deli charged $23.45 on ${dateText(yesterday)} and again on ${dateText(today)}.`;
  await expect(insights).toContainText(duplicate);
  expect(await page.evaluate(() => 'openedBeforeTheChange' in window)).toBe(true);
  await expect(insights.getByRole('link', { name: `See the transactions: ${duplicate}` })).toHaveAttribute(
    'href',
    `/transactions?from=${yesterday}&to=${today}&payee=Corner+Deli`,
  );
  if (phone) await expectFitsPhone(page);
  await screenshot(page, `coming-insights-${phone ? '375' : 'desktop'}`);
  await press(page, insights.getByRole('button', { name: `Dismiss: ${duplicate}` }));
  await expect(insights).toContainText('Dismissed. It will not be said again.');
  await expect(insights).not.toContainText(duplicate);
  await page.reload();
  await expect(insights.getByRole('heading', { name: 'Insights' })).toBeVisible();
  await expect(insights).not.toHaveAttribute('aria-busy', 'true');
  await expect(insights).not.toContainText(duplicate);
  await page.goto('/dashboard/coming');

  // The insights remote down, then not deployed: the spec's Dashboard placeholder, no alert, nothing fetched.
  await expectPlaceholderWithoutInsights(page, PLACEHOLDER);
  await screenshot(page, `coming-placeholder-${phone ? '375' : 'desktop'}`);
});

test('Coming up with the bench login’s 50,000 transactions: its bills and pay found, safe to spend adding up', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const phone = isPhone(page);
  await signUp(page, newGoogleAccount('Bench', 'Coming'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK, [BENCH_BANK]);
  await accounts.waitForFirstSync(BANK, 180_000);
  const today = await personToday(page);
  const since = shiftDay(today, { months: -30 });

  await page.goto('/dashboard/coming');
  await expect(page.getByRole('heading', { level: 1, name: 'Coming up' })).toBeVisible();
  // Netflix on the 15th and the pay every other Friday, among 50,000 rows.
  await expectNetflixFound(page, await apiTransactions(page, { start_date: since, search: 'Netflix' }), 23);
  await expectPayFound(page, await apiTransactions(page, { start_date: since, search: 'PAYROLL' }), 50);
  await expectSafeToSpendAddsUp(page);
  if (phone) await expectFitsPhone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, `coming-bench-${phone ? '375' : 'desktop'}`);

  // The Dashboard: the Coming up card's safe to spend is the page's; the insights at most five, more on asking.
  const safe = (await working(page)).at(-1)![1];
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Coming up' })).toContainText(dollars(safe));
  const insights = page.getByRole('region', { name: 'Insights' });
  await expect(insights.getByRole('heading', { name: 'Insights' })).toBeVisible();
  await expect(insights).not.toHaveAttribute('aria-busy', 'true');
  expect(await insights.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  if (phone) await expectFitsPhone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, `coming-bench-dashboard-${phone ? '375' : 'desktop'}`);
});
