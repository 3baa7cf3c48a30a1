import { expect, test } from '../support/test';
import { AppLayout } from '../page-models/app-layout';
import { screenshot } from '../support/app-page';

const API = 'http://localhost:4000/**';

test('the API unreachable: a signed-in person gets a clear message, not a blank page, and Retry brings them back', async ({
  page,
}) => {
  await page.route(API, (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard');
  const alert = page.getByRole('alert').filter({ hasText: 'servers' });
  await expect(alert).toHaveText("We couldn't reach Finance Tracker's servers. Check your connection and try again.");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshot(page, 'api-down');

  await page.unroute(API);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'This month so far' })).toBeVisible();
  await expect(new AppLayout(page).avatar).toHaveText('GH');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the API failing with 503: the message says the service is having trouble', async ({ page }) => {
  await page.route(API, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"Service Unavailable","message":"down for maintenance"}',
    }),
  );
  await page.goto('/accounts');
  await expect(page.getByRole('alert').first()).toHaveText(
    'Finance Tracker is having trouble right now. Please try again in a moment.',
  );
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
