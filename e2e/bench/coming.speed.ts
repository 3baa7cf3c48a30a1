import { test, type BrowserContextOptions } from '@playwright/test';
import type { RecurringResponse } from '@finance/shared/contracts';
import { callApi } from '../page-models/api-as-person';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { BENCH_BANK, linkInstitution } from '../page-models/link-flow';
import { personToday } from '../page-models/transactions-api';
import { screenshot } from '../support/app-page';
import { signUp } from '../support/sign-up';
import { figuresShown, median, ms, newPage, rearm, summaryRequests, timeline } from './figures-probe';

// `npm run bench -w mfe-insights` (with the Dashboard, Trends and Budgets): Coming up (/dashboard/coming) with the
// benchmark login of BENCH_SIZES thousand transactions (default 200: user_bench_200k), its streams computed at the end
// of the link's sync; timed in Chromium to the painted frame: a first visit (a fresh browser with the session) and a
// returning one (from the Dashboard, by its Coming up card's link). Medians; prints figures, asserts nothing.

const SIZES = (process.env.BENCH_SIZES ?? '200').split(',').map(Number);
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const TIMELINE = process.env.BENCH_TIMELINE === '1';

/** The goals (issue 35, point 6), printed beside the figures they are for. */
const GOALS = { firstVisitMs: 1_000, returningMs: 300 } as const;
const goal = (value: number, limit: number) => ` (goal < ${limit} ms: ${value < limit ? 'met' : 'missed'})`;

for (const thousands of SIZES) {
  test(`Coming up at ${(thousands * 1000).toLocaleString('en-US')} transactions`, async ({ browser, baseURL }) => {
    test.setTimeout(60 * 60_000);
    const base: BrowserContextOptions = { baseURL, ignoreHTTPSErrors: true, viewport: { width: 1400, height: 900 } };
    const setup = await browser.newContext(base);
    const setupPage = await setup.newPage();
    await signUp(setupPage, newGoogleAccount('Bench', 'Coming'));
    await linkInstitution(setupPage, { ...BENCH_BANK, username: `user_bench_${thousands}k` });
    const today = await personToday(setupPage);
    const answer = (await callApi(setupPage, 'GET', '/recurring', { query: { today } })) as RecurringResponse;
    const options = { ...base, storageState: await setup.storageState() };

    const lines = [
      `${answer.streams.length} streams, ${answer.upcoming.length} due in the next 30 days, safe to spend ${answer.safe_to_spend.amount}`,
    ];
    const firsts: number[] = [];
    const returning: number[] = [];
    const reads: number[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      const page = await newPage(browser, options);
      await page.goto('/dashboard/coming');
      firsts.push(await figuresShown(page));
      reads.push(...(await summaryRequests(page)).filter((r) => r.path === '/recurring').map((r) => r.ms));
      if (load === 0) await screenshot(page, `bench-coming-${thousands}k`);
      if (TIMELINE && load === 0) console.log(`\n/dashboard/coming, first visit:\n${await timeline(page)}`);
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Bills, income and subscriptions' }).waitFor();
      await rearm(page);
      const start = await page.evaluate(() => performance.now());
      await page.getByRole('link', { name: 'Bills, income and subscriptions' }).click();
      await page.getByRole('heading', { level: 1, name: 'Coming up' }).waitFor();
      returning.push((await figuresShown(page)) - start);
      await page.context().close();
    }
    lines.push(
      `first visit (navigation to figures painted): ${ms(median(firsts))}${goal(median(firsts), GOALS.firstVisitMs)}`,
    );
    lines.push(
      `returning (from the Dashboard's card): ${ms(median(returning))}${goal(median(returning), GOALS.returningMs)}`,
    );
    lines.push(`GET /recurring in the page (first visits): ${ms(median(reads))} median of ${reads.length}`);

    const phone = await newPage(browser, {
      ...options,
      viewport: { width: 375, height: 667 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto('/dashboard/coming');
    await figuresShown(phone);
    await screenshot(phone, `bench-coming-${thousands}k-phone`);
    await phone.context().close();
    await setup.close();
    console.log(
      `\nComing up at ${(thousands * 1000).toLocaleString('en-US')} transactions (${LOADS} loads, medians):\n  ${lines.join('\n  ')}`,
    );
  });
}
