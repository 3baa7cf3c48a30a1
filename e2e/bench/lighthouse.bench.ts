import { chromium, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from 'emulators/testing/browser';

// `npm run bench`: Lighthouse's own audit of the pages a newcomer opens first, the landing page and the sign-in page,
// with its default mobile settings (a mid-range phone's screen, 4x CPU slowdown, a slow 4G network, simulated), on the
// local production build the bench serves. Prints the performance and accessibility scores; asserts nothing.

const PAGES = ['/', '/signin'];
/** Where Lighthouse reaches the browser: Chrome's remote debugging protocol, on loopback. */
const DEBUGGING_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9334);

test('Lighthouse on a phone: landing and sign-in pages', async ({ baseURL }) => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUGGING_PORT}`, '--remote-debugging-address=127.0.0.1'],
  });
  try {
    const rows: string[] = [];
    for (const path of PAGES) {
      const answer = await lighthouse(new URL(path, baseURL).href, {
        port: DEBUGGING_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = answer.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => audits[id]?.displayValue ?? '-';
      rows.push(
        `${path.padEnd(10)} performance ${String(score('performance')).padStart(3)}  accessibility ${String(
          score('accessibility'),
        ).padStart(
          3,
        )}  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric(
          'total-blocking-time',
        )}  CLS ${metric('cumulative-layout-shift')}`,
      );
    }
    console.log(`\nLighthouse (mobile settings):\n${rows.join('\n')}`);
  } finally {
    await browser.close();
  }
});
