import { expect, type Locator, type Page } from '@playwright/test';

/** /profile (the auth remote): the names form of a signed-in person. */
export class ProfilePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly saveButton: Locator;
  readonly alert: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Complete Your Profile' });
    this.firstName = page.getByLabel('First Name');
    this.lastName = page.getByLabel('Last Name');
    this.saveButton = page.getByRole('button', { name: 'Save Profile' });
    this.alert = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    await expect(this.heading).toBeVisible();
  }

  /** Fills the names given (a blank string included) and saves. */
  async save(names: { firstName?: string; lastName?: string } = {}): Promise<void> {
    if (names.firstName !== undefined) await this.firstName.fill(names.firstName);
    if (names.lastName !== undefined) await this.lastName.fill(names.lastName);
    await this.saveButton.click();
  }
}
