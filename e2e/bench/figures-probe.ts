// The insights benches' measure of a page (insights.speed.ts, budgets.speed.ts): when its figures were painted, what
// it fetched and when, medians.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

export function median(values: number[]): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

// window.__figuresMs: when the page's figures were last all shown, painted (the frame after the DOM showed them): a
// page of cards (three at least) each done (none busy: loading, or showing another range's figures), and on Trends
// its two charts drawn. Re-armed by setting it to null. window.__chartsMs: when every chart frame of the page first
// held its drawing, painted (the Dashboard draws its net worth line after the figures).
const FIGURES_PROBE = `
  (() => {
    const drawn = () => {
      const frames = document.querySelectorAll('figure[aria-label]');
      return frames.length > 0 && [...frames].every((frame) => frame.querySelector('.recharts-surface'));
    };
    new MutationObserver((_, observer) => {
      if (!drawn()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (window.__chartsMs = performance.now())));
    }).observe(document, { childList: true, subtree: true });
    const done = () => {
      const cards = document.querySelectorAll('section[aria-labelledby]');
      if (!document.querySelector('h1') || cards.length < 3) return false;
      if (document.querySelector('section[aria-busy="true"]')) return false;
      return location.pathname !== '/trends' || document.querySelectorAll('.recharts-surface').length >= 2;
    };
    window.__figuresMs = undefined;
    let waiting = false;
    new MutationObserver(() => {
      if (window.__figuresMs !== undefined && window.__figuresMs !== null) return;
      if (waiting || !done()) return;
      waiting = true;
      requestAnimationFrame(() => setTimeout(() => {
        waiting = false;
        if (done()) window.__figuresMs = performance.now();
      }));
    }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  })();
`;

/** The time the probe wrote under a name of the window, once it has. */
async function probed(page: Page, name: '__figuresMs' | '__chartsMs'): Promise<number> {
  // Both functions run in the page: each reads the window itself.
  await page.waitForFunction((key) => typeof (window as unknown as Record<string, unknown>)[key] === 'number', name, {
    timeout: 120_000,
  });
  return page.evaluate((key) => (window as unknown as Record<string, number>)[key]!, name);
}

/** When the page's figures were last all shown, painted. */
export const figuresShown = (page: Page) => probed(page, '__figuresMs');

/** When the page's charts were first all drawn, painted (after the figures, on the Dashboard). */
export const chartsShown = (page: Page) => probed(page, '__chartsMs');

export const rearm = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __figuresMs: null }).__figuresMs = null));

/** The page's summary requests since it loaded: path and duration. */
export async function summaryRequests(
  page: Page,
): Promise<Array<{ path: string; ms: number; start: number; end: number }>> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /:4000\/(summary\/|spending\/|budgets\/|recurring\?|insights\?)/.test(entry.name))
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          path: new URL(timing.name).pathname,
          ms: timing.responseEnd - timing.startTime,
          start: timing.startTime,
          end: timing.responseEnd,
        };
      }),
  );
}

/** What the page fetched, in the order it asked: from navigation to asked and answered, and its path. */
export async function timeline(page: Page): Promise<string> {
  const lines = await page.evaluate(() => {
    const figures = (window as unknown as { __figuresMs: number }).__figuresMs;
    const rows = performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      const url = new URL(timing.name);
      return `${timing.startTime.toFixed(0).padStart(6)} -> ${timing.responseEnd.toFixed(0).padStart(6)} ms  ${url.port} ${url.pathname}`;
    });
    const paint = performance
      .getEntriesByType('paint')
      .map((entry) => `${entry.startTime.toFixed(0).padStart(6)} ms  ${entry.name}`);
    return [...rows, ...paint, `${figures.toFixed(0).padStart(6)} ms  figures painted`];
  });
  return lines.map((line) => `  ${line}`).join('\n');
}

export async function newPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript(FIGURES_PROBE);
  return context.newPage();
}

/** A tab of the app's top bar, clicked: a navigation within the page (no load). */
export async function goToTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}
