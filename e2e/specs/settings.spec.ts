import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshot, seriousAccessibilityViolations, watchRequests } from '../support/app-page';
import { sidewaysOverflow, smallControls, smallFieldText } from '../support/phone-screen';

const SETTINGS_TEXT = 'Application settings and preferences will be available here.';
/** The remotes that own the sections: auth (profile), accounts (accounts kept by hand), transactions (categories, rules). */
const REMOTE = {
  auth: 'http://localhost:3001/**',
  accounts: 'http://localhost:3002/**',
  transactions: 'http://localhost:3003/**',
};

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Adds a category of the person's own, renames it, merges another into it and deletes it, by keyboard and pointer. */
async function correctCategories(page: Page, suffix: string) {
  const categories = section(page, 'Categories');
  const own = categories.getByRole('list', { name: 'Your categories' });
  for (const name of [`Household ${suffix}`, `Cleaning ${suffix}`]) {
    await categories.getByRole('button', { name: 'New category' }).click();
    await categories.getByLabel('New category name').fill(name);
    await categories.getByLabel('New category name').press('Enter');
    await expect(categories.getByRole('status')).toHaveText(`Added "${name}".`);
  }
  await expect(own.getByRole('listitem').filter({ hasText: `Household ${suffix}` })).toContainText('0 transactions');

  await own.getByRole('button', { name: `Rename Household ${suffix}` }).click();
  await own.getByLabel(`New name for Household ${suffix}`).fill(`Home ${suffix}`);
  await own.getByRole('button', { name: 'Save' }).click();
  await expect(categories.getByRole('status')).toHaveText(`Renamed "Household ${suffix}" to "Home ${suffix}".`);

  await own.getByRole('button', { name: `Merge Cleaning ${suffix}` }).click();
  const merge = page.getByRole('dialog', { name: `Merge "Cleaning ${suffix}"` });
  await merge.getByLabel('Merge into').selectOption({ label: `Home ${suffix}` });
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(merge).toBeHidden();
  await expect(categories.getByRole('status')).toHaveText(`Merged "Cleaning ${suffix}" into "Home ${suffix}".`);
  await expect(own.getByText(`Cleaning ${suffix}`)).toHaveCount(0);

  await own.getByRole('button', { name: `Delete Home ${suffix}` }).click();
  const remove = page.getByRole('dialog', { name: `Delete "Home ${suffix}"?` });
  await expect(remove).toContainText("go back to the bank's category");
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(categories.getByRole('status')).toHaveText(`Deleted "Home ${suffix}".`);
  await expect(categories.getByRole('heading', { name: 'Your categories' })).toBeFocused();
  await expect(own.getByText(`Home ${suffix}`)).toHaveCount(0);
}

test("Settings composes the remotes' sections: categories corrected, the profile saved, axe clean", async ({
  page,
}) => {
  const requests = watchRequests(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link');
  await expect(links).toHaveText(['Categories', 'Rules', 'Accounts kept by hand', 'Profile']);
  await expect(section(page, 'Categories').getByRole('list', { name: "The bank's categories" })).toContainText(
    'Food And Drink',
  );
  await correctCategories(page, 'desk');
  // The person has no rules: the section says how one is made.
  await expect(section(page, 'Rules')).toContainText('You have no rules yet. To make one, open a transaction');

  const profile = section(page, 'Profile');
  await links.filter({ hasText: 'Profile' }).click();
  await expect(page).toHaveURL(/\/settings#profile$/);
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Profile saved.');
  await screenshot(page, 'settings-desktop');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(requests.failures).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('every section fits the screen and is used by touch', async ({ page }) => {
    await page.goto('/settings');
    await expect(section(page, 'Categories').getByRole('button', { name: 'New category' })).toBeVisible();
    await correctCategories(page, 'phone');
    await expect(section(page, 'Rules')).toContainText('You have no rules yet.');
    await screenshot(page, 'settings-phone-375');
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallControls(page)).toEqual([]);
    expect(await smallFieldText(page)).toEqual([]);
  });
});

test("a section whose remote is down shows the spec's text, the others work; with none, the page is the placeholder", async ({
  page,
}) => {
  await page.route(REMOTE.transactions, (route) => route.abort('connectionrefused'));
  await page.goto('/settings');
  for (const name of ['Categories', 'Rules']) {
    await expect(section(page, name).getByRole('status')).toHaveText(SETTINGS_TEXT);
    await expect(section(page, name).getByRole('button', { name: `Retry ${name}` })).toBeVisible();
  }
  await expect(section(page, 'Profile').getByRole('button', { name: 'Save Profile' })).toBeVisible();
  await screenshot(page, 'settings-section-down');

  // Back: Retry loads the section without a reload.
  await page.unroute(REMOTE.transactions);
  await section(page, 'Categories').getByRole('button', { name: 'Retry Categories' }).click();
  await expect(section(page, 'Categories').getByRole('list', { name: "The bank's categories" })).toBeVisible();

  for (const pattern of Object.values(REMOTE)) await page.route(pattern, (route) => route.abort('connectionrefused'));
  await page.goto('/settings');
  await expect(page.getByText(SETTINGS_TEXT, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
