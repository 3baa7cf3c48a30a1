import { test, type Browser, type BrowserContextOptions, type Page, type Request } from '@playwright/test';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { signUp } from '../support/sign-up';
import { APP_ROUTES, PUBLIC_ROUTES } from '../support/routes';
import { attribute, describe, type ScriptBytes } from './script-origins';

// `npm run bench`: for the landing page and every route, the JavaScript the browser downloads (as served: gzip) and
// the median time to first render over LOADS cold loads in Chromium (a fresh browser context each time). Signed-in
// routes load with a signed-in session, so their time includes reading the session before the page can show.
// Prints figures; asserts nothing. Bytes are split per app (exact) and per package (estimated from source maps).
// A load is over when its first render exists and no script has been in flight for QUIET_MS: the signed-in pages
// hold the live event stream (GET /events) open, so the network never goes idle.

const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const QUIET_MS = 500;

/**
 * Budgets of JavaScript (KiB gzip, first load), printed beside the figures: the landing page's whole (README), and what
 * the insights remote adds to its pages: the Dashboard draws no chart; Trends draws two, with recharts (its largest
 * part, loaded only when a chart shows).
 */
const BUDGETS: Record<string, { app: string | null; kib: number }> = {
  '/ (landing, signed out)': { app: null, kib: 140 },
  '/dashboard (signed in)': { app: 'mfe-insights', kib: 40 },
  '/trends (signed in)': { app: 'mfe-insights', kib: 200 },
};

/** "mfe-insights 31.2 of 40: met", for a route with a budget. */
function budgetText(route: string, byApp: Map<string, number>): string {
  const budget = BUDGETS[route];
  if (!budget) return '';
  const bytes = budget.app ? (byApp.get(budget.app) ?? 0) : [...byApp.values()].reduce((sum, b) => sum + b, 0);
  const kib = bytes / 1024;
  return `${budget.app ?? 'all'} ${kib.toFixed(1)} of ${budget.kib}: ${kib <= budget.kib ? 'met' : 'missed'}`;
}

// Records when the page's first h1 exists (the route's own content, after the session and any remote have loaded),
// and when the app has taken the page over: the shell's root carries the bus's instance id once the app renders it
// (the landing page's prerendered HTML has its heading long before; this is when its links and menus work).
const FIRST_RENDER_PROBE = `
  new MutationObserver((_, observer) => {
    window.__firstRenderMs ??= document.querySelector('h1') ? performance.now() : undefined;
    window.__takenOverMs ??= document.querySelector('[data-app="shell"][data-bus-instance]') ? performance.now() : undefined;
    if (window.__firstRenderMs !== undefined && window.__takenOverMs !== undefined) observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-bus-instance'] });
`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Follows a page's script requests, so a load can wait until scripts have been quiet for QUIET_MS. */
function followScripts(page: Page, totals: ScriptBytes | null) {
  let inFlight = 0;
  let lastChange = Date.now();
  const sizes: Array<Promise<void>> = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const settle = (request: Request, finished: boolean) => {
    if (request.resourceType() !== 'script') return;
    inFlight -= 1;
    lastChange = Date.now();
    if (finished && totals) {
      sizes.push(request.sizes().then((size) => attribute(totals, request.url(), size.responseBodySize)));
    }
  };
  page.on('requestfinished', (request) => settle(request, true));
  page.on('requestfailed', (request) => settle(request, false));
  return {
    async quiet(): Promise<void> {
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(50);
      await Promise.all(sizes);
    },
    files: () => sizes.length,
  };
}

async function measure(browser: Browser, path: string, options: BrowserContextOptions) {
  const renders: number[] = [];
  const takeovers: number[] = [];
  const paints: number[] = [];
  const totals: ScriptBytes = { byApp: new Map(), byPackage: new Map() };
  let jsFiles = 0;
  for (let load = 0; load < LOADS; load += 1) {
    const context = await browser.newContext(options);
    await context.addInitScript(FIRST_RENDER_PROBE);
    const page = await context.newPage();
    const scripts = followScripts(page, load === 0 ? totals : null);
    await page.goto(path);
    await page.waitForFunction(() => {
      const probe = window as unknown as { __firstRenderMs?: number; __takenOverMs?: number };
      return probe.__firstRenderMs !== undefined && probe.__takenOverMs !== undefined;
    });
    await scripts.quiet();
    const timing = await page.evaluate(() => ({
      render: (window as unknown as { __firstRenderMs: number }).__firstRenderMs,
      takenOver: (window as unknown as { __takenOverMs: number }).__takenOverMs,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }));
    renders.push(timing.render);
    takeovers.push(timing.takenOver);
    paints.push(timing.paint);
    if (load === 0) jsFiles = scripts.files();
    await context.close();
  }
  const jsBytes = [...totals.byApp.values()].reduce((sum, bytes) => sum + bytes, 0);
  return {
    bytesByApp: totals.byApp,
    figures: {
      'JS files': jsFiles,
      'JS KiB (gzip)': (jsBytes / 1024).toFixed(1),
      'first render ms (median)': median(renders).toFixed(0),
      'app took over ms (median)': median(takeovers).toFixed(0),
      'first contentful paint ms (median)': median(paints).toFixed(0),
    },
    byApp: describe(totals.byApp, 0),
    byPackage: describe(totals.byPackage),
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
  const origins: string[] = [];
  const record = async (label: string, path: string, options: BrowserContextOptions) => {
    const result = await measure(browser, path, options);
    rows.push({ route: label, ...result.figures, 'budget KiB': budgetText(label, result.bytesByApp) });
    origins.push(`${label}\n  per app: ${result.byApp}\n  per package: ${result.byPackage}`);
  };
  for (const route of PUBLIC_ROUTES) {
    await record(route.path === '/' ? '/ (landing, signed out)' : route.path, route.path, base);
  }
  for (const route of APP_ROUTES) {
    await record(`${route.path} (signed in)`, route.path, { ...base, storageState });
  }
  console.log(
    `\nPage loads in Chromium, ${LOADS} cold loads per route (fresh browser context each), production builds:`,
  );
  console.table(rows);
  console.log(`\nJavaScript KiB (gzip) per app and per package (estimated from source maps), first load:`);
  console.log(origins.join('\n'));
});
