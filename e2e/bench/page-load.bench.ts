import { test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { signUp } from '../support/sign-up';
import { APP_ROUTES, PUBLIC_ROUTES } from '../support/routes';

// `npm run bench`: for the landing page and every route, the JavaScript the browser downloads (as served: gzip) and
// the median time to first render over LOADS cold loads in Chromium (a fresh browser context each time). Signed-in
// routes load with a signed-in session, so their time includes reading the session before the page can show.
// Prints figures; asserts nothing.

const LOADS = Number(process.env.BENCH_LOADS ?? 10);

// Records when the page's first h1 (the route's own content, after the session and any remote have loaded) exists.
const FIRST_RENDER_PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('h1')) {
      window.__firstRenderMs = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measure(browser: Browser, path: string, options: BrowserContextOptions) {
  const renders: number[] = [];
  const paints: number[] = [];
  let jsBytes = 0;
  let jsFiles = 0;
  for (let load = 0; load < LOADS; load += 1) {
    const context = await browser.newContext(options);
    await context.addInitScript(FIRST_RENDER_PROBE);
    const page = await context.newPage();
    const sizes: Array<Promise<number>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(path);
    await page.waitForFunction(() => (window as unknown as { __firstRenderMs?: number }).__firstRenderMs !== undefined);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      render: (window as unknown as { __firstRenderMs: number }).__firstRenderMs,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }));
    renders.push(timing.render);
    paints.push(timing.paint);
    if (load === 0) {
      const all = await Promise.all(sizes);
      jsBytes = all.reduce((sum, size) => sum + size, 0);
      jsFiles = all.length;
    }
    await context.close();
  }
  return {
    'JS files': jsFiles,
    'JS KiB (gzip)': (jsBytes / 1024).toFixed(1),
    'first render ms (median)': median(renders).toFixed(0),
    'first contentful paint ms (median)': median(paints).toFixed(0),
  };
}

test('page loads per route', async ({ browser, baseURL }) => {
  test.setTimeout(30 * 60_000);
  const base: BrowserContextOptions = { baseURL, ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } };

  const setup = await browser.newContext(base);
  await signUp(await setup.newPage(), newGoogleAccount('Bench', 'Mark'));
  const storageState = await setup.storageState();
  await setup.close();

  const rows: Array<Record<string, string | number>> = [];
  for (const route of PUBLIC_ROUTES) {
    rows.push({ route: route.path === '/' ? '/ (landing, signed out)' : route.path, ...(await measure(browser, route.path, base)) });
  }
  for (const route of APP_ROUTES) {
    rows.push({ route: `${route.path} (signed in)`, ...(await measure(browser, route.path, { ...base, storageState })) });
  }
  console.log(`\nPage loads in Chromium, ${LOADS} cold loads per route (fresh browser context each), production builds:`);
  console.table(rows);
});
