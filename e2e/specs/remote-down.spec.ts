import path from 'node:path';
import { expect, test } from '../support/test';
// The same servers `npm start` runs, started here on free ports so that one can be stopped and started again.
import { browserApps, repoRoot } from '../../tooling/apps.mjs';
import { runtimeConfigFromEnv } from '../../tooling/serve/runtime-config.mjs';
import { serveApp } from '../../tooling/serve/static-server.mjs';
import { AppLayout } from '../page-models/app-layout';
import { LandingPage } from '../page-models/landing-page';
import { SignInPage } from '../page-models/sign-in-page';
import { screenshot, watchRequests } from '../support/app-page';

type Server = Awaited<ReturnType<typeof serveApp>>;

const servers = new Map<string, Server>();
let shellUrl = '';

function distOf(dir: string): string {
  return path.join(repoRoot, dir, 'dist');
}

test.beforeAll(async () => {
  const ports: Record<string, string> = {};
  const shellServer = await serveApp({ dir: distOf('shell'), port: 0, role: 'host', runtimeConfig: () => config });
  servers.set('shell', shellServer);
  shellUrl = shellServer.url;
  // The remotes send CORS to this shell's origin only.
  for (const app of browserApps.filter((candidate) => candidate.role === 'remote')) {
    const server = await serveApp({ dir: distOf(app.dir), port: 0, role: 'remote', appOrigins: [shellUrl] });
    servers.set(app.dir, server);
    ports[app.portVariable] = String(server.port);
  }
  const config = runtimeConfigFromEnv({ ...ports, SHELL_PORT: String(shellServer.port), PLAID_LINK_SCRIPT_URL: '' });
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.close()));
});

test('one remote down: its routes say so with Retry, the others keep working, Retry recovers once it is back', async ({
  page,
}) => {
  // Signed out, so that this shell on its own port needs no sign-in: the public pages cover both remotes at stake.
  const placeholders = servers.get('mfe-placeholders');
  if (!placeholders) throw new Error('placeholders server missing');
  const port = placeholders.port;
  await placeholders.close();

  await page.goto(`${shellUrl}/terms`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Terms of Use could not be loaded');
  await expect(alert).toContainText('The rest of the app still works');
  await expect(new AppLayout(page).homeLink).toBeVisible();
  await screenshot(page, 'remote-down-terms');

  // Another remote's page works while placeholders is down: the sign-in screen (auth remote) and the landing page.
  const signIn = new SignInPage(page);
  await page.goto(`${shellUrl}/signin`);
  await expect(signIn.heading).toHaveText('Welcome back');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto(`${shellUrl}/`);
  await expect(new LandingPage(page).signUpLink).toBeVisible();

  // In-app navigation to a page of the down remote, then Retry while it is still down: the message stays.
  await page.goto(`${shellUrl}/signin`);
  await signIn.privacyLink.click();
  await expect(page.getByRole('alert')).toContainText('Privacy Policy could not be loaded');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toContainText('Privacy Policy could not be loaded');

  // The remote comes back on the same address; Retry loads it without a reload of the page.
  servers.set(
    'mfe-placeholders',
    await serveApp({ dir: distOf('mfe-placeholders'), port, role: 'remote', appOrigins: [shellUrl] }),
  );
  const requests = watchRequests(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no reload'));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no reload');
  await screenshot(page, 'remote-down-recovered');

  // And the remote's other pages load too now.
  await page.goto(`${shellUrl}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  expect(requests.failures).toEqual([]);
});
