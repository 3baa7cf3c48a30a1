import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { LiveUpdates } from '../page-models/live-updates';
import {
  apiTransactions,
  loadedWindow,
  personToday,
  shiftDay,
  type ApiTransaction,
} from '../page-models/transactions-api';
import { TransactionsPage } from '../page-models/transactions-page';
import { apiAccounts, newDataAtTheBank, signedInUserId } from '../support/accounts-api';
import { screenshot } from '../support/app-page';
import { signUp } from '../support/sign-up';

// The bank-linking emulator's Tartan Bank dates by the calendar of Pacific/Kiritimati (UTC+14): a whole day ahead of
// Honolulu at every hour, and ahead of New York from its early morning on.
const BANK = { id: 'ins_109511', name: 'Tartan Bank' };

/** A bank's date as the app shows it ("Nov 27, 2026"), read by the calendar alone. */
function shownDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A server timestamp as the app shows it to a person in the zone ("11/25/2026, 8:03 PM"). */
function shownDateTime(timestamp: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(new Date(timestamp))
    .replace(/\s/g, ' ');
}

/** The instant it is the given hour of the given day in the zone (no daylight-saving change falls at that hour). */
function instantAt(day: string, hour: number, timeZone: string): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const local = new Date(guess.toLocaleString('en-US', { timeZone }) + ' UTC');
  return new Date(guess.getTime() - (local.getTime() - guess.getTime()));
}

/** The person's transactions of the week either side of their today, as the API has them from the bank. */
async function recentTransactions(page: Page): Promise<ApiTransaction[]> {
  const today = await personToday(page);
  return apiTransactions(page, { start_date: shiftDay(today, { days: -7 }), end_date: shiftDay(today, { days: 7 }) });
}

/**
 * The bank's today: it reports new data (a few purchases at least, dated its today) and the API syncs it; the newest
 * date the API then has is the bank's. A day's history alone may hold no transaction at all.
 */
async function banksToday(page: Page, userId: string): Promise<string> {
  const before = new Set((await recentTransactions(page)).map((transaction) => transaction.transaction_id));
  await newDataAtTheBank(userId, BANK.id);
  let recent: ApiTransaction[] = [];
  await expect
    .poll(
      async () => {
        recent = await recentTransactions(page);
        return recent.some((transaction) => !before.has(transaction.transaction_id));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return recent.map((transaction) => transaction.date).reduce((newest, date) => (date > newest ? date : newest));
}

/** The counts the live notice announces ("3 new transactions, 6 pending transactions posted, ... at Tartan Bank"). */
function announced(notice: string): { added: number; removed: number } {
  const count = (pattern: RegExp) => Number((pattern.exec(notice)?.[1] ?? '0').replace(/,/g, ''));
  return { added: count(/([\d,]+) new transactions?/), removed: count(/([\d,]+) transactions? removed/) };
}

const PEOPLE = [
  // In New York the browser's clock is set to 8 pm on the day before the bank's when that is past (before about 5 am
  // New York time): there Tartan Bank is already on its next day, as it is for real from about 5 am New York time.
  { zone: 'America/New_York', slug: 'new-york', person: ['Nora', 'York'], eveningClock: true },
  // In Honolulu nothing is set: Tartan Bank's calendar is a day ahead at every hour.
  { zone: 'Pacific/Honolulu', slug: 'honolulu', person: ['Hana', 'Lulu'], eveningClock: false },
] as const;

for (const { zone, slug, person, eveningClock } of PEOPLE) {
  test.describe(`a person in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('sees what the bank dated their tomorrow, as many new rows as the live notice announces, dates as dated', async ({
      page,
    }) => {
      const live = new LiveUpdates(page);
      await signUp(page, newGoogleAccount(person[0], person[1]));
      const accounts = new AccountsPage(page);
      await accounts.linkInstitution(BANK.name);
      await accounts.waitForFirstSync(BANK.name);
      const userId = await signedInUserId(page);

      const bankDay = await banksToday(page, userId);
      // The set the page holds was loaded with the session, by the real clock: a clock set back below makes the
      // window one day longer, but a held set never reaches back for the day it gains (a real day never goes back).
      const heldFrom = (await loadedWindow(page)).start_date;
      // The evening before the bank's day, when that is past: a clock set ahead of the real one would make every
      // token the identity service hands out look expired to the page (from about 5 am New York time the real clock
      // is on that day already, and the bank a day ahead of it).
      const evening = instantAt(shiftDay(bankDay, { days: -1 }), 20, zone);
      if (eveningClock && evening.getTime() < Date.now()) await page.clock.install({ time: evening });
      const transactions = new TransactionsPage(page);
      await live.open('/transactions');
      const today = await personToday(page);
      expect(bankDay > today, `the bank's ${bankDay} is past the person's ${today}`).toBe(true);

      // Every transaction of the window shows, the bank's "tomorrow" first (newest first), dated as the bank dated it.
      await transactions.waitForRows();
      const held = await apiTransactions(page, { start_date: heldFrom });
      expect(held.some((transaction) => transaction.date === bankDay)).toBe(true);
      await expect.poll(async () => (await transactions.totals()).count).toBe(held.length);
      await expect.poll(async () => (await transactions.columnTexts('date'))[0]).toBe(shownDate(bankDay));
      await screenshot(page, `time-zones-${slug}-1-transactions`);

      // The date filters: To defaults to the latest date loaded, the bank's; From at that date keeps its rows alone.
      await transactions.openFilters();
      await expect(transactions.dateInput('To')).toHaveValue(bankDay);
      const earliest = held.map((transaction) => transaction.date).reduce((min, date) => (date < min ? date : min));
      expect(earliest >= (await loadedWindow(page)).start_date).toBe(true);
      await expect(transactions.dateInput('From')).toHaveValue(earliest);
      await transactions.setDate('From', bankDay);
      await expect
        .poll(async () => (await transactions.totals()).count)
        .toBe(held.filter((transaction) => transaction.date === bankDay).length);
      expect(new Set(await transactions.columnTexts('date'))).toEqual(new Set([shownDate(bankDay)]));
      await screenshot(page, `time-zones-${slug}-2-filtered`);
      await transactions.setDate('From', '');
      await expect.poll(async () => (await transactions.totals()).count).toBe(held.length);
      await transactions.panel.getByRole('button', { name: 'Close filters' }).click();
      await expect(transactions.panel).toBeHidden();

      // The bank's new data of its today: the table gains the rows the notice announces, without a reload.
      await live.markDocument();
      await newDataAtTheBank(userId, BANK.id);
      await expect(live.notice).toHaveText(/^[\d,]+ new transactions?\b.* at Tartan Bank$/, { timeout: 30_000 });
      const { added, removed } = announced((await live.notice.innerText()).trim());
      expect(added).toBeGreaterThan(0);
      await expect.poll(async () => (await transactions.totals()).count).toBe(held.length + added - removed);
      const now = await apiTransactions(page, { start_date: heldFrom });
      expect(now.length).toBe(held.length + added - removed);
      const known = new Set(held.map((transaction) => transaction.transaction_id));
      const arrived = now.filter((transaction) => !known.has(transaction.transaction_id));
      expect(arrived.every((transaction) => transaction.date > today)).toBe(true);
      expect(await live.sameDocument()).toBe(true);

      // On a phone.
      await page.setViewportSize({ width: 375, height: 667 });
      await expect.poll(async () => (await transactions.columnTexts('date'))[0]).toBe(shownDate(bankDay));
      await screenshot(page, `time-zones-${slug}-3-transactions-phone`);

      // "Last updated" is the server's time of the sync, shown in the person's zone.
      await accounts.goto();
      const synced = (await apiAccounts(page)).find((account) => account.name === 'Plaid Checking')!;
      const row = accounts.card(BANK.name).getByTestId('account-row').filter({ hasText: 'Plaid Checking' });
      await expect(row).toContainText(`Last updated: ${shownDateTime(synced.last_sync!, zone)}`);
      await screenshot(page, `time-zones-${slug}-4-accounts-phone`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(row).toContainText(`Last updated: ${shownDateTime(synced.last_sync!, zone)}`);
      await screenshot(page, `time-zones-${slug}-5-accounts`);
    });
  });
}
