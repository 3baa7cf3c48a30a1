// Split a transaction (issue 32, point 3), at a desktop's size and on a 375 px phone by touch (the splits projects of
// playwright.config.ts): a Whole Foods receipt that was half groceries and half household is split in two, the
// remainder shown as the parts are typed; the screen's totals, its Categories filter and the API then count the
// parts, never the whole twice; unsplit gives the receipt back as the bank sent it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { callApi } from '../page-models/api-as-person';
import { TransactionPanel } from '../page-models/transaction-panel';
import { apiTransactions, type ApiTransaction } from '../page-models/transactions-api';
import { TransactionsPage } from '../page-models/transactions-page';
import { screenshot, seriousAccessibilityViolations } from '../support/app-page';
import { expectFitsPhone } from '../support/phone-screen';
import { signUp } from '../support/sign-up';

const BANK = 'First Platypus Bank';
const MERCHANT = 'Whole Foods Market';
/** The bank's own category entry of a supermarket, which the Categories filter offers. */
const GROCERIES = 'Supermarkets and Groceries';

/** A tap on a touch screen, a click elsewhere. */
const press = (page: Page, target: Locator) => (page.viewportSize()!.width < 600 ? target.tap() : target.click());
/** Money as the screen shows it ($1,234.56), in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const dollars = (amountCents: number) =>
  `$${(amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The view filtered by one entry of the Categories filter (the search cleared), and its totals; then reset. */
async function totalsOfCategory(page: Page, transactions: TransactionsPage, label: string) {
  await transactions.search.fill('');
  await transactions.openFilters();
  await transactions.tick('Categories', label);
  await press(page, transactions.panel.getByRole('button', { name: 'Apply' }));
  await expect(page).toHaveURL(/[?&]category=/);
  const close = transactions.panel.getByRole('button', { name: 'Close filters' });
  const totals = await transactions.totals();
  await press(page, transactions.panel.getByRole('button', { name: 'Reset Filters' }));
  await expect(page).not.toHaveURL(/[?&]category=/);
  if (await close.isVisible()) await press(page, close);
  return totals;
}

test('a split groceries / household receipt: the remainder as it is typed, a refusal while it is not $0.00, then the totals, the Categories filter and the API count the parts; unsplit restores it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const size = page.viewportSize()!.width;
  const phone = size < 600;
  await signUp(page, newGoogleAccount('Sam', 'Split'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK);
  await accounts.waitForFirstSync(BANK);
  const household = (await callApi(page, 'POST', '/categories', { body: { name: 'Household' } })) as {
    category_id: string;
  };
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await transactions.waitForRows();

  const receipts = (await apiTransactions(page)).filter((t) => t.merchant_name === MERCHANT && t.amount > 25);
  const receipt = receipts.find((t) => !t.pending)!;
  expect(receipt).toBeDefined();
  const whole = Math.round(receipt.amount * 100);
  const householdPart = 2_000;

  // Before: the screen's own figures for the merchant, and for the bank's groceries entry.
  const groceriesBefore = await totalsOfCategory(page, transactions, GROCERIES);
  await transactions.search.fill('Whole Foods');
  await expect.poll(async () => (await transactions.totals()).count).toBeGreaterThan(0);
  const before = await transactions.totals();

  await press(page, transactions.row(receipt.transaction_id).locator('[data-column="description"]'));
  const panel = new TransactionPanel(page, MERCHANT);
  await expect(panel.root).toBeVisible();
  await press(page, panel.root.getByRole('button', { name: 'Split', exact: true }));
  await expect(panel.root.getByRole('heading', { name: 'Split transaction' })).toBeVisible();
  const amount = (n: number) => panel.root.getByLabel(`Amount of part ${n}`, { exact: true });
  const remaining = panel.root.getByRole('status').filter({ hasText: 'Remaining:' });
  await expect(amount(1)).toBeFocused();

  // The remainder follows what is typed.
  await amount(1).fill(((whole - householdPart) / 100).toFixed(2));
  await expect(remaining).toHaveText('Remaining: $20.00');
  await amount(2).fill('19.00');
  await expect(remaining).toHaveText('Remaining: $1.00');
  await panel.root.getByLabel('Category of part 2', { exact: true }).selectOption({ label: 'Household' });
  await panel.root.getByLabel('Note of part 2', { exact: true }).fill('Paper towels and soap');
  // Not adding up: refused, and nothing sent.
  await press(page, panel.root.getByRole('button', { name: 'Save split' }));
  await expect(panel.root.getByRole('alert')).toHaveText(`The parts must add up to ${dollars(whole)}.`);
  expect((await apiTransactions(page)).some((t) => t.split_of === receipt.transaction_id)).toBe(false);
  await amount(2).fill('20.00');
  await expect(remaining).toHaveText('Remaining: $0.00');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (phone) await expectFitsPhone(page);
  await screenshot(page, `splits-${size}-1-editor`);
  await press(page, panel.root.getByRole('button', { name: 'Save split' }));

  // The API holds the whole, marked split, and its two parts, which add up to it.
  await expect
    .poll(async () => (await apiTransactions(page)).filter((t) => t.split_of === receipt.transaction_id).length)
    .toBe(2);
  const held = await apiTransactions(page);
  const ofReceipt = held.filter((t) => t.split_of === receipt.transaction_id);
  // The groceries part has no note, the household part the one typed (which is larger depends on the receipt).
  const parts = [ofReceipt.find((t) => t.notes === null), ofReceipt.find((t) => t.notes !== null)] as [
    ApiTransaction,
    ApiTransaction,
  ];
  expect(parts.map((t) => Math.round(t.amount * 100))).toEqual([whole - householdPart, householdPart]);
  expect(parts[0]).toMatchObject({ notes: null, split: 'split' });
  expect(parts[1]).toMatchObject({ notes: 'Paper towels and soap', split: 'split' });
  expect(parts[1].personal_finance_category?.primary).toBe(household.category_id);
  expect(held.find((t) => t.transaction_id === receipt.transaction_id)).toMatchObject({ split: 'split' });
  await expect(panel.root).toContainText(`Split into 2 parts of ${dollars(whole)}`);
  await press(page, panel.root.getByRole('button', { name: 'Close transaction details' }));
  await expect(panel.root).toBeHidden();

  // The list shows the parts, marked Split, not the whole; the merchant's money out is the same, once.
  await expect(transactions.row(receipt.transaction_id)).toHaveCount(0);
  for (const part of parts) expect(await transactions.marks(part.transaction_id)).toContain('Split');
  await expect.poll(async () => (await transactions.totals()).count).toBe(before.count + 1);
  expect((await transactions.totals()).moneyOut).toBe(before.moneyOut);
  if (phone) await expectFitsPhone(page);
  await screenshot(page, `splits-${size}-2-parts`);

  // By category: Household holds the $20.00 part alone; the bank's groceries lost exactly that much.
  const householdTotals = await totalsOfCategory(page, transactions, 'Household');
  expect(householdTotals).toMatchObject({ count: 1, moneyOut: '$20.00' });
  const groceriesAfter = await totalsOfCategory(page, transactions, GROCERIES);
  expect(groceriesAfter.count).toBe(groceriesBefore.count);
  expect(cents(groceriesAfter.moneyOut)).toBe(cents(groceriesBefore.moneyOut) - householdPart);
  const householdRows = await apiTransactions(page, { category: [household.category_id] });
  expect(householdRows.map((t) => t.transaction_id)).toEqual([parts[1].transaction_id]);

  // After a reload it is still so.
  await page.reload();
  await transactions.waitForRows();
  await transactions.search.fill('Whole Foods');
  await expect(transactions.row(parts[1].transaction_id)).toBeVisible();
  await expect(transactions.row(receipt.transaction_id)).toHaveCount(0);

  // Unsplit, from a part's details: the receipt is back as the bank sent it, and the parts are gone.
  await press(page, transactions.row(parts[1].transaction_id).locator('[data-column="description"]'));
  await expect(panel.root).toContainText(`Split into 2 parts of ${dollars(whole)}`);
  await screenshot(page, `splits-${size}-3-split-panel`);
  await press(page, panel.root.getByRole('button', { name: 'Unsplit' }));
  await expect(transactions.row(receipt.transaction_id)).toBeVisible();
  for (const part of parts) await expect(transactions.row(part.transaction_id)).toHaveCount(0);
  expect(await transactions.marks(receipt.transaction_id)).not.toContain('Split');
  await expect.poll(async () => (await transactions.totals()).count).toBe(before.count);
  expect((await transactions.totals()).moneyOut).toBe(before.moneyOut);
  const after = await apiTransactions(page);
  expect(after.filter((t) => t.split_of === receipt.transaction_id)).toEqual([]);
  expect(after.find((t) => t.transaction_id === receipt.transaction_id)).toMatchObject({ split: null });
  await screenshot(page, `splits-${size}-4-unsplit`);
});
