import { expect, test } from '../support/test';
import { AppLayout } from '../page-models/app-layout';
import { screenshot, seriousAccessibilityViolations, watchRequests } from '../support/app-page';
import { APP_ROUTES } from '../support/routes';

for (const route of APP_ROUTES) {
  test(`signed in, ${route.path} shows its page, highlights its tab, fails no request and passes axe`, async ({
    page,
  }) => {
    const requests = watchRequests(page);
    const layout = new AppLayout(page);
    await page.goto(route.path);
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    for (const text of route.texts) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.locator(`[data-app="${route.app}"]`).first()).toBeVisible();
    expect(await layout.activeTab()).toBe(route.activeTab);
    await expect(layout.avatar).toHaveText('GH');
    await screenshot(page, `route${route.path.replace(/\//g, '-')}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(requests.failures).toEqual([]);
  });
}

test('signed in, / goes on to /accounts', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
});

test('the tabs move between remotes without a reload, and the logo leads to / and on to /accounts', async ({
  page,
}) => {
  const layout = new AppLayout(page);
  await page.goto('/dashboard');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  await layout.goToTab('Transactions');
  await expect(page).toHaveURL(/\/transactions$/);
  expect(await layout.activeTab()).toBe('Transactions');
  await layout.homeLink.click();
  await expect(page).toHaveURL(/\/accounts$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
});
