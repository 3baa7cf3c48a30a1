import type { Locator, Page } from '@playwright/test';

/** The landing page at / that a visitor sees, with its ways in. */
export class LandingPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly signInLink: Locator;
  readonly signUpLink: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Your money, all in one place' });
    this.signInLink = page.getByRole('link', { name: 'Sign In' });
    this.signUpLink = page.getByRole('link', { name: 'Sign Up for Free' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }
}
