import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { TransactionPanel } from '../page-models/transaction-panel';
import { apiTransactions, isLeftOut, personToday, shiftDay } from '../page-models/transactions-api';
import { TransactionsPage } from '../page-models/transactions-page';
import { newTransactionsAtTheBank, signedInUserId } from '../support/accounts-api';
import { screenshot, seriousAccessibilityViolations } from '../support/app-page';
import { atmFeeRuleInSettings, atmFeeRuleJourney, atmFeeRuleMade } from '../support/atm-fee-rule';
import { signUp } from '../support/sign-up';

const BANK = { id: 'ins_109508', name: 'First Platypus Bank' };
const money = (text: string) => Number(text.replace(/[$,]/g, ''));

/** A person of their own with First Platypus Bank linked, on /transactions with every row loaded. */
async function personWithBank(page: import('@playwright/test').Page, first: string, last: string) {
  await signUp(page, newGoogleAccount(first, last));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK.name);
  await accounts.waitForFirstSync(BANK.name);
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await transactions.waitForRows();
  return transactions;
}

test('recategorise a Starbucks purchase with a rule: every Starbucks row, the filter and the totals follow, a second tab too, and new bank data arrives categorised', async ({
  page,
  context,
}) => {
  const transactions = await personWithBank(page, 'Cora', 'Rules');
  const starbucks = (await apiTransactions(page)).filter((t) => t.merchant_name === 'Starbucks');
  expect(starbucks.length).toBeGreaterThan(1);

  // A second tab of the same person, on the same screen.
  const other = await context.newPage();
  const otherTransactions = new TransactionsPage(other);
  await otherTransactions.goto('?q=Starbucks');
  await otherTransactions.waitForRows();

  await transactions.search.fill('Starbucks');
  await expect.poll(async () => (await transactions.totals()).count).toBe(starbucks.length);
  const before = await transactions.totals();
  const first = starbucks[0]!;
  await transactions.openRow(first.transaction_id);
  const panel = new TransactionPanel(page, 'Starbucks');
  await expect(panel.root).toContainText('From the bank');
  await expect(panel.root).toContainText('Food And Drink');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await panel.newCategory('Coffee');
  const offer = panel.ruleOffer('Starbucks', 'Coffee');
  await expect(offer).toBeVisible();
  // The rule counts every Starbucks purchase the person has, beyond the months the screen holds.
  const today = await personToday(page);
  const everStarbucks = (
    await apiTransactions(page, { start_date: shiftDay(today, { months: -119 }), end_date: today, search: 'Starbucks' })
  ).filter((t) => t.merchant_name === 'Starbucks');
  await expect(panel.root).toContainText(`(changes ${everStarbucks.length} existing transactions)`);
  await offer.check();
  await screenshot(page, 'corrections-1-panel');
  await panel.save.click();
  await expect(panel.root).toBeHidden();
  // Focus goes back to the row it was opened from.
  await expect(transactions.row(first.transaction_id)).toBeFocused();

  // Every Starbucks row now says Coffee and is marked edited.
  await expect
    .poll(async () => new Set(await transactions.columnTexts('category')), { timeout: 15_000 })
    .toEqual(new Set(['Coffee']));
  expect(await transactions.marks(first.transaction_id)).toContain('Edited');
  // The other tab follows without a reload.
  await expect
    .poll(async () => new Set(await otherTransactions.columnTexts('category')), { timeout: 30_000 })
    .toEqual(new Set(['Coffee']));

  // The Categories filter offers Coffee, and it lets exactly the Starbucks rows through.
  await transactions.search.fill('');
  await transactions.openFilters();
  await transactions.tick('Categories', 'Coffee');
  await transactions.apply();
  await expect.poll(async () => (await transactions.totals()).count).toBe(starbucks.length);
  expect((await transactions.totals()).moneyOut).toBe(before.moneyOut);
  await transactions.resetFilters();
  // The bank's Food and Drink no longer counts them.
  await transactions.openFilters();
  await transactions.tick('Categories', 'Food and Drink');
  await transactions.apply();
  const foodRows = await transactions.columnTexts('description');
  expect(foodRows).not.toContain('Starbucks');
  await transactions.resetFilters();
  await screenshot(page, 'corrections-2-recategorised');

  // After a reload it is still so.
  await page.reload();
  await transactions.waitForRows();
  await transactions.search.fill('Starbucks');
  await expect.poll(async () => new Set(await transactions.columnTexts('category'))).toEqual(new Set(['Coffee']));

  // New Starbucks purchases from the bank arrive already categorised by the rule.
  const yesterday = shiftDay(today, { days: -1 });
  await newTransactionsAtTheBank(await signedInUserId(page), BANK.id, [
    { date: yesterday, amount: 5.75, description: 'STARBUCKS 1523 SEATTLE WA' },
  ]);
  await expect.poll(async () => (await transactions.totals()).count, { timeout: 30_000 }).toBe(starbucks.length + 1);
  expect(new Set(await transactions.columnTexts('category'))).toEqual(new Set(['Coffee']));
  const arrived = (await apiTransactions(page)).filter((t) => t.merchant_name === 'Starbucks');
  expect(arrived.every((t) => t.personal_finance_category?.primary.startsWith('cat_'))).toBe(true);
  await screenshot(page, 'corrections-3-new-data-categorised');
});

test('an ATM fee rule on a description applied to past and new bank transactions', async ({ page }) => {
  const transactions = await personWithBank(page, 'Ada', 'Fees');
  await atmFeeRuleJourney(page, transactions, {
    bankId: BANK.id,
    press: (target) => target.click(),
    look: async (name) => {
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, `corrections-atm-fee-${name}`);
    },
  });
});

test('an ATM fee rule turned off in Settings no longer categorises a new fee from the bank, and is deleted there', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await personWithBank(page, 'Ida', 'Rules');
  await atmFeeRuleMade(page);
  await atmFeeRuleInSettings(page, {
    bankId: BANK.id,
    press: (target) => target.click(),
    look: async (name) => {
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, `corrections-atm-fee-${name}`);
    },
  });
});

test('add a cash transaction and remove it; exclude a filtered set at once; a failed save is undone and said', async ({
  page,
}) => {
  const transactions = await personWithBank(page, 'Cash', 'Hand');
  const start = await transactions.totals();

  // A cash transaction: marked Manual, counted, then removed again.
  await transactions.addButton.click();
  const form = new TransactionPanel(page, 'Add transaction');
  await form.root.getByLabel('Date').fill('2026-02-30');
  await expect(form.root.getByText('Date input not valid')).toBeVisible();
  await form.root.getByLabel('Date').fill(await personToday(page));
  await form.root.getByLabel('Amount').fill('12.50');
  await form.root.getByLabel('Description').fill('Farmers market');
  await form.notes.fill('paid in cash');
  await form.save.click();
  await expect(form.root).toBeHidden();
  await expect.poll(async () => (await transactions.totals()).count).toBe(start.count + 1);
  expect(money((await transactions.totals()).moneyOut)).toBeCloseTo(money(start.moneyOut) + 12.5, 2);
  const manual = (await apiTransactions(page)).find((t) => t.manual)!;
  expect(manual).toMatchObject({ name: 'Farmers market', amount: 12.5, notes: 'paid in cash' });
  expect(await transactions.marks(manual.transaction_id)).toEqual(['Manual']);
  await screenshot(page, 'corrections-4-manual');
  await transactions.openRow(manual.transaction_id);
  await new TransactionPanel(page, 'Farmers market').root.getByRole('button', { name: 'Remove transaction' }).click();
  await expect.poll(async () => (await transactions.totals()).count).toBe(start.count);
  expect((await apiTransactions(page)).some((t) => t.manual)).toBe(false);

  // Every Uber ride left out at once: the rows are marked, money out drops by their sum.
  await transactions.search.fill('Uber');
  const uber = (await apiTransactions(page, { search: 'Uber' })).filter((t) => !isLeftOut(t));
  await expect.poll(async () => (await transactions.totals()).count).toBe(uber.length);
  const ids = await transactions.rowIds();
  await transactions.row(ids[0]!).getByRole('checkbox').check();
  if (uber.length > ids.length)
    await transactions.selectionBar.getByRole('button', { name: /^Select all [\d,]+ in this view$/ }).click();
  else
    await transactions
      .row(ids.at(-1)!)
      .getByRole('checkbox')
      .click({ modifiers: ['Shift'] });
  await expect(transactions.selectionBar).toHaveAccessibleName(`${uber.length} selected`);
  await transactions.selectionBar.getByRole('button', { name: 'Exclude' }).click();
  await expect(transactions.selectionBar).toContainText(
    `${uber.length} ${uber.length === 1 ? 'transaction' : 'transactions'} updated`,
  );
  await expect.poll(async () => (await transactions.totals()).moneyOut).toBe('$0.00');
  expect(await transactions.marks(ids[0]!)).toContain('Excluded');
  await screenshot(page, 'corrections-5-bulk-excluded');
  await transactions.search.fill('');

  // The API refuses an edit: the row goes back to what it was and the panel says so.
  await page.route('**/transactions/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  const [firstId] = await transactions.rowIds();
  const descriptionBefore = await transactions.row(firstId!).locator('[data-column="description"]').innerText();
  await transactions.openRow(firstId!);
  const panel = new TransactionPanel(page, /.+/);
  await panel.name.fill('Renamed');
  await panel.save.click();
  await expect(panel.alert).toHaveText(/^Failed to update transaction/);
  await expect(transactions.row(firstId!).locator('[data-column="description"]')).toHaveText(descriptionBefore);
  await screenshot(page, 'corrections-6-failed-save');
});

test('pair a transfer by hand: money to savings at the bank and its cash arrival; both left out of money in and out, then unpaired', async ({
  page,
}) => {
  const transactions = await personWithBank(page, 'Pat', 'Pairs');
  const today = await personToday(page);
  // Out of checking at the bank six days ago: too far from anything for the automatic pairing (3 days).
  await newTransactionsAtTheBank(await signedInUserId(page), BANK.id, [
    { date: shiftDay(today, { days: -6 }), amount: 321.09, description: 'PATS SAVINGS 8841' },
  ]);
  const arrived = async () => (await apiTransactions(page)).find((t) => t.name === 'PATS SAVINGS 8841');
  await expect.poll(arrived, { timeout: 30_000 }).toBeDefined();
  const { transaction_id: out, account_name: outAccount } = (await arrived())!;
  // The page shows it without a reload.
  await transactions.search.fill('PATS SAVINGS');
  await expect(transactions.row(out)).toBeVisible({ timeout: 30_000 });
  await transactions.search.fill('');

  // Its arrival, which the person enters by hand on another account.
  await transactions.addButton.click();
  const form = new TransactionPanel(page, 'Add transaction');
  const account = form.root.getByLabel('Account');
  const otherAccount = await account.locator('option').filter({ hasNotText: outAccount }).first().getAttribute('value');
  await account.selectOption(otherAccount);
  await form.root.getByLabel('Date').fill(today);
  await form.root.getByLabel('Amount').fill('321.09');
  await form.root.getByRole('radio', { name: 'Money in' }).check();
  await form.root.getByLabel('Description').fill('From checking');
  await form.save.click();
  await expect(form.root).toBeHidden();
  await expect.poll(async () => (await apiTransactions(page)).some((t) => t.manual)).toBe(true);
  const into = (await apiTransactions(page)).find((t) => t.manual)!;
  const before = await transactions.totals();

  await transactions.search.fill('PATS SAVINGS');
  await transactions.openRow(out);
  const panel = new TransactionPanel(page, /.+/);
  await panel.root.getByRole('button', { name: 'Pair as a transfer…' }).click();
  const otherHalf = panel.root.getByLabel('Other half of the transfer');
  await expect(otherHalf).toBeFocused();
  await otherHalf.selectOption(into.transaction_id);
  await expect(otherHalf.locator('option:checked')).toContainText('From checking · $321.09 in');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'corrections-7-pair-by-hand');
  await panel.root.getByRole('button', { name: 'Pair as transfer' }).click();
  await expect(panel.root).toBeHidden();

  // Both halves are marked and left out: money out and money in each drop by the amount.
  await expect.poll(async () => transactions.marks(out)).toContain('Transfer');
  await transactions.search.fill('');
  await expect.poll(async () => transactions.marks(into.transaction_id)).toContain('Transfer');
  const paired = await transactions.totals();
  expect(money(paired.moneyOut)).toBeCloseTo(money(before.moneyOut) - 321.09, 2);
  expect(money(paired.moneyIn)).toBeCloseTo(money(before.moneyIn) - 321.09, 2);
  const partners = async () =>
    Object.fromEntries(
      (await apiTransactions(page))
        .filter((t) => t.transaction_id === out || t.transaction_id === into.transaction_id)
        .map((t) => [t.transaction_id, t.transfer_id]),
    );
  expect(await partners()).toEqual({ [out]: into.transaction_id, [into.transaction_id]: out });

  // "Not a transfer" counts them again.
  await transactions.openRow(into.transaction_id);
  await new TransactionPanel(page, 'From checking').root.getByRole('button', { name: 'Not a transfer' }).click();
  await expect.poll(async () => (await transactions.totals()).moneyOut).toBe(before.moneyOut);
  expect((await transactions.totals()).moneyIn).toBe(before.moneyIn);
  expect(await transactions.marks(into.transaction_id)).not.toContain('Transfer');
  expect(await partners()).toEqual({ [out]: null, [into.transaction_id]: null });
});
