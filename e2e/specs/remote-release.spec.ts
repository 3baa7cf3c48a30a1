import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { ComingSoonPage } from '../page-models/coming-soon-page';
import { screenshot, watchRequests } from '../support/app-page';
import { changedSourceOf, release, releaseSandbox } from '../support/remote-release';

const REMOTE = 'mfe-placeholders';
const ORIGINAL_TEXT = 'Asset tracking features coming soon...';
const CHANGED_TEXT = 'Asset tracking, shipped alone';
// Versions of this run only, so a run never meets another's releases.
const run = Date.now().toString(36);
const ORIGINAL = `e2e-${run}-a`;
const CHANGED = `e2e-${run}-b`;

let sandbox: ReturnType<typeof releaseSandbox> | undefined;
let changedSource = '';

test.beforeAll(() => {
  sandbox = releaseSandbox(REMOTE);
});

test.afterAll(() => {
  sandbox?.restore([ORIGINAL, CHANGED]);
  if (changedSource) fs.rmSync(path.dirname(changedSource), { recursive: true, force: true });
});

async function servedRemotes(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/runtime-config.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { remotes: Record<string, string> }).remotes;
}

test('one remote shipped alone: a new version reaches the next page load, the others stay, and it rolls back', async ({
  page,
}) => {
  // Two production builds of the remote: minutes on a loaded machine, not the page's waits.
  test.setTimeout(600_000);
  await release('build', REMOTE, '--version', ORIGINAL);
  changedSource = changedSourceOf(REMOTE, 'src/features/coming-soon/pages.tsx', ORIGINAL_TEXT, CHANGED_TEXT);
  await release('build', REMOTE, '--version', CHANGED, '--source', changedSource);

  const assets = new ComingSoonPage(page, 'Assets');
  const accounts = new AccountsPage(page);
  const before = await servedRemotes(page.request);

  // Shipped: the same shell, not rebuilt or restarted, loads the new version on the next page load.
  await release('point', REMOTE, '--version', CHANGED);
  const after = await servedRemotes(page.request);
  expect(after).toEqual({
    ...before,
    placeholders: new URL(`releases/${CHANGED}/mf-manifest.json`, before.placeholders).href,
  });
  // Every remote's file loads (a page change may abort the API's event stream, which is not at stake here).
  const remoteOrigins = Object.values(before).map((entry) => new URL(entry).origin);
  const requests = watchRequests(page);
  const remoteFailures = () =>
    requests.failures.filter((failure) => remoteOrigins.some((origin) => failure.startsWith(`${origin}/`)));
  await page.goto('/assets');
  await expect(assets.message(CHANGED_TEXT)).toBeVisible();
  await expect(assets.message(ORIGINAL_TEXT)).toHaveCount(0);
  await screenshot(page, 'remote-release-shipped');
  // The other remotes are unchanged: the accounts page still loads from its own build.
  await accounts.goto();
  expect(remoteFailures()).toEqual([]);

  // Rolled back: pointing at the previous version brings the previous text on the next page load.
  await release('point', REMOTE, '--version', ORIGINAL);
  expect(await servedRemotes(page.request)).toEqual({
    ...before,
    placeholders: new URL(`releases/${ORIGINAL}/mf-manifest.json`, before.placeholders).href,
  });
  await page.goto('/assets');
  await expect(assets.message(ORIGINAL_TEXT)).toBeVisible();
  await expect(assets.message(CHANGED_TEXT)).toHaveCount(0);
  await screenshot(page, 'remote-release-rolled-back');
  expect(remoteFailures()).toEqual([]);
});
