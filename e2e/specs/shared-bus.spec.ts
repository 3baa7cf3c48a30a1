import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AppLayout } from '../page-models/app-layout';

// Each app's part of the page is marked with the bus instance it imported. A remote that bundled its own copy of
// @finance/shared (a broken singleton) would show a different instance id from the shell's.

async function busMarks(page: Page): Promise<Array<[string | null, string | null]>> {
  return page
    .locator('[data-bus-instance]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('data-app'), node.getAttribute('data-bus-instance')]),
    );
}

const PAGE_OF_EACH_REMOTE = [
  { app: 'auth', path: '/profile' },
  { app: 'accounts', path: '/accounts' },
  { app: 'transactions', path: '/transactions' },
  { app: 'placeholders', path: '/assets' },
  { app: 'insights', path: '/dashboard' },
];

for (const { app, path } of PAGE_OF_EACH_REMOTE) {
  test(`the shell and the ${app} remote get the same event bus instance`, async ({ page }) => {
    await page.goto(path);
    // The accounts remote marks two parts of the page on /accounts: its sidebar and its page.
    await expect(page.locator(`[data-app="${app}"]`).first()).toBeVisible();
    const marks = await busMarks(page);
    expect(marks.map(([markedApp]) => markedApp)).toEqual(expect.arrayContaining(['shell', app]));
    expect(new Set(marks.map(([, instance]) => instance)).size).toBe(1);
  });
}

test('moving through every remote in one page keeps one bus instance throughout', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.locator('[data-app="insights"]')).toBeVisible();
  const first = (await busMarks(page))[0]?.[1];
  expect(first).toBeTruthy();
  const seenApps = new Set<string>();
  const layout = new AppLayout(page);
  // Settings is the shell's, made of the remotes' sections; Assets is a placeholder page still.
  for (const tab of ['Accounts', 'Transactions', 'Settings', 'Budgets', 'Assets']) {
    await layout.goToTab(tab);
    for (const [app, instance] of await busMarks(page)) {
      seenApps.add(app ?? '');
      expect(instance).toBe(first);
    }
  }
  // Client-side navigation to the auth remote's page, through the history API the router listens to.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/profile');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-app="auth"]')).toBeVisible();
  for (const [app, instance] of await busMarks(page)) {
    seenApps.add(app ?? '');
    expect(instance).toBe(first);
  }
  expect([...seenApps].sort()).toEqual(['accounts', 'auth', 'insights', 'placeholders', 'shell', 'transactions']);
});
