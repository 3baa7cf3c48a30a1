// @ts-check
// `npm run bench`: for the landing page and every route, the JavaScript the browser downloads (gzip, as served)
// and the median time to first render over 10 cold loads in Chromium. Prints figures; asserts nothing.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { browserApps, repoRoot } from '../../tooling/apps.mjs';
import { buildApps } from '../../tooling/build.mjs';
import { runtimeConfigFromEnv } from '../../tooling/serve/runtime-config.mjs';
import { serveApp } from '../../tooling/serve/static-server.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const ROUTES = [
  '/', '/signin', '/dashboard', '/accounts', '/accounts/default', '/accounts/sync-issues', '/transactions',
  '/transactions/default', '/budgets', '/assets', '/trends', '/settings', '/profile', '/subscription', '/terms', '/privacy',
];
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--ignore-certificate-errors',
];

// Records when the page's first h1 (the route's own content, after any remote has loaded) is in the DOM.
const FIRST_RENDER_PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('h1')) {
      window.__firstRenderMs = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? /** @type {number} */ (sorted[middle]) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function startStack() {
  buildApps();
  /** @type {Record<string, string>} */
  const ports = {};
  const servers = [];
  for (const app of browserApps.filter((candidate) => candidate.role === 'remote')) {
    const server = await serveApp({ dir: path.join(repoRoot, app.dir, 'dist'), port: 0, role: 'remote' });
    servers.push(server);
    ports[app.portVariable] = String(server.port);
  }
  /** @type {unknown} */
  let config;
  const shell = await serveApp({ dir: path.join(repoRoot, 'shell', 'dist'), port: 0, role: 'host', runtimeConfig: () => config });
  config = runtimeConfigFromEnv({ ...ports, SHELL_PORT: String(shell.port), PLAID_LINK_SCRIPT_URL: '' });
  servers.push(shell);
  return { url: shell.url, close: () => Promise.all(servers.map((server) => server.close())) };
}

async function main() {
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const route of ROUTES) {
      const renders = [];
      const paints = [];
      let jsBytes = 0;
      let jsFiles = 0;
      for (let load = 0; load < LOADS; load += 1) {
        // A fresh context each time: a cold cache, as for a first visit.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript(FIRST_RENDER_PROBE);
        const page = await context.newPage();
        /** @type {Promise<number>[]} */
        const scriptSizes = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() === 'script') scriptSizes.push(request.sizes().then((sizes) => sizes.responseBodySize));
        });
        await page.goto(`${stack.url}${route}`, { waitUntil: 'load' });
        await page.waitForFunction(() => 'webpackChunkshell' in window && !!document.querySelector('h1'));
        await page.waitForLoadState('networkidle');
        const timing = await page.evaluate(() => ({
          render: /** @type {any} */ (window).__firstRenderMs ?? Number.NaN,
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        }));
        renders.push(timing.render);
        paints.push(timing.paint);
        if (load === 0) {
          const sizes = await Promise.all(scriptSizes);
          jsBytes = sizes.reduce((sum, size) => sum + size, 0);
          jsFiles = sizes.length;
        }
        await context.close();
      }
      rows.push({
        route: route === '/' ? '/ (landing)' : route,
        'JS files': jsFiles,
        'JS KiB (gzip)': (jsBytes / 1024).toFixed(1),
        'first render ms (median)': median(renders).toFixed(0),
        'first contentful paint ms (median)': median(paints).toFixed(0),
      });
    }
  } finally {
    await browser.close();
    await stack.close();
  }
  console.log(`Page loads in Chromium, ${LOADS} cold loads per route (fresh browser context each), served by the production static servers:`);
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
