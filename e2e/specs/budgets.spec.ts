// Budgets, of the insights remote (issue 34), at a desktop's size and on a 375 px phone by touch (the budgets projects
// of playwright.config.ts), with a person who linked the sandbox bank: a first month taken from the suggestions (each
// the median of the three months before, counted here by hand in cents), every budget's spending and what is left, the
// month's income and what is left to budget; an amount edited in place, rollover carried into the next month, months
// switched by buttons; a correction and a budget changed elsewhere reaching the open page; keyboard and screen reader
// access; where the remote is not there, the spec's placeholder.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { callApi } from '../page-models/api-as-person';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import {
  budgetIncomeCents,
  budgetSpentCents,
  cents,
  dollars,
  figure,
  isCounted,
  summaryCategory,
} from '../page-models/summary-figures';
import { apiTransactions, personToday, shiftDay, type ApiTransaction } from '../page-models/transactions-api';
import { screenshot, seriousAccessibilityViolations } from '../support/app-page';
import { expectFitsPhone } from '../support/phone-screen';
import { expectPlaceholderWithoutInsights } from '../support/insights-fallback';
import { signUp } from '../support/sign-up';

const BANK = 'First Platypus Bank';
const PLACEHOLDER = 'Budget management features coming soon...';
/** Money in and between accounts: never a budget. */
const NOT_BUDGETED = new Set(['INCOME', 'TRANSFER_IN', 'TRANSFER_OUT', 'UNCATEGORIZED']);

const isPhone = (page: Page) => page.viewportSize()!.width < 600;

/** "November 2026". */
const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** A provider's category as the page names it: FOOD_AND_DRINK is "Food And Drink". */
const categoryName = (key: string) =>
  key
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');

const monthOf = (transactions: readonly ApiTransaction[], month: string) =>
  transactions.filter((transaction) => transaction.date.startsWith(month));

/** Each budgetable category's median spending over three months, in cents, where it is above 0: the suggestions. */
function suggestions(transactions: readonly ApiTransaction[], months: readonly string[]): Map<string, number> {
  const categories = new Set(transactions.filter(isCounted).map(summaryCategory));
  const medians = new Map<string, number>();
  for (const category of categories) {
    if (NOT_BUDGETED.has(category)) continue;
    const spent = months.map((month) => budgetSpentCents(monthOf(transactions, month), category));
    const median = [...spent].sort((a, b) => a - b)[1]!;
    if (median > 0) medians.set(category, median);
  }
  return medians;
}

const row = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Budgeted' }).getByRole('listitem', { name });

/** What the page said of the last change (its own status line, not the app's live notices). */
const said = (page: Page) => page.locator('[data-app="insights"]').getByRole('status');

async function press(page: Page, control: Locator): Promise<void> {
  await (isPhone(page) ? control.tap() : control.click());
}

test('Budgets: a first month from the suggestions, each figure to the cent, edited in place and rolled over', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const phone = isPhone(page);
  await signUp(page, newGoogleAccount('Bud', 'Getter'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK);
  await accounts.waitForFirstSync(BANK);

  const today = await personToday(page);
  const month = today.slice(0, 7);
  const months = [-3, -2, -1].map((by) => shiftDay(`${month}-01`, { months: by }).slice(0, 7));
  const rows = await apiTransactions(page, { start_date: `${months[0]}-01`, end_date: shiftDay(today, { days: 2 }) });
  const thisMonth = monthOf(rows, month);
  const suggested = suggestions(rows, months);
  expect(suggested.size).toBeGreaterThan(0);

  // A new person: no budget yet, the suggestions in one step.
  await page.goto('/budgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Budgets' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(month), exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Suggested budgets' });
  await expect(list.getByRole('listitem')).toHaveCount(suggested.size);
  const [largest, largestCents] = [...suggested].sort((a, b) => b[1] - a[1])[0]!;
  await expect(list.getByRole('listitem').first()).toContainText(categoryName(largest));
  await expect(list.getByRole('listitem').first()).toContainText(dollars(largestCents));
  if (phone) await expectFitsPhone(page);
  await screenshot(page, `budgets-suggested-${phone ? '375' : 'desktop'}`);
  await press(page, page.getByRole('button', { name: 'Use all suggestions' }));
  await expect(said(page)).toHaveText(`${suggested.size} budgets set from ${monthTitle(month)}.`);

  // The month's totals and each budget against its spending, worked out from the rows.
  const glance = page.getByRole('region', { name: `${monthTitle(month)} at a glance` });
  const budgeted = [...suggested.values()].reduce((sum, amount) => sum + amount, 0);
  const income = budgetIncomeCents(thisMonth);
  await expect(figure(glance, 'Income')).toHaveText(dollars(income));
  await expect(figure(glance, 'Budgeted')).toHaveText(dollars(budgeted));
  await expect(figure(glance, 'Left to budget')).toHaveText(dollars(income - budgeted));
  for (const [category, amount] of suggested) {
    const spent = budgetSpentCents(thisMonth, category);
    const budget = row(page, categoryName(category));
    await expect(budget).toContainText(`${dollars(spent)} spent of ${dollars(amount)}`);
    await expect(budget).toContainText(
      amount - spent < 0 ? `${dollars(spent - amount)} over` : `${dollars(amount - spent)} left`,
    );
  }
  if (phone) await expectFitsPhone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, `budgets-${phone ? '375' : 'desktop'}`);

  // An amount edited in place: its left and left to budget at once, focus kept, the amount kept after a reload.
  const name = categoryName(largest);
  const field = row(page, name).getByRole('textbox', { name: `Budget for ${name} in ${monthTitle(month)}` });
  const spent = budgetSpentCents(thisMonth, largest);
  const raised = largestCents + 12_345;
  await field.fill(String(raised / 100));
  await field.press('Enter');
  await expect(row(page, name)).toContainText(
    raised - spent < 0 ? `${dollars(spent - raised)} over` : `${dollars(raised - spent)} left`,
  );
  await expect(figure(glance, 'Left to budget')).toHaveText(dollars(income - budgeted - 12_345));
  await expect(field).toBeFocused();
  await expect(said(page)).toHaveText(`Budget for ${name} set to ${dollars(raised)} from ${monthTitle(month)}.`);
  // A bad amount is said and not sent.
  await field.fill('-5');
  await field.press('Enter');
  await expect(row(page, name).getByRole('alert')).toHaveText('A budget cannot be negative');
  await field.press('Escape');
  await page.reload();
  await expect(field).toHaveValue((raised / 100).toFixed(2));

  // Rollover: what is left (or over) carries into next month, said on the page; the month switched by a button.
  await press(page, row(page, name).getByRole('checkbox', { name: 'Roll over to next month' }));
  await expect(said(page)).toHaveText(`${name} now rolls over.`);
  const next = shiftDay(`${month}-01`, { months: 1 }).slice(0, 7);
  await expect(row(page, name)).toContainText(
    raised - spent < 0
      ? `Carries an overspend of ${dollars(spent - raised)} into ${monthTitle(next)}.`
      : `Carries ${dollars(raised - spent)} into ${monthTitle(next)}.`,
  );
  await press(page, page.getByRole('button', { name: `Next month, ${monthTitle(next)}` }));
  await expect(page).toHaveURL(new RegExp(`/budgets\\?month=${next}$`));
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(next), exact: true })).toBeVisible();
  const nextSpent = budgetSpentCents(monthOf(rows, next), largest);
  const carried = raised - spent;
  await expect(row(page, name)).toContainText(`${dollars(nextSpent)} spent of ${dollars(raised + carried)}`);
  await expect(row(page, name)).toContainText(`Carried in from ${monthTitle(month)}: ${dollars(carried)}.`);
  if (phone) await expectFitsPhone(page);
  await screenshot(page, `budgets-next-month-${phone ? '375' : 'desktop'}`);
  await press(page, page.getByRole('link', { name: 'Back to this month' }));
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(month), exact: true })).toBeVisible();

  // A category's name opens the month's transactions of it.
  await press(page, row(page, name).getByRole('link', { name }));
  await expect(page).toHaveURL(new RegExp(`/transactions\\?from=${month}-01&to=${month}-\\d\\d&category=${largest}$`));
});

test('Budgets: a correction and a budget changed elsewhere reach the open page; the placeholder where the remote is not there', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const phone = isPhone(page);
  await signUp(page, newGoogleAccount('Cora', 'Rection'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK);
  await accounts.waitForFirstSync(BANK);
  const today = await personToday(page);
  const month = today.slice(0, 7);
  const thisMonth = monthOf(await apiTransactions(page, { start_date: `${month}-01`, end_date: today }), month);
  const spend = thisMonth.filter((t) => isCounted(t) && t.amount > 0 && !NOT_BUDGETED.has(summaryCategory(t)));
  const largest = spend.sort((a, b) => b.amount - a.amount)[0]!;
  const category = summaryCategory(largest);
  const name = categoryName(category);
  await callApi(page, 'PATCH', `/budgets/${month}`, { body: { categories: [{ category, amount: 500 }] } });

  await page.goto('/budgets');
  const spent = budgetSpentCents(thisMonth, category);
  await expect(row(page, name)).toContainText(`${dollars(spent)} spent of $500.00`);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no reload'));

  // Excluded elsewhere (another tab, the API): its spending leaves the budget without a reload.
  await callApi(page, 'POST', '/transactions/bulk', {
    body: { selection: { ids: [largest.transaction_id] }, set: { excluded: true } },
  });
  await expect(row(page, name)).toContainText(`${dollars(spent - cents(largest.amount))} spent of $500.00`);
  // The amount changed in another tab.
  await callApi(page, 'PATCH', `/budgets/${month}`, { body: { categories: [{ category, amount: 612.34 }] } });
  await expect(row(page, name).getByRole('textbox')).toHaveValue('612.34');
  await expect(row(page, name)).toContainText(`${dollars(spent - cents(largest.amount))} spent of $612.34`);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no reload');

  // A month the budget cannot reach, in the address: the API's reason.
  await page.goto('/budgets?month=2099-01');
  await expect(page.getByRole('alert')).toContainText('month must be from');
  await page.goto('/budgets?month=soon');
  await expect(page.getByRole('alert').first()).toHaveText(
    '"soon" is not a month written yyyy-MM: showing this month.',
  );
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(month), exact: true })).toBeVisible();

  // The insights remote down, then not deployed: the spec's placeholder, no alert, nothing fetched.
  await expectPlaceholderWithoutInsights(page, PLACEHOLDER);
  await screenshot(page, `budgets-placeholder-${phone ? '375' : 'desktop'}`);
});
