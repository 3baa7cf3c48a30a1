// "This month" is the person's month (issues 33 and 34): at one instant around a month's first day, a person in New York is
// already in the new month while a person in Honolulu is still on the last day of the old one. With the browser's
// clock set to that instant, the Dashboard, Trends and Budgets of each show their own month, and its figures to the cent;
// Coming up counts from their own today.
// Runs in the time-zones project (its name matches), in both zones.
import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { callApi } from '../page-models/api-as-person';
import { budgetSpentCents, dollars, figure, spendCents } from '../page-models/summary-figures';
import { apiTransactions, personToday, shiftDay } from '../page-models/transactions-api';
import { screenshot } from '../support/app-page';
import { signUp } from '../support/sign-up';

const BANK = 'First Platypus Bank';

/**
 * 09:30 UTC on the latest 1st of a month at least a day past: 4:30 or 5:30 am of the 1st in New York, 11:30 pm of
 * the month's last day in Honolulu. In the past, as a clock must be here: set ahead of the real one, every token the
 * identity service hands out would look expired to the page.
 */
function monthTurn(): Date {
  const dayAgo = new Date(Date.now() - 24 * 3600_000);
  const turn = new Date(Date.UTC(dayAgo.getUTCFullYear(), dayAgo.getUTCMonth(), 1, 9, 30));
  return turn.getTime() <= dayAgo.getTime()
    ? turn
    : new Date(Date.UTC(turn.getUTCFullYear(), turn.getUTCMonth() - 1, 1, 9, 30));
}

const PEOPLE = [
  { zone: 'America/New_York', slug: 'new-york', person: ['Nell', 'Newmonth'], monthStarted: true },
  { zone: 'Pacific/Honolulu', slug: 'honolulu', person: ['Hale', 'Lastday'], monthStarted: false },
] as const;

/** "Nov 1, 2026", as the pages write a calendar date. */
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** "November 2026", the person's month of a calendar date. */
const monthName = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${day.slice(0, 8)}01T00:00:00Z`),
  );

for (const { zone, slug, person, monthStarted } of PEOPLE) {
  test.describe(`a person in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('sees their own month on the Dashboard, in Trends and in Budgets at the turn of a month', async ({ page }) => {
      test.setTimeout(240_000);
      await signUp(page, newGoogleAccount(person[0], person[1]));
      const accounts = new AccountsPage(page);
      await accounts.linkInstitution(BANK);
      await accounts.waitForFirstSync(BANK);

      await page.clock.install({ time: monthTurn() });
      await page.goto('/dashboard');
      const today = await personToday(page);
      expect(today.endsWith('-01'), `${zone}: ${today} is the 1st`).toBe(monthStarted);
      const first = `${today.slice(0, 8)}01`;
      const thisMonth = await apiTransactions(page, { start_date: first, end_date: today });

      // The Dashboard's month so far: from the person's 1st to their today.
      const month = page.getByRole('region', { name: 'This month so far' });
      await expect(month).toContainText(`${shown(first)} – ${shown(today)}`);
      await expect(figure(month, 'Spending')).toHaveText(dollars(spendCents(thisMonth)));
      await screenshot(page, `insights-time-zones-${slug}-dashboard`);

      // Coming up counts from the person's today, whichever day it is in UTC.
      const asked = page.waitForRequest((request) => request.url().includes('/recurring?today='));
      await page.goto('/dashboard/coming');
      expect(new URL((await asked).url()).searchParams.get('today')).toBe(today);
      const safe = page.getByRole('region', { name: 'Safe to spend' });
      await expect(safe).toContainText('How it is worked out');
      await expect(page.getByRole('alert')).toHaveCount(0);

      // Trends' "This month", and the same days of last month it is compared with.
      await page.goto('/trends?range=month');
      const lastMonth = shiftDay(today, { months: -1 });
      await expect(page.getByText(`${shown(first)} – ${shown(today)}, compared with`)).toBeVisible();
      await expect(
        page.getByText(`compared with ${shown(`${lastMonth.slice(0, 8)}01`)} – ${shown(lastMonth)}`),
      ).toBeVisible();
      const period = page.getByRole('region', { name: 'Spending and income' });
      await expect(figure(period, 'Spending')).toHaveText(dollars(spendCents(thisMonth)));
      const before = await apiTransactions(page, { start_date: `${lastMonth.slice(0, 8)}01`, end_date: lastMonth });
      await expect(period).toContainText(`the previous period (${dollars(spendCents(before))})`);
      await expect(
        page.getByRole('region', { name: 'Income and spending' }).locator('.recharts-surface'),
      ).toBeVisible();
      await screenshot(page, `insights-time-zones-${slug}-trends`);

      // Budgets: the person's month, its spending to the cent, and the even pace by the end of their today (all of
      // the month on its last evening, one day of it on the 1st).
      const days = Number(shiftDay(`${today.slice(0, 8)}01`, { months: 1, days: -1 }).slice(8));
      await callApi(page, 'PATCH', `/budgets/${today.slice(0, 7)}`, {
        body: { categories: [{ category: 'FOOD_AND_DRINK', amount: 300 }] },
      });
      await page.goto('/budgets');
      await expect(page.getByRole('heading', { level: 2, name: monthName(today), exact: true })).toBeVisible();
      const food = page.getByRole('region', { name: 'Budgeted' }).getByRole('listitem', { name: 'Food And Drink' });
      // The whole month's rows: a bank may date some after the person's today (the clock here is set in the past).
      const wholeMonth = await apiTransactions(page, {
        start_date: first,
        end_date: `${today.slice(0, 8)}${String(days).padStart(2, '0')}`,
      });
      await expect(food).toContainText(`${dollars(budgetSpentCents(wholeMonth, 'FOOD_AND_DRINK'))} spent of $300.00`);
      const pace = Math.round((30_000 * Number(today.slice(8))) / days);
      await expect(food).toContainText(`At an even pace, ${dollars(pace)} by today`);
      expect(pace).toBe(monthStarted ? Math.round(30_000 / days) : 30_000);
      await screenshot(page, `insights-time-zones-${slug}-budgets`);

      // Six hours earlier, 03:30 UTC: the last evening of the old month in both zones (10:30 or 11:30 pm in New York,
      // as daylight saving time stands). The page opened then shows that month, with all of its budget as the pace.
      await page.clock.setSystemTime(new Date(monthTurn().getTime() - 6 * 3600_000));
      await page.goto('/budgets');
      const evening = await personToday(page);
      expect(evening.slice(0, 7) < `${monthTurn().toISOString().slice(0, 7)}`, `${zone}: ${evening}`).toBe(true);
      await expect(page.getByRole('heading', { level: 2, name: monthName(evening), exact: true })).toBeVisible();
      if (monthStarted) {
        await callApi(page, 'PATCH', `/budgets/${evening.slice(0, 7)}`, {
          body: { categories: [{ category: 'FOOD_AND_DRINK', amount: 300 }] },
        });
      }
      await expect(food).toContainText('At an even pace, $300.00 by today');
    });
  });
}
