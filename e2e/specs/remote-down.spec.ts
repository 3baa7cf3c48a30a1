import path from 'node:path';
import { expect, test } from '@playwright/test';
// The same servers `npm start` runs, started here on free ports so that one can be stopped and started again.
import { browserApps, repoRoot } from '../../tooling/apps.mjs';
import { runtimeConfigFromEnv } from '../../tooling/serve/runtime-config.mjs';
import { serveApp } from '../../tooling/serve/static-server.mjs';
import { screenshot, watchRequests } from '../support/app-page';

type Server = Awaited<ReturnType<typeof serveApp>>;

const servers = new Map<string, Server>();
let shellUrl = '';

function distOf(dir: string): string {
  return path.join(repoRoot, dir, 'dist');
}

test.beforeAll(async () => {
  const ports: Record<string, string> = {};
  for (const app of browserApps.filter((candidate) => candidate.role === 'remote')) {
    const server = await serveApp({ dir: distOf(app.dir), port: 0, role: 'remote' });
    servers.set(app.dir, server);
    ports[app.portVariable] = String(server.port);
  }
  const shellServer = await serveApp({ dir: distOf('shell'), port: 0, role: 'host', runtimeConfig: () => config });
  const config = runtimeConfigFromEnv({ ...ports, SHELL_PORT: String(shellServer.port), PLAID_LINK_SCRIPT_URL: '' });
  servers.set('shell', shellServer);
  shellUrl = shellServer.url;
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.close()));
});

test('one remote down: its routes say so with Retry, the others keep working, Retry recovers once it is back', async ({ page }) => {
  const placeholders = servers.get('mfe-placeholders');
  if (!placeholders) throw new Error('placeholders server missing');
  const port = placeholders.port;
  await placeholders.close();

  await page.goto(`${shellUrl}/dashboard`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Dashboard could not be loaded');
  await expect(alert).toContainText('The rest of the app still works');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await screenshot(page, 'remote-down-dashboard');

  // Another remote's page, reached through the tab bar, works while placeholders is down.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The accounts page is up, while its child route from the down remote shows the message in its place.
  await page.goto(`${shellUrl}/accounts/default`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Accounts could not be loaded');
  await page.goto(`${shellUrl}/`);
  await expect(page.getByRole('link', { name: 'Sign Up for Free' })).toBeVisible();

  // Retry while still down: the message stays.
  await page.goto(`${shellUrl}/budgets`);
  await expect(page.getByRole('alert')).toContainText('Budgets could not be loaded');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toContainText('Budgets could not be loaded');

  // The remote comes back on the same address; Retry loads it without a reload of the page.
  servers.set('mfe-placeholders', await serveApp({ dir: distOf('mfe-placeholders'), port, role: 'remote' }));
  const requests = watchRequests(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no reload'));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Budget management features coming soon...')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no reload');
  await screenshot(page, 'remote-down-recovered');

  // And the remote's other pages load too now.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trends' }).click();
  await expect(page.getByText('Financial trends and analytics coming soon...')).toBeVisible();
  expect(requests.failures).toEqual([]);
});
