import { test, type BrowserContextOptions } from '@playwright/test';
import { callApi } from '../page-models/api-as-person';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { BENCH_BANK, linkInstitution } from '../page-models/link-flow';
import { apiTransactions, personToday } from '../page-models/transactions-api';
import { screenshot } from '../support/app-page';
import { signUp } from '../support/sign-up';
import {
  chartsShown,
  figuresShown,
  goToTab,
  median,
  ms,
  newPage,
  rearm,
  summaryRequests,
  timeline,
} from './figures-probe';

// `npm run bench -w mfe-insights`: the insights remote's pages with the benchmark login of BENCH_SIZES thousand
// transactions (default 200: user_bench_200k), timed in Chromium to the painted frame: the Dashboard and Trends on a
// first visit (a fresh browser with the session, nothing in memory) and on a returning one (back to the page from
// another tab of the app), a change of Trends' range (from the click, and from the last answer), and a correction
// made elsewhere reflected on the open page. Beside them, each summary request's time in the page. Medians; prints
// figures, asserts nothing.

const SIZES = (process.env.BENCH_SIZES ?? '200').split(',').map((size) => {
  const thousands = Number(size.trim());
  if (!Number.isInteger(thousands) || thousands < 1 || thousands > 500)
    throw new Error(`BENCH_SIZES takes thousands from 1 to 500, separated by commas; got "${size}"`);
  return thousands;
});
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
/** BENCH_TIMELINE=1: each page's first visit also prints what it fetched, when (from navigation, ms), and how long. */
const TIMELINE = process.env.BENCH_TIMELINE === '1';

/** The goals (issue 33), printed beside the figures they are for. */
const GOALS = { firstVisitMs: 1_000, returningMs: 300, rangeAfterAnswerMs: 100, correctionMs: 300 } as const;

const goal = (value: number, limit: number) => ` (goal < ${limit} ms: ${value < limit ? 'met' : 'missed'})`;

for (const thousands of SIZES) {
  test(`the Dashboard and Trends at ${(thousands * 1000).toLocaleString('en-US')} transactions`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60 * 60_000);
    const base: BrowserContextOptions = { baseURL, ignoreHTTPSErrors: true, viewport: { width: 1400, height: 900 } };
    const setup = await browser.newContext(base);
    const setupPage = await setup.newPage();
    await signUp(setupPage, newGoogleAccount('Bench', 'Insight'));
    await linkInstitution(setupPage, { ...BENCH_BANK, username: `user_bench_${thousands}k` });
    const storageState = await setup.storageState();
    await setup.close();
    const options = { ...base, storageState };

    const lines: string[] = [];
    const summaryTimes = new Map<string, number[]>();
    for (const path of ['/dashboard', '/trends']) {
      const first: number[] = [];
      const charts: number[] = [];
      const returning: number[] = [];
      for (let load = 0; load < LOADS; load += 1) {
        const page = await newPage(browser, options);
        await page.goto(path);
        first.push(await figuresShown(page));
        charts.push(await chartsShown(page));
        for (const request of await summaryRequests(page)) {
          summaryTimes.set(request.path, [...(summaryTimes.get(request.path) ?? []), request.ms]);
        }
        if (load === 0) await screenshot(page, `bench-insights-${thousands}k${path.replace('/', '-')}`);
        if (TIMELINE && load === 0) console.log(`\n${path}, first visit:\n${await timeline(page)}`);
        // Away to another page of the app and back by its tab: the figures are held, then asked for again.
        await goToTab(page, 'Accounts');
        await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
        await rearm(page);
        const start = await page.evaluate(() => performance.now());
        await goToTab(page, path === '/trends' ? 'Trends' : 'Dashboard');
        returning.push((await figuresShown(page)) - start);
        await page.context().close();
      }
      const label = path === '/trends' ? 'Trends' : 'Dashboard';
      lines.push(
        `${label}, first visit (navigation to figures painted): ${ms(median(first))}${goal(median(first), GOALS.firstVisitMs)}`,
      );
      lines.push(`${label}, first visit, its charts drawn too: ${ms(median(charts))}`);
      lines.push(
        `${label}, returning (its tab from Accounts): ${ms(median(returning))}${goal(median(returning), GOALS.returningMs)}`,
      );
    }

    // Both pages on a phone (375 x 667, touch), for the screenshots: with the bench login's figures, every chart fits.
    const phone = await newPage(browser, {
      ...options,
      viewport: { width: 375, height: 667 },
      isMobile: true,
      hasTouch: true,
    });
    for (const path of ['/dashboard', '/trends']) {
      await phone.goto(path);
      await figuresShown(phone);
      await screenshot(phone, `bench-insights-${thousands}k${path.replace('/', '-')}-phone`);
    }
    await phone.context().close();

    // Trends' range changed: from the click to the new figures painted, and from the last summary's answer.
    const page = await newPage(browser, options);
    await page.goto('/trends');
    await figuresShown(page);
    const fromClick: number[] = [];
    const fromAnswer: number[] = [];
    const ranges = ['12 months', '3 months', '18 months', 'This month', '6 months'];
    for (let change = 0; change < LOADS * 2; change += 1) {
      await rearm(page);
      const before = (await summaryRequests(page)).length;
      const start = await page.evaluate(() => performance.now());
      await page
        .getByRole('navigation', { name: 'Range' })
        .getByRole('link', { name: ranges[change % ranges.length] })
        .click();
      const shown = await figuresShown(page);
      const answers = (await summaryRequests(page)).slice(before);
      fromClick.push(shown - start);
      // A range asked for before is held: no answer to wait for.
      fromAnswer.push(answers.length ? shown - Math.max(...answers.map((answer) => answer.end)) : shown - start);
    }
    lines.push(
      `Trends, range changed: ${ms(median(fromClick))} from the click; ${ms(median(fromAnswer))} after the last answer${goal(median(fromAnswer), GOALS.rangeAfterAnswerMs)}`,
    );

    // A correction made elsewhere (the API, as another tab would): this month's largest spend left out of totals.
    await page.getByRole('navigation', { name: 'Range' }).getByRole('link', { name: 'This month' }).click();
    await figuresShown(page);
    const today = await personToday(page);
    const month = await apiTransactions(page, { start_date: `${today.slice(0, 8)}01`, end_date: today });
    const spends = month.filter((transaction) => transaction.amount > 0 && !transaction.excluded).slice(0, LOADS);
    const spending = page.locator('dt:text-is("Spending") + dd');
    const corrections: number[] = [];
    const correctionAnswered: number[] = [];
    const refetchAsked: number[] = [];
    const refetchAnswered: number[] = [];
    for (const transaction of spends) {
      const shown = await spending.innerText();
      const start = await page.evaluate(() => performance.now());
      const before = (await summaryRequests(page)).length;
      await callApi(page, 'POST', '/transactions/bulk', {
        body: { selection: { ids: [transaction.transaction_id] }, set: { excluded: true } },
      });
      correctionAnswered.push((await page.evaluate(() => performance.now())) - start);
      await page.waitForFunction(
        (text) => {
          const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Spending');
          return term?.nextElementSibling?.textContent !== text;
        },
        shown,
        { timeout: 60_000 },
      );
      const changed = await page.evaluate(
        () =>
          new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))),
      );
      corrections.push(changed - start);
      const refetched = (await summaryRequests(page)).slice(before);
      if (refetched.length) {
        refetchAsked.push(Math.min(...refetched.map((answer) => answer.start)) - start);
        refetchAnswered.push(Math.max(...refetched.map((answer) => answer.end)) - start);
      }
    }
    lines.push(
      `A correction elsewhere reflected on Trends (request sent to figure painted): ${ms(median(corrections))}${goal(median(corrections), GOALS.correctionMs)}` +
        ` (the correction answered at ${ms(median(correctionAnswered))}; the figures asked again from` +
        ` ${ms(median(refetchAsked))}, all answered at ${ms(median(refetchAnswered))})`,
    );
    await page.context().close();

    for (const [path, times] of summaryTimes)
      lines.push(`${path} in the page (first visits): ${ms(median(times))} median of ${times.length}`);
    console.log(
      `\nThe insights remote at ${(thousands * 1000).toLocaleString('en-US')} transactions (${LOADS} loads each, ` +
        `medians):\n  ${lines.join('\n  ')}`,
    );
  });
}
