import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { LandingPage } from '../page-models/landing-page';
import { screenshot } from '../support/app-page';
import { SIGNED_IN_STATE } from '../support/signed-in-user';

// The landing page is rendered into the shell's index.html at build time: it paints from the HTML before any script
// runs, and the app hydrates it. Every other address's page has an empty #root.

const HERO = 'Your money, all in one place';
const ROOT = /<div id="?root"?>([\s\S]*?)<\/div><\/body>/;

/** Records, before any of the page's scripts runs, the landing heading and where it is drawn. */
async function recordFirstHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const heading = document.querySelector('h1');
      Object.assign(window, { firstHeading: heading, firstBox: JSON.stringify(heading?.getBoundingClientRect()) });
    });
  });
}

test('the served page of / holds the landing page; a deep link gets an empty root', async ({ request }) => {
  const landing = await (await request.get('/')).text();
  expect(ROOT.exec(landing)?.[1]).toContain(HERO);
  expect(landing).toMatch(/<style data-styled="true"/);
  for (const path of ['/signin', '/accounts', '/no-such-page']) {
    const page = await (await request.get(path)).text();
    expect(page).not.toContain(HERO);
    expect(ROOT.exec(page)?.[1]).toBe('');
  }
});

test('with scripts off, / shows the whole styled landing page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const landing = new LandingPage(page);
  await expect(landing.heading).toBeVisible();
  await expect(landing.signUpLink).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Real-time Updates' })).toBeVisible();
  // Styled from the HTML: the button's colours are the theme's.
  await expect(landing.signUpLink).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  await screenshot(page, 'landing-without-scripts');
  await context.close();
});

test('the app hydrates the prerendered page in place, without moving it, and its links are the app’s', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await recordFirstHeading(page);
  const landing = new LandingPage(page);
  await landing.goto();
  const kept = await page.evaluate(() => {
    const first = window as unknown as { firstHeading: Element | null; firstBox: string };
    const heading = document.querySelector('h1');
    return {
      sameElement: first.firstHeading !== null && first.firstHeading === heading,
      sameBox: first.firstBox === JSON.stringify(heading?.getBoundingClientRect()),
    };
  });
  expect(kept).toEqual({ sameElement: true, sameBox: true });
  await screenshot(page, 'landing-hydrated');

  // A link works through the app: the sign-in screen opens without a new page load (the window is the same).
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await landing.signInLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test("the app's own first render of / is the prerendered markup, class names included", async ({ page, request }) => {
  const served = await (await request.get('/')).text();
  const prerendered = ROOT.exec(served)?.[1] ?? '';
  expect(prerendered).toContain(HERO);
  // The same page with an empty #root: the app renders the landing page itself.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(ROOT, '<div id="root"></div></body>') });
  });
  await page.goto('/');
  await expect(new LandingPage(page).takenOver).toBeAttached();
  const rendered = await page.locator('#root').innerHTML();
  expect(rendered.replace(/ data-bus-instance="[^"]*"/, '')).toBe(prerendered);
});

test('a browser that keeps a session, or comes back from the hosted sign-in, never shows the landing page', async ({
  browser,
  baseURL,
}) => {
  // Only the HTML and its inline gate run: the app's scripts are held back.
  const visit = async (path: string, shows: boolean, storageState?: string) => {
    const context = await browser.newContext({ baseURL, ...(storageState ? { storageState } : {}) });
    await context.route(/\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(path);
    // By its markup: a hidden heading is not in the accessibility tree that getByRole reads.
    const heading = page.locator('#root h1', { hasText: HERO });
    await expect(heading).toBeAttached();
    await (shows ? expect(heading).toBeVisible() : expect(heading).toBeHidden());
    await context.close();
  };
  await visit('/', true);
  await visit('/', false, SIGNED_IN_STATE);
  await visit('/?code=abc&state=xyz', false);
  await visit('/?error=access_denied', false);
});

test("a signed-out visitor's landing page downloads neither a person's data nor the Link script", async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text() });
  });
  await new LandingPage(page).goto();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const { url, body } of scripts) {
    expect(url).not.toContain('link-initialize');
    // The financial store's and the live updates' own texts (@finance/shared/data), which minifying keeps.
    const text = await body;
    expect(text, url).not.toContain('Failed to fetch accounts');
    expect(text, url).not.toContain('text/event-stream');
  }
});
