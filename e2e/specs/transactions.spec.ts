import { expect, test } from '../support/test';
import { screenshot, seriousAccessibilityViolations } from '../support/app-page';
import { AppLayout } from '../page-models/app-layout';
import { SignInPage } from '../page-models/sign-in-page';
import { apiTransactions, isLeftOut, personToday, shiftDay } from '../page-models/transactions-api';
import { TransactionsPage } from '../page-models/transactions-page';
import { transactionsPerson } from '../page-models/transactions-person';

const DEFAULT_LABELS = ['Institution', 'Account', 'Date', 'Description', 'Amount', 'Category'];
const money = (text: string) => Number(text.replace(/[$,]/g, ''));
const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

test.beforeEach(async ({ page }) => {
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await transactions.waitForRows();
});

test('the table: default columns and widths, every loaded transaction counted, search, sort cycle, pages', async ({
  page,
}) => {
  const transactions = new TransactionsPage(page);
  expect(await transactions.columnLabels()).toEqual(DEFAULT_LABELS);
  const widths = [];
  for (const label of DEFAULT_LABELS) widths.push(await transactions.columnWidth(label as 'Date'));
  expect(widths).toEqual([180, 180, 120, 220, 120, 180]);

  const all = await apiTransactions(page);
  await transactions.waitForRows();
  expect((await transactions.totals()).count).toBe(all.length);
  // Transfers between the person's own accounts (the card payment) are left out of money in and out.
  const moneyIn = all.filter((t) => t.amount < 0 && !isLeftOut(t)).reduce((sum, t) => sum - t.amount, 0);
  expect(money((await transactions.totals()).moneyIn)).toBeCloseTo(moneyIn, 2);
  expect(await transactions.pageStatus.innerText()).toBe(`Page 1 of ${Math.ceil(all.length / 25)}`);
  await expect(transactions.bodyRows).toHaveCount(25);
  // Pending transactions are marked as such.
  const pending = transactions.table.locator('tbody tr[data-pending]');
  if ((await pending.count()) > 0)
    await expect(pending.first().locator('td[data-column="description"]')).toContainText('Pending');
  await screenshot(page, 'transactions-1-table');

  // Sort: ascending, descending, none; another column starts at ascending.
  await transactions.sortBy('Amount');
  expect(await transactions.sortState('Amount')).toBe('ascending');
  await expect.poll(async () => ascending((await transactions.columnTexts('amount')).map(money))).toBe(true);
  await transactions.sortBy('Amount');
  expect(await transactions.sortState('Amount')).toBe('descending');
  await expect.poll(async () => ascending((await transactions.columnTexts('amount')).map(money).reverse())).toBe(true);
  await transactions.sortBy('Amount');
  expect(await transactions.sortState('Amount')).toBe('none');
  await transactions.sortBy('Date');
  await transactions.sortBy('Description');
  expect(await transactions.sortState('Description')).toBe('ascending');
  expect(await transactions.sortState('Date')).toBe('none');
  const descriptions = await transactions.columnTexts('description');
  expect(descriptions).toEqual(
    [...descriptions].sort((a, b) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
    ),
  );

  // Pages: bounded at both ends; a new page size goes back to page 1.
  const lastPage = Math.ceil(all.length / 25);
  await expect(transactions.pageButton('First')).toBeDisabled();
  await expect(transactions.pageButton('Previous')).toBeDisabled();
  await transactions.goToPage('Next');
  await expect(transactions.pageStatus).toHaveText(`Page 2 of ${lastPage}`);
  await transactions.goToPage('Last');
  await expect(transactions.pageStatus).toHaveText(`Page ${lastPage} of ${lastPage}`);
  await expect(transactions.pageButton('Next')).toBeDisabled();
  await expect(transactions.pageButton('Last')).toBeDisabled();
  await expect(transactions.bodyRows).toHaveCount(all.length - (lastPage - 1) * 25);
  await transactions.pageSize.selectOption('15');
  await expect(transactions.pageStatus).toHaveText(`Page 1 of ${Math.ceil(all.length / 15)}`);
  await expect(transactions.bodyRows).toHaveCount(15);

  // Search narrows at once; nothing matching says so.
  await transactions.search.fill('starbucks');
  const starbucks = all.filter((t) => `${t.merchant_name} ${t.name}`.toLowerCase().includes('starbucks')).length;
  await expect(page.getByTestId('total-count')).toHaveText(String(starbucks));
  await expect
    .poll(async () =>
      (await transactions.columnTexts('description')).every((text) => text.toLowerCase().includes('starbucks')),
    )
    .toBe(true);
  await transactions.search.fill('no such merchant anywhere');
  await expect(page.getByText('No matching transactions')).toBeVisible();
  await screenshot(page, 'transactions-2-no-match');
});

test('the Filters panel: amount and dates at once, lists on Apply, Reset Filters, its width; axe finds nothing serious', async ({
  page,
}) => {
  const transactions = new TransactionsPage(page);
  const total = (await transactions.totals()).count;
  await transactions.openFilters();
  await expect(transactions.dateInput('To')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  await transactions.setAmount('Minimum', '100');
  await expect.poll(async () => (await transactions.totals()).count).toBeLessThan(total);
  for (const amount of (await transactions.columnTexts('amount')).map(money))
    expect(amount).toBeGreaterThanOrEqual(100);
  await transactions.setAmount('Maximum', '200');
  // The table follows the input in a transition: read it once it shows the narrower range.
  await expect
    .poll(async () => Math.max(...(await transactions.columnTexts('amount')).map(money)))
    .toBeLessThanOrEqual(200);
  await transactions.setAmount('Minimum', '');
  await expect(transactions.amountInput('Minimum')).toHaveValue('');

  await transactions.setDate('From', '2026-13-01');
  await expect(transactions.panel.getByText('Date input not valid')).toBeVisible();
  const month = new Date();
  const from = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-01`;
  await transactions.setDate('From', from);
  await expect(transactions.panel.getByText('Date input not valid')).toHaveCount(0);
  await transactions.sortBy('Date');
  await expect
    .poll(async () => Math.min(...(await transactions.columnTexts('date')).map((text) => new Date(text).getTime())))
    .toBeGreaterThanOrEqual(new Date(`${from}T00:00`).getTime());

  await transactions.resetFilters();
  await expect.poll(async () => (await transactions.totals()).count).toBe(total);
  await transactions.tick('Account', 'Plaid Checking ••••0000');
  expect((await transactions.totals()).count).toBe(total);
  await screenshot(page, 'transactions-3-filters-panel');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await transactions.apply();
  await expect.poll(async () => (await transactions.totals()).count).toBeLessThan(total);
  for (const text of await transactions.columnTexts('account')) expect(text).toBe('Plaid Checking ••••0000');

  // The calendar popup picks a date too.
  await transactions.panel.getByRole('button', { name: 'Choose To date' }).click();
  const calendar = page.getByRole('dialog', { name: 'To calendar' });
  await expect(calendar).toBeVisible();
  await screenshot(page, 'transactions-4-calendar');
  await calendar.getByRole('button', { name: /1st/ }).first().click();
  await expect(transactions.dateInput('To')).toHaveValue(/^\d{4}-\d{2}-01$/);

  // Its width: 400 px, from 320 to 480, from the keyboard.
  const edge = page.getByRole('separator', { name: 'Resize Filters panel' });
  await expect(edge).toHaveAttribute('aria-valuenow', '400');
  await edge.focus();
  await page.keyboard.press('End');
  await expect(edge).toHaveAttribute('aria-valuenow', '480');
  expect(Math.round((await transactions.panel.boundingBox())!.width)).toBe(480);
  await page.keyboard.press('Home');
  await expect(edge).toHaveAttribute('aria-valuenow', '320');
});

test("a transaction's details keep its row's amount and category in view at every desktop width", async ({ page }) => {
  const transactions = new TransactionsPage(page);
  const id = (await transactions.bodyRows.first().getAttribute('data-transaction-id'))!;
  for (const width of [1440, 1280, 1024, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await transactions.openRow(id);
    const panel = page.getByRole('dialog');
    const panelLeft = (await panel.boundingBox())!.x;
    for (const column of ['amount', 'category']) {
      const cell = transactions.row(id).locator(`[data-column="${column}"]`);
      // Not scrolled out of the table's box, nor under the panel.
      await expect(cell).toBeInViewport({ ratio: 1 });
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(panelLeft);
    }
    if (width === 1024) await screenshot(page, 'transaction-details-1024');
    await panel.getByRole('button', { name: 'Close transaction details' }).click();
    await expect(panel).toBeHidden();
    // Closed, the person's columns are all back.
    expect(await transactions.columnLabels()).toEqual(DEFAULT_LABELS);
  }
});

test('columns resize by dragging and from the keyboard, never below 60 px', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  const handle = transactions.resizeHandle('Description');
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '240');
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 400, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '60');
  expect(Math.round((await transactions.header('Description').boundingBox())!.width)).toBe(60);
});

test('the rows are the ones the API returns for the same filters', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  const all = await apiTransactions(page);
  const dates = [...new Set(all.map((t) => t.date))].sort();
  const [start, end] = [dates[Math.floor(dates.length / 4)]!, dates[Math.floor((dates.length * 3) / 4)]!];
  const first = all[0]!;
  const account = first.account_id;
  const accountLabel = first.account_mask ? `${first.account_name} ••••${first.account_mask}` : first.account_name;
  const category = all.find(
    (t) => t.account_id === account && t.date >= start && t.date <= end && t.category.length > 0,
  )!.category[0]!;
  // The API first: asking it may reload the page for a fresh token (the e2e stack's tokens live 30 s).
  const expected = await apiTransactions(page, {
    start_date: start,
    end_date: end,
    account: [account],
    category: [category],
  });
  const searched = await apiTransactions(page, { start_date: start, end_date: end, search: 'Uber' });
  expect(expected.length).toBeGreaterThan(0);
  expect(searched.length).toBeGreaterThan(0);
  await transactions.waitForRows();

  await transactions.openFilters();
  await transactions.setDate('From', start);
  await transactions.setDate('To', end);
  await transactions.tick('Account', accountLabel);
  await transactions.tick('Categories', category);
  await transactions.apply();
  await expect.poll(async () => (await transactions.totals()).count).toBe(expected.length);
  expect((await transactions.allRowIds()).sort()).toEqual(expected.map((t) => t.transaction_id).sort());

  await transactions.openFilters();
  await transactions.resetFilters();
  await transactions.setDate('From', start);
  await transactions.setDate('To', end);
  await transactions.search.fill('Uber');
  await expect.poll(async () => (await transactions.totals()).count).toBe(searched.length);
  expect((await transactions.allRowIds()).sort()).toEqual(searched.map((t) => t.transaction_id).sort());
});

test('Ask in plain words: the words become the Filters, as chips first; what is not read is said', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  const today = await personToday(page);
  const monthStart = shiftDay(`${today.slice(0, 8)}01`, { months: -1 });
  const monthEnd = shiftDay(`${today.slice(0, 8)}01`, { days: -1 });
  // The same question asked of the API: Uber last month, more than $5 out.
  const expected = (await apiTransactions(page, { start_date: monthStart, end_date: monthEnd, search: 'Uber' })).filter(
    (t) => t.amount >= 5.01,
  );
  expect(expected.length).toBeGreaterThan(0);
  await transactions.waitForRows();
  const ask = page.getByRole('search', { name: 'Ask in plain words' });
  await ask.getByRole('textbox', { name: 'Ask in plain words' }).fill('uber last month over $5 since the blue moon');
  await ask.getByRole('button', { name: 'Read' }).click();
  const reading = page.getByRole('region', { name: 'What your words say' });
  await expect(reading.getByRole('listitem')).toHaveText([/^Search: uber/, /–/, /^At least \$5\.01/]);
  await expect(reading.getByRole('alert')).toHaveText(
    'Not read: “since the blue moon”. Change the words, or use Filters.',
  );
  // Nothing has run yet: the rows are all of them.
  await expect(page).not.toHaveURL(/q=uber/);
  await screenshot(page, 'transactions-plain-words');
  await reading.getByRole('button', { name: 'Show these transactions' }).click();
  await expect(page).toHaveURL(new RegExp(`q=uber&from=${monthStart}&to=${monthEnd}&min=5.01`));
  await expect.poll(async () => (await transactions.totals()).count).toBe(expected.length);
  expect((await transactions.allRowIds()).sort()).toEqual(expected.map((t) => t.transaction_id).sort());
  await expect(transactions.search).toHaveValue('uber');
});

test('the URL holds the view: a link restores it and Back restores the previous one', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  await transactions.goto('?q=a&sort=-amount&size=15&page=2');
  await transactions.waitForRows();
  await expect(transactions.search).toHaveValue('a');
  expect(await transactions.sortState('Amount')).toBe('descending');
  await expect(transactions.pageSize).toHaveValue('15');
  await expect(transactions.pageStatus).toHaveText(/^Page 2 of /);
  const pageTwo = await transactions.rowIds();
  const amounts = (await transactions.columnTexts('amount')).map(money);
  expect(ascending([...amounts].reverse())).toBe(true);

  await transactions.goToPage('Next');
  await expect(transactions.pageStatus).toHaveText(/^Page 3 of /);
  // The URL takes a change once the page is idle after showing it.
  await expect(page).toHaveURL(/page=3/);
  await page.goBack();
  await expect(transactions.pageStatus).toHaveText(/^Page 2 of /);
  expect(await transactions.rowIds()).toEqual(pageTwo);

  // A view made by hand ends up in the URL, and the URL alone brings it back.
  await transactions.sortBy('Date');
  await transactions.openFilters();
  await transactions.tick('Institution', 'First Platypus Bank');
  await transactions.apply();
  await expect(page).toHaveURL(/institution=First\+Platypus\+Bank/);
  const url = page.url();
  const ids = await transactions.rowIds();
  await page.goto('/dashboard');
  await page.goto(url);
  await transactions.waitForRows();
  expect(await transactions.rowIds()).toEqual(ids);
  expect(await transactions.sortState('Date')).toBe('ascending');
});

test('Export CSV holds exactly the filtered, sorted view, across all pages', async ({ page }) => {
  const transactions = new TransactionsPage(page);
  await transactions.search.fill('a');
  await transactions.sortBy('Amount');
  const { count } = await transactions.totals();
  expect(count).toBeGreaterThan(25);
  const csv = await transactions.exportCsv();
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Institution,Account,Date,Description,Amount,Category,Notes,Pending');
  expect(lines).toHaveLength(count + 1);
  const amounts = lines.slice(1).map((line) => Math.abs(Number(line.split(',')[4])));
  expect(ascending(amounts)).toBe(true);
  expect(amounts.slice(0, 25)).toEqual((await transactions.columnTexts('amount')).map(money));
});

test('Customize Columns: hide, reorder from the keyboard, save; the set survives a reload and a new sign-in', async ({
  page,
}) => {
  const transactions = new TransactionsPage(page);
  await transactions.openColumns();
  expect(await transactions.dialogColumnOrder()).toEqual(DEFAULT_LABELS);
  await screenshot(page, 'transactions-5-columns-dialog');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await transactions.toggleColumn('Institution');
  await transactions.moveColumn('Amount', -2);
  expect(await transactions.dialogColumnOrder()).toEqual([
    'Institution',
    'Account',
    'Amount',
    'Date',
    'Description',
    'Category',
  ]);
  await transactions.saveColumns();
  await expect(transactions.dialog).toBeHidden();
  const saved = ['Account', 'Amount', 'Date', 'Description', 'Category'];
  expect(await transactions.columnLabels()).toEqual(saved);

  await page.reload();
  await transactions.waitForRows();
  await expect.poll(() => transactions.columnLabels()).toEqual(saved);

  const layout = new AppLayout(page);
  await layout.signOut();
  await expect(page).toHaveURL(/localhost:3000\/$/);
  const signIn = new SignInPage(page);
  await signIn.goto('/signin');
  await signIn.continueWithGoogle(transactionsPerson());
  await expect(layout.avatar).toHaveText('TL');
  await transactions.goto();
  await transactions.waitForRows();
  await expect.poll(() => transactions.columnLabels()).toEqual(saved);

  // Back to the defaults for the other specs.
  await transactions.openColumns();
  await transactions.dialog.getByRole('button', { name: 'Reset to Default' }).click();
  await transactions.saveColumns();
  await expect(transactions.dialog).toBeHidden();
  expect(await transactions.columnLabels()).toEqual(DEFAULT_LABELS);
});
