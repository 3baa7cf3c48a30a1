import { expect, test } from '@playwright/test';
import { activeTab, screenshot, seriousAccessibilityViolations, watchRequests } from '../support/app-page';
import { PUBLIC_ROUTES } from '../support/routes';

for (const route of PUBLIC_ROUTES) {
  test(`signed out, ${route.path} shows its page, fails no request and passes axe`, async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    for (const text of route.texts) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(page.locator(`[data-app="${route.app}"]`).first()).toBeVisible();
    expect(await activeTab(page)).toBe(route.activeTab);
    await screenshot(page, `public${route.path === '/' ? '-landing' : route.path.replace(/\//g, '-')}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(requests.failures).toEqual([]);
  });
}

test('the sign-in screen offers Google, and Microsoft and Apple as coming soon', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Continue with Microsoft (Coming soon)' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue with Apple (Coming soon)' })).toBeDisabled();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
});

test('signed out, a protected page sends the visitor to /signin', async ({ page }) => {
  for (const path of ['/dashboard', '/accounts/default', '/profile', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  }
});

test('an unknown address shows a clear not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
