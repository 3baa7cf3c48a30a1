import { expect, test } from '@playwright/test';
import { activeTab, screenshot, seriousAccessibilityViolations, watchRequests } from '../support/app-page';
import { ROUTES } from '../support/routes';

for (const route of ROUTES) {
  test(`${route.path} shows its page, highlights its tab, fails no request and passes axe`, async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto(route.path);

    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    for (const text of route.texts) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.locator(`[data-app="${route.app}"]`).first()).toBeVisible();
    expect(await activeTab(page)).toBe(route.activeTab);

    await screenshot(page, `route${route.path === '/' ? '-landing' : route.path.replace(/\//g, '-')}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(requests.failures).toEqual([]);
  });
}

test('the logo leads back to / and the tabs navigate between remotes without a reload', async ({ page }) => {
  await page.goto('/dashboard');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  expect(await activeTab(page)).toBe('Transactions');
  await page.getByRole('link', { name: 'Finance Tracker home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign Up for Free' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
});

test('an unknown address shows a clear not-found page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
