import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { AppLayout } from '../page-models/app-layout';
import { freshIdToken } from '../page-models/api-as-person';
import { screenshot } from '../support/app-page';

const METADATA = 'http://localhost:4000/user/metadata';

/**
 * Signed in on /dashboard with a confirmed session, its token with time to spare: the reload that follows finds it
 * unexpired (the e2e stack's tokens live 30 s) and this person's metadata kept.
 */
async function signedInWithFreshToken(page: Page): Promise<AppLayout> {
  const layout = new AppLayout(page);
  await page.goto('/dashboard');
  await expect(layout.avatar).toHaveText('GH');
  await freshIdToken(page, 15_000);
  return layout;
}

test('a returning visit shows the signed-in page before get_or_create answers, then that answer confirms it', async ({
  page,
}) => {
  const layout = await signedInWithFreshToken(page);

  // get_or_create is held until the page has shown: the page cannot have waited for it.
  const held: Route[] = [];
  await page.route(METADATA, (route) => void held.push(route));
  await page.reload();
  await expect(page.getByRole('region', { name: 'This month so far' })).toBeVisible();
  await expect(layout.avatar).toHaveText('GH');
  await expect.poll(() => held.map((route) => route.request().postDataJSON().operation)).toEqual(['get_or_create']);
  await screenshot(page, 'session-returning-before-confirmation');

  const answered = page.waitForResponse(METADATA);
  await held[0]!.continue();
  expect((await answered).ok()).toBe(true);
  await page.unroute(METADATA);
  await expect(page.getByRole('region', { name: 'This month so far' })).toBeVisible();
  await expect(layout.avatar).toHaveText('GH');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a returning visit whose confirmation fails ends signed out, with the reason, as on any failed session read', async ({
  page,
}) => {
  const layout = await signedInWithFreshToken(page);

  await page.route(METADATA, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable"}' }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('alert').first()).toHaveText(
    'Finance Tracker is having trouble right now. Please try again in a moment.',
  );
  // The kept metadata is forgotten: the next visit reads the session before showing anything.
  expect(await page.evaluate(() => localStorage.getItem('finance.session.metadata'))).toBeNull();

  await page.unroute(METADATA);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(layout.avatar).toHaveText('GH');
});
