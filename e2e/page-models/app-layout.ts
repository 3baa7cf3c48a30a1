import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in layout around every app page: the logo, the tab bar and the user menu with sign-out. */
export class AppLayout {
  readonly page: Page;
  readonly homeLink: Locator;
  readonly tabBar: Locator;
  readonly pageHeading: Locator;
  readonly avatar: Locator;
  readonly signedInAs: Locator;
  readonly signOutButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.homeLink = page.getByRole('link', { name: 'Finance Tracker home' });
    this.tabBar = page.getByRole('navigation', { name: 'Main' });
    this.pageHeading = page.getByRole('heading', { level: 1 });
    this.avatar = page.getByRole('button', { name: /account menu/ });
    this.signedInAs = page.getByText('Signed in as');
    this.signOutButton = page.getByRole('button', { name: 'Sign Out' });
  }

  tab(name: string): Locator {
    return this.tabBar.getByRole('link', { name });
  }

  /** Clicks a tab and waits for its page's heading. */
  async goToTab(name: string): Promise<void> {
    await this.tab(name).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  /** The tab marked as current, or null when there is none (or no tab bar, as on the public pages). */
  async activeTab(): Promise<string | null> {
    const current = this.tabBar.locator('[aria-current="page"]');
    const count = await current.count();
    expect(count).toBeLessThanOrEqual(1);
    return count === 1 ? current.innerText() : null;
  }

  /** Hovers the avatar, which shows the menu with "Signed in as" and the email. */
  async openUserMenu(): Promise<void> {
    await this.avatar.hover();
    await expect(this.signedInAs).toBeVisible();
  }

  /**
   * Signs out from the user menu, opened by a click as from the keyboard, and waits until the browser holds none of
   * the person's tokens. The landing page can show before the logout round trip ends; a token refresh that answered
   * after the tokens were cleared once put them back (CI saw /signin show the accounts), which session.signOut now
   * prevents: this wait fails if it ever happens again.
   */
  async signOut(): Promise<void> {
    await this.avatar.click();
    await this.signOutButton.click();
    // The page navigates on its way out (the logout round trip): a read then is asked again.
    const tokensKept = () =>
      this.page.evaluate(() => Object.keys(localStorage).some((key) => key.endsWith('.idToken'))).catch(() => true);
    await expect.poll(tokensKept, { timeout: 30_000 }).toBe(false);
  }
}
