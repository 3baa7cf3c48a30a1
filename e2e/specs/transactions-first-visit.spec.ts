import { expect, test } from '@playwright/test';
import { screenshot } from '../support/app-page';
import { apiTransactions } from '../page-models/transactions-api';
import { TransactionsPage } from '../page-models/transactions-page';

// A first visit (every spec's browser starts with nothing stored) shows the newest 50 while the whole set loads. The
// page's request for the whole set is held here until the newest rows have been checked, so that the order never
// depends on timing.
test('a first visit: the newest rows at once with "Loading all N transactions…", then all of them, view kept', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.port === '4000' && url.pathname === '/transactions' && !url.searchParams.has('limit'),
    async (route) => {
      await held;
      // A request of a page that reloaded meanwhile is gone: nothing to pass on.
      await route.fallback().catch(() => undefined);
    },
  );
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await expect(transactions.bodyRows).toHaveCount(25);
  const all = await apiTransactions(page);
  expect(all.length).toBeGreaterThan(50);

  await expect(page.getByRole('status').filter({ hasText: 'Loading all' })).toHaveText(
    `Loading all ${all.length.toLocaleString('en-US')} transactions…`,
  );
  // No totals of the newest 50 meanwhile: they would mislead.
  await expect(page.getByTestId('total-count')).toHaveText('…');
  await expect(transactions.exportButton).toBeDisabled();
  await expect(transactions.exportButton).toHaveAttribute(
    'title',
    'Export CSV is available once all transactions have loaded',
  );
  await expect(transactions.pageStatus).toHaveText('Page 1 of 2');
  await transactions.goToPage('Next');
  await expect(transactions.pageStatus).toHaveText('Page 2 of 2');
  await screenshot(page, 'transactions-7-first-visit');

  release();
  await transactions.waitForRows();
  await expect(transactions.pageStatus).toHaveText(`Page 2 of ${Math.ceil(all.length / 25)}`);
  await expect(transactions.exportButton).toBeEnabled();
  expect((await transactions.totals()).count).toBe(all.length);
});
