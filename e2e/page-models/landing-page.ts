import { expect, type Locator, type Page } from '@playwright/test';

/** The landing page at / that a visitor sees, with its ways in. */
export class LandingPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly signInLink: Locator;
  readonly signUpLink: Locator;
  /**
   * The page's root once the app has taken it over: the landing page is in the served HTML (painted before any
   * script), and the app's bus mark is added when it hydrates it.
   */
  readonly takenOver: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Your money, all in one place' });
    this.signInLink = page.getByRole('link', { name: 'Sign In' });
    this.signUpLink = page.getByRole('link', { name: 'Sign Up for Free' });
    this.takenOver = page.locator('[data-app="shell"][data-bus-instance]');
  }

  /** Opens / and waits until the app has taken the page over, so that its links are the app's. */
  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.takenOver).toBeAttached();
  }
}
