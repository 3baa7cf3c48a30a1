import { expect, type Locator, type Page } from '@playwright/test';

export interface LinkLogin {
  username: string;
  password: string;
}

export const SANDBOX_LOGIN: LinkLogin = { username: 'user_good', password: 'pass_good' };

/** The accounts page, its sidebar, the emulated Plaid Link and the Remove Accounts dialog. */
export class AccountsPage {
  readonly title: Locator;
  readonly connectButton: Locator;
  readonly removeButton: Locator;
  readonly cards: Locator;
  readonly sidebar: Locator;
  readonly firstSync: Locator;
  readonly link: ReturnType<Page['frameLocator']>;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'Accounts' });
    this.connectButton = page.getByRole('button', { name: /^(Connect Account|Connecting\.\.\.)$/ });
    this.removeButton = page.getByRole('button', { name: 'Remove Accounts' });
    this.cards = page.getByTestId('institution-card');
    this.sidebar = page.getByRole('navigation', { name: 'Accounts' });
    this.firstSync = page.getByTestId('first-sync');
    this.link = page.frameLocator('iframe[title="Plaid Link"]:visible');
    this.dialog = page.getByRole('dialog', { name: 'Remove Accounts' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/accounts');
    await expect(this.title).toBeVisible();
  }

  card(institution: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: institution, exact: true }) });
  }

  /** The sidebar's group of one account type: depository, credit, loan or investment. */
  sidebarGroup(type: string): Locator {
    return this.sidebar.locator(`[data-testid="sidebar-group"][data-type="${type}"]`);
  }

  /** Connect Account, then in Link: the institution and the logins given, one after the other (the last should work). */
  async linkInstitution(institution: string, logins: LinkLogin[] = [SANDBOX_LOGIN]): Promise<void> {
    await this.connectButton.first().click();
    await this.link.getByLabel('Search for your institution').fill(institution);
    await this.link.getByRole('button', { name: institution }).click();
    for (const [index, login] of logins.entries()) {
      await this.link.getByLabel('Username').fill(login.username);
      await this.link.getByLabel('Password').fill(login.password);
      await this.link.getByRole('button', { name: 'Submit' }).click();
      if (index < logins.length - 1) await expect(this.link.getByRole('alert')).toBeVisible();
    }
    await this.link.getByRole('button', { name: 'Continue' }).click();
  }

  /** In Link's update mode (Reconnect): only the logins, for the institution Link already knows. */
  async signInAgainInLink(login: LinkLogin = SANDBOX_LOGIN): Promise<void> {
    await this.link.getByLabel('Username').fill(login.username);
    await this.link.getByLabel('Password').fill(login.password);
    await this.link.getByRole('button', { name: 'Submit' }).click();
  }

  /** Waits until the server's first sync of the institution is done and its transactions are loaded. */
  /** The first sync's notice; a bench login's 50,000 rows may take longer than the sandbox's (timeout). */
  async waitForFirstSync(institution: string, timeout = 60_000): Promise<void> {
    await expect(this.firstSync).toHaveText(`${institution} is up to date: its transactions have arrived.`, {
      timeout,
    });
  }

  async openRemoveDialog(): Promise<void> {
    await this.removeButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /** The dialog's box of an institution (no account given) or of one of its accounts ("Plaid Saving 1111"). */
  removalChoice(institution: string, account?: string): Locator {
    return this.dialog
      .getByRole('group', { name: institution })
      .getByRole('checkbox', { name: account ?? institution, exact: true });
  }

  get confirmation(): Locator {
    return this.dialog.getByLabel(/To confirm removal/);
  }
}
