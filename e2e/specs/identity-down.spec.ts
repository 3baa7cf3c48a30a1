import { expect, test } from '@playwright/test';
import { screenshot } from '../support/app-page';

const IDENTITY = [/^https:\/\/localhost:9443\//, /^http:\/\/localhost:9229\//];

test('the sign-in service unreachable: Continue with Google says so and stays on the page; once it is back, sign-in goes on', async ({ page }) => {
  for (const pattern of IDENTITY) await page.route(pattern, (route) => route.abort('connectionrefused'));
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText("We couldn't reach the sign-in service. Please try again in a moment.");
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await screenshot(page, 'identity-down-signin');

  for (const pattern of IDENTITY) await page.unroute(pattern);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(/^https:\/\/localhost:9443\/oauth2\/authorize/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
});
