import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

export type ColumnLabel = 'Institution' | 'Account' | 'Date' | 'Description' | 'Amount' | 'Category';
export type ListName = 'Categories' | 'Account' | 'Institution';

/** The transactions screen at /transactions, as a person uses it. */
export class TransactionsPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly columnsButton: Locator;
  readonly filtersButton: Locator;
  readonly exportButton: Locator;
  readonly table: Locator;
  readonly bodyRows: Locator;
  /** On a narrow screen the rows are a list, each item one transaction. */
  readonly listItems: Locator;
  readonly pageStatus: Locator;
  readonly pageSize: Locator;
  readonly panel: Locator;
  readonly dialog: Locator;
  readonly addButton: Locator;
  readonly selectionBar: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Transactions' });
    this.search = page.getByPlaceholder('Search transactions...');
    this.columnsButton = page.getByRole('button', { name: 'Columns', exact: true });
    this.filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    this.exportButton = page.getByRole('button', { name: 'Export CSV' });
    this.table = page.getByRole('table');
    this.bodyRows = this.table.locator('tbody tr[data-transaction-id]');
    this.listItems = page.getByRole('list', { name: 'Transactions' }).locator('li[data-transaction-id]');
    this.pageStatus = page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Page \d+ of \d+$/);
    this.pageSize = page.getByLabel('Rows per page');
    this.panel = page.getByRole('complementary', { name: 'Filters' });
    this.dialog = page.getByRole('dialog', { name: 'Customize Columns' });
    this.addButton = page.getByRole('button', { name: 'Add transaction' });
    this.selectionBar = page.getByRole('region', { name: /^[\d,]+ selected$/ });
  }

  /** The row (or, on a narrow screen, the list item) of one transaction. */
  row(transactionId: string): Locator {
    return this.page.locator(`[data-transaction-id="${transactionId}"]`);
  }

  /** Opens a transaction's details from its row and waits for the panel. */
  async openRow(transactionId: string): Promise<void> {
    await this.row(transactionId).locator('[data-column="description"]').click();
    await expect(this.page.getByRole('dialog')).toBeVisible();
  }

  /** The marks after a row's description (Pending, Manual, Rule, Edited, Excluded, Transfer). */
  async marks(transactionId: string): Promise<string[]> {
    return this.row(transactionId).locator('[data-mark]').allInnerTexts();
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/transactions${query}`);
    await expect(this.heading).toBeVisible();
  }

  /**
   * Waits until the whole set's rows (or the empty text) show: neither the loading text nor, on a first visit, the
   * newest rows' "Loading all N transactions…" while the whole set loads.
   */
  async waitForRows(): Promise<void> {
    // The table, or on a narrow screen its list.
    await expect(this.table.or(this.listItems.first())).toBeVisible();
    await expect(this.page.getByText('Loading transactions...')).toHaveCount(0, { timeout: 60_000 });
    await expect(this.page.getByText(/^Loading all [\d,]+ transactions…$/)).toHaveCount(0, { timeout: 60_000 });
  }

  /** The column labels in the order shown. */
  async columnLabels(): Promise<string[]> {
    const texts = await this.table.locator('thead th button').allInnerTexts();
    return texts.map((text) => text.replace(/[▲▼↕]/g, '').trim());
  }

  header(label: ColumnLabel): Locator {
    return this.table
      .locator('thead th')
      .filter({ has: this.page.getByRole('button', { name: new RegExp(`^${label}`) }) });
  }

  /** Clicks the header's sort button and waits until the header shows the next state of the cycle. */
  async sortBy(label: ColumnLabel): Promise<void> {
    const before = await this.sortState(label);
    await this.header(label).getByRole('button').click();
    await expect.poll(() => this.sortState(label)).not.toBe(before);
  }

  async sortState(label: ColumnLabel): Promise<string | null> {
    return this.header(label).getAttribute('aria-sort');
  }

  resizeHandle(label: ColumnLabel): Locator {
    return this.page.getByRole('separator', { name: `Resize ${label} column` });
  }

  async columnWidth(label: ColumnLabel): Promise<number> {
    return Number(await this.resizeHandle(label).getAttribute('aria-valuenow'));
  }

  /** The ids of the rows on this page, in order. */
  async rowIds(): Promise<string[]> {
    return this.bodyRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-transaction-id') ?? ''));
  }

  /** The texts of one column on this page, in order; a cell's parts (name and mask, text and Pending) read as one line. */
  async columnTexts(
    column: 'institution' | 'account' | 'date' | 'description' | 'amount' | 'category',
  ): Promise<string[]> {
    // The table's cells, or on a narrow screen the list items' parts (marked with the same column names).
    const texts = await this.page.locator(`[data-transaction-id] [data-column="${column}"]`).allInnerTexts();
    return texts.map((text) => text.replace(/\s+/g, ' ').trim());
  }

  async totals(): Promise<{ count: number; moneyIn: string; moneyOut: string }> {
    const count = Number((await this.page.getByTestId('total-count').innerText()).replace(/,/g, ''));
    return {
      count,
      moneyIn: await this.page.getByTestId('total-in').innerText(),
      moneyOut: await this.page.getByTestId('total-out').innerText(),
    };
  }

  async goToPage(which: 'First' | 'Previous' | 'Next' | 'Last'): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: which, exact: true })
      .click();
  }

  pageButton(which: 'First' | 'Previous' | 'Next' | 'Last'): Locator {
    return this.page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: which, exact: true });
  }

  /** Every row id of the view, page by page, at 50 rows a page; leaves the view on its last page. */
  async allRowIds(): Promise<string[]> {
    const { count } = await this.totals();
    await this.pageSize.selectOption('50');
    await expect(this.bodyRows).toHaveCount(Math.min(50, count));
    const ids: string[] = [];
    for (;;) {
      ids.push(...(await this.rowIds()));
      if (await this.pageButton('Next').isDisabled()) return ids;
      const before = await this.pageStatus.innerText();
      await this.goToPage('Next');
      await expect(this.pageStatus).not.toHaveText(before);
    }
  }

  async openFilters(): Promise<void> {
    if (!(await this.panel.isVisible())) await this.filtersButton.click();
    await expect(this.panel).toBeVisible();
  }

  amountInput(which: 'Minimum' | 'Maximum'): Locator {
    return this.panel.getByLabel(`${which} amount`, { exact: true });
  }

  dateInput(which: 'From' | 'To'): Locator {
    return this.panel.getByLabel(which, { exact: true });
  }

  async setAmount(which: 'Minimum' | 'Maximum', value: string): Promise<void> {
    await this.amountInput(which).fill(value);
  }

  async setDate(which: 'From' | 'To', value: string): Promise<void> {
    await this.dateInput(which).fill(value);
  }

  list(name: ListName): Locator {
    return this.panel.getByRole('group', { name, exact: true });
  }

  async tick(name: ListName, label: string): Promise<void> {
    await this.list(name).getByRole('checkbox', { name: label, exact: true }).check();
  }

  async apply(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Apply' }).click();
  }

  /** Reset Filters, then waits until the URL holds no filter (a date typed before that could meet the reset's). */
  async resetFilters(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(this.page).not.toHaveURL(/[?&](q|from|to|min|max|category|account|institution)=/);
  }

  async openColumns(): Promise<void> {
    await this.columnsButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async toggleColumn(label: ColumnLabel): Promise<void> {
    await this.dialog.getByRole('checkbox', { name: label, exact: true }).click();
  }

  /** Moves a column in the dialog with the keyboard: its handle, Space, the arrow keys, Space. */
  async moveColumn(label: ColumnLabel, steps: number): Promise<void> {
    const handle = this.dialog.getByRole('button', { name: `Reorder ${label}` });
    await handle.focus();
    await this.page.keyboard.press('Space');
    for (let step = 0; step < Math.abs(steps); step += 1) {
      await this.page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
      // The library animates each move; the next key waits for it to settle.
      await this.page.waitForTimeout(250);
    }
    await this.page.keyboard.press('Space');
    await expect(this.dialog.locator('[data-dragging]')).toHaveCount(0);
  }

  async dialogColumnOrder(): Promise<string[]> {
    return (
      await this.dialog
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''))
    ).map((text) => text.trim());
  }

  async saveColumns(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save Changes' }).click();
  }

  /** Exports the view and returns the CSV text. */
  async exportCsv(): Promise<string> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.exportButton.click()]);
    const file = await download.path();
    return fs.readFileSync(file, 'utf8');
  }
}
