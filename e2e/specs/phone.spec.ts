// The product on a phone, by touch: an iPhone SE class screen (375 x 667) and a large Android one (412 x 915), in the
// phone projects of playwright.config.ts (isMobile, hasTouch). The desktop journeys are the other specs'.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountsPage, SANDBOX_LOGIN } from '../page-models/accounts-page';
import { AppLayout } from '../page-models/app-layout';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { TransactionsPage } from '../page-models/transactions-page';
import { screenshot, seriousAccessibilityViolations } from '../support/app-page';
import { atmFeeRuleInSettings, atmFeeRuleJourney, atmFeeRuleMade } from '../support/atm-fee-rule';
import { dragByTouch, expectFitsPhone, expectWithinScreenWidth, sidewaysOverflow } from '../support/phone-screen';
import { signUp } from '../support/sign-up';

const TABS = ['Dashboard', 'Accounts', 'Transactions', 'Budgets', 'Assets', 'Trends', 'Settings'];
const BANK = 'First Platypus Bank';

/** The page fits the phone and axe finds nothing serious on it; a screenshot is kept for a person to look at. */
async function expectGoodOnPhone(page: Page, name: string): Promise<void> {
  await expectFitsPhone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshot(page, `phone-${page.viewportSize()?.width}-${name}`);
}

/** A new person signs up and links the sandbox bank, its first sync done: where every journey with transactions starts. */
async function signUpWithBank(page: Page, givenName: string, familyName: string): Promise<void> {
  await signUp(page, newGoogleAccount(givenName, familyName));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK);
  await accounts.waitForFirstSync(BANK);
}

test('on a phone: sign up, link a bank, every tab, the sidebar, an account, Sync Issues, Remove Accounts, the profile and Sign Out, by touch', async ({
  page,
}) => {
  // A long journey: eleven pages, each checked by axe.
  test.setTimeout(300_000);
  const account = newGoogleAccount('Pho', 'Ne');
  await signUp(page, account);
  const layout = new AppLayout(page);
  const accounts = new AccountsPage(page);
  await expect(accounts.connectButton).toBeInViewport();
  await expectGoodOnPhone(page, 'accounts-empty');

  // The emulated Link widget fits the screen at each step, every control in reach of a thumb.
  await accounts.connectButton.first().tap();
  const linkFrame = page.locator('iframe[title="Plaid Link"]:visible');
  const linkFits = async (step: string) => {
    await expectWithinScreenWidth(page, linkFrame);
    const frame = await (await linkFrame.elementHandle()).contentFrame();
    const overflow = await frame!.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `Link scrolls sideways (${step})`).toBeLessThanOrEqual(0);
    await screenshot(page, `phone-${page.viewportSize()?.width}-link-${step}`);
  };
  const search = accounts.link.getByLabel('Search for your institution');
  await expect(search).toBeInViewport();
  await search.fill(BANK);
  await linkFits('search');
  await accounts.link.getByRole('button', { name: BANK }).tap();
  await expect(accounts.link.getByRole('button', { name: 'Submit' })).toBeInViewport();
  await accounts.link.getByLabel('Username').fill(SANDBOX_LOGIN.username);
  await accounts.link.getByLabel('Password').fill(SANDBOX_LOGIN.password);
  await linkFits('login');
  await accounts.link.getByRole('button', { name: 'Submit' }).tap();
  await expect(accounts.link.getByRole('button', { name: 'Continue' })).toBeInViewport();
  await linkFits('done');
  await accounts.link.getByRole('button', { name: 'Continue' }).tap();
  await accounts.waitForFirstSync(BANK);
  await expect(accounts.card(BANK)).toBeVisible();
  await expectWithinScreenWidth(page, accounts.card(BANK));
  await expect(accounts.removeButton).toBeInViewport();
  await expectGoodOnPhone(page, 'accounts');

  // The sidebar waits behind a button; opened, it holds the sub-pages and the groups with their totals.
  const sidebarToggle = page.getByRole('button', { name: /Accounts and balances/ });
  await expect(accounts.sidebar).toBeHidden();
  await sidebarToggle.tap();
  await expect(sidebarToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(accounts.sidebarGroup('depository').getByTestId('group-total')).toBeVisible();
  await expectGoodOnPhone(page, 'sidebar');
  await accounts.sidebar.getByRole('link', { name: /Plaid Checking/ }).tap();
  await expect(page).toHaveURL(/\/accounts\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Plaid Checking' })).toBeVisible();
  await expect(accounts.sidebar, 'a link chosen closes the sidebar').toBeHidden();
  await expectGoodOnPhone(page, 'account');
  await sidebarToggle.tap();
  await accounts.sidebar.getByRole('link', { name: 'Sync Issues' }).tap();
  await expect(page).toHaveURL(/\/accounts\/sync-issues$/);
  await expectGoodOnPhone(page, 'sync-issues');

  // Every tab by touch, the current one scrolled into view in the strip.
  for (const tab of TABS) {
    await layout.tab(tab).tap();
    await expect(layout.tab(tab)).toHaveAttribute('aria-current', 'page');
    await expectWithinScreenWidth(page, layout.tab(tab));
    await expect(layout.homeLink).toBeInViewport();
    await expect(layout.avatar).toBeInViewport();
    if (tab !== 'Transactions') await expectGoodOnPhone(page, `tab-${tab.toLowerCase()}`);
  }

  // The narrowest phones still in use (320 px wide): no page scrolls sideways, the tabs and the user menu on screen.
  const phoneSize = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 568 });
  for (const tab of TABS) {
    await layout.tab(tab).tap();
    await expect(layout.tab(tab)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectWithinScreenWidth(page, layout.tab(tab));
    await expect(layout.avatar).toBeInViewport();
    expect(await sidewaysOverflow(page), `sideways scroll on ${tab} at 320 px`).toBeLessThanOrEqual(0);
  }
  await screenshot(page, `phone-320-from-${phoneSize.width}-settings`);
  await page.setViewportSize(phoneSize);

  // Remove Accounts: the dialog fits the screen and every control in it can be reached.
  await accounts.goto();
  await accounts.removeButton.tap();
  await expect(accounts.dialog).toBeVisible();
  await expectWithinScreenWidth(page, accounts.dialog);
  await accounts.removalChoice(BANK).check();
  await accounts.dialog.getByRole('button', { name: 'Cancel' }).tap();
  await expect(accounts.dialog).toBeHidden();

  // The user menu opens on a tap, closes on a tap elsewhere, and leads to Profile and Sign Out.
  await layout.avatar.tap();
  await expect(layout.signedInAs).toBeVisible();
  await expect(page.getByText(account.email)).toBeInViewport();
  // A tap on the page beside the menu (the heading's start: the menu hangs over the right of the screen).
  await page.getByRole('heading', { level: 1 }).tap({ position: { x: 4, y: 4 } });
  await expect(layout.signedInAs).toBeHidden();
  await layout.avatar.tap();
  await page.getByRole('link', { name: 'Profile' }).tap();
  await expect(page).toHaveURL(/\/profile$/);
  await expectGoodOnPhone(page, 'profile');
  await layout.avatar.tap();
  await layout.signOutButton.tap();
  await expect(page).toHaveURL(/localhost:3000\/$/);
  await expectGoodOnPhone(page, 'landing');
  await page.getByRole('link', { name: 'Sign In' }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expectGoodOnPhone(page, 'sign-in');
});

test('on a phone: transactions readable without scrolling sideways, filtered in a full-screen sheet, paged', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithBank(page, 'Tap', 'Per');
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await expect(transactions.listItems.first()).toBeVisible();
  await expect(transactions.listItems).toHaveCount(25);

  // Each transaction shows its date, description, amount and category on the screen.
  const first = transactions.listItems.first();
  for (const part of ['date', 'description', 'amount', 'category']) {
    const cell = first.locator(`[data-column="${part}"]`);
    await expect(cell).not.toBeEmpty();
    await expectWithinScreenWidth(page, cell);
  }
  await expect(transactions.search).toBeInViewport();
  await expectGoodOnPhone(page, 'transactions');

  // Filters opens as a sheet over the whole screen, Apply within reach; the view narrows to one account.
  await transactions.filtersButton.tap();
  await expect(transactions.panel).toBeVisible();
  const sheet = await transactions.panel.boundingBox();
  const screen = page.viewportSize()!;
  expect(sheet).toEqual({ x: 0, y: 0, width: screen.width, height: screen.height });
  const apply = transactions.panel.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeInViewport();
  await expect(transactions.panel.getByRole('button', { name: 'Reset Filters' })).toBeInViewport();
  await expectGoodOnPhone(page, 'filters');
  const before = (await transactions.totals()).count;
  await transactions.list('Account').getByRole('checkbox').first().tap();
  await apply.tap();
  await expect.poll(async () => (await transactions.totals()).count).toBeLessThan(before);
  // Its Close button (as Escape) hands focus back to Filters.
  await transactions.panel.getByRole('button', { name: 'Close filters' }).tap();
  await expect(transactions.panel).toBeHidden();
  await expect(transactions.filtersButton).toBeFocused();

  // A transaction's details open as a sheet by a tap; its Save within reach; its Close hands focus back to the row.
  const tapped = await transactions.listItems.first().getAttribute('data-transaction-id');
  await transactions.listItems.first().locator('[data-column="description"]').tap();
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  expect(await details.boundingBox()).toEqual({ x: 0, y: 0, width: screen.width, height: screen.height });
  await expectGoodOnPhone(page, 'transaction-details');
  await details.getByRole('button', { name: 'Close transaction details' }).tap();
  await expect(details).toBeHidden();
  await expect(transactions.row(tapped!)).toBeFocused();
  // Add transaction's form fits too.
  await transactions.addButton.tap();
  await expect(page.getByRole('dialog', { name: 'Add transaction' })).toBeVisible();
  await expectGoodOnPhone(page, 'add-transaction');
  await page.getByRole('button', { name: 'Close Add transaction' }).tap();

  // Sort from the list's own control, then the next page.
  await page.getByLabel('Sort by').selectOption({ label: 'Amount, descending' });
  await expect(page).toHaveURL(/sort=-amount/);
  const pageOne = await transactions.listItems.first().getAttribute('data-transaction-id');
  await transactions.pageButton('Next').tap();
  await expect(transactions.pageStatus).toHaveText(/^Page 2 of /);
  await expect(transactions.listItems.first()).not.toHaveAttribute('data-transaction-id', pageOne ?? '');
  await expectGoodOnPhone(page, 'transactions-page-2');

  // Customize Columns fits the screen, and a column moves by a finger on its handle.
  await transactions.columnsButton.tap();
  await expect(transactions.dialog).toBeVisible();
  await expectWithinScreenWidth(page, transactions.dialog);
  await expectGoodOnPhone(page, 'columns');
  const order = () => transactions.dialog.getByRole('listitem').allInnerTexts();
  const [firstColumn, secondColumn, thirdColumn] = await order();
  await dragByTouch(
    page,
    transactions.dialog.getByRole('button', { name: `Reorder ${firstColumn!}` }),
    transactions.dialog.getByRole('listitem').nth(2),
  );
  await expect.poll(async () => (await order()).slice(0, 3)).toEqual([secondColumn, thirdColumn, firstColumn]);
  await transactions.dialog.getByRole('button', { name: 'Save Changes' }).tap();
  await expect(transactions.dialog).toBeHidden();
  // Kept: the dialog opens again with the new order.
  await transactions.columnsButton.tap();
  await expect(transactions.dialog).toBeVisible();
  expect((await order()).slice(0, 3)).toEqual([secondColumn, thirdColumn, firstColumn]);
});

test('on a phone: an ATM fee rule on a description applied to past and new bank transactions, by touch', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithBank(page, 'Fee', 'Tapper');
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await expect(transactions.listItems.first()).toBeVisible();
  await atmFeeRuleJourney(page, transactions, {
    bankId: 'ins_109508',
    press: (target) => target.tap(),
    look: (name) => expectGoodOnPhone(page, `atm-fee-${name}`),
  });
});

test('on a phone: an ATM fee rule turned off in Settings no longer categorises a new fee from the bank, and is deleted there, by touch', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpWithBank(page, 'Rule', 'Tapper');
  await atmFeeRuleMade(page);
  await atmFeeRuleInSettings(page, {
    bankId: 'ins_109508',
    press: (target) => target.tap(),
    look: (name) => expectGoodOnPhone(page, `atm-fee-${name}`),
  });
});
