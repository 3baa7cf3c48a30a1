import { expect, test } from '../support/test';
import { AppLayout } from '../page-models/app-layout';
import { storedIdToken } from '../support/stored-tokens';
import { E2E_TOKEN_TTL_SECONDS } from '../support/stack-settings';

test('with short-lived tokens the session refreshes without the person noticing', async ({ page }) => {
  const layout = new AppLayout(page);
  await page.goto('/dashboard');
  await expect(layout.avatar).toHaveText('GH');
  const first = await storedIdToken(page);
  expect(first).toBeTruthy();

  // Let the ID token expire (the e2e stack issues tokens that live E2E_TOKEN_TTL_SECONDS).
  await page.waitForTimeout((E2E_TOKEN_TTL_SECONDS + 5) * 1000);

  // Moving on in the app and reloading: still signed in, on the page asked for, with a new token.
  await layout.goToTab('Settings');
  // Settings' sections read the person's data with the new token (the bank's categories, counted).
  await expect(page.getByRole('list', { name: "The bank's categories" })).toContainText('transactions');
  await page.reload();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(layout.avatar).toHaveText('GH');
  const refreshed = await storedIdToken(page);
  expect(refreshed).toBeTruthy();
  expect(refreshed).not.toEqual(first);
});
