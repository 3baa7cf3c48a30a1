import type { Locator, Page } from '@playwright/test';

export interface GoogleAccount {
  email: string;
  givenName: string;
  familyName: string;
}

/** A Google account no one has used yet in this run. */
export function newGoogleAccount(givenName = 'Ada', familyName = 'Lovelace'): GoogleAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${givenName.toLowerCase()}.${unique}@example.com`, givenName, familyName };
}

/** The identity emulator's hosted sign-in: its stand-in for Google's account chooser. */
export class HostedSignInPage {
  static readonly URL = /^https:\/\/localhost:9443\/oauth2\/authorize/;

  readonly page: Page;
  readonly email: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly continueButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByLabel('Email');
    this.firstName = page.getByLabel('First name');
    this.lastName = page.getByLabel('Last name');
    this.continueButton = page.getByRole('button', { name: 'Continue' });
  }

  async waitUntilOpen(): Promise<void> {
    await this.page.waitForURL(HostedSignInPage.URL);
  }

  /** Enters the account and goes back to the app. */
  async chooseAccount(account: GoogleAccount): Promise<void> {
    await this.waitUntilOpen();
    await this.email.fill(account.email);
    await this.firstName.fill(account.givenName);
    await this.lastName.fill(account.familyName);
    await this.continueButton.click();
    await this.page.waitForURL(/^http:\/\/localhost:3000\//);
  }
}
