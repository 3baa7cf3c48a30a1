import { expect, type Locator, type Page } from '@playwright/test';
import { HostedSignInPage, type GoogleAccount } from './hosted-sign-in-page';

/**
 * The /signin and /signup screen (the auth remote): the providers, the switch between the two screens, the footer
 * links, and the complete-profile form it shows a person who has just signed up.
 */
export class SignInPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly googleButton: Locator;
  readonly microsoftButton: Locator;
  readonly appleButton: Locator;
  readonly signUpLink: Locator;
  readonly signInLink: Locator;
  readonly termsLink: Locator;
  readonly privacyLink: Locator;
  readonly alert: Locator;
  readonly profileHeading: Locator;
  readonly profileSubtitle: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly completeProfileButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.googleButton = page.getByRole('button', { name: 'Continue with Google' });
    this.microsoftButton = page.getByRole('button', { name: 'Continue with Microsoft (Coming soon)' });
    this.appleButton = page.getByRole('button', { name: 'Continue with Apple (Coming soon)' });
    this.signUpLink = page.getByRole('link', { name: 'Sign up' });
    this.signInLink = page.getByRole('link', { name: 'Sign in' });
    this.termsLink = page.getByRole('link', { name: 'Terms of Use' });
    this.privacyLink = page.getByRole('link', { name: 'Privacy Policy' });
    this.alert = page.getByRole('alert');
    this.profileHeading = page.getByRole('heading', { level: 1, name: 'Complete Your Profile' });
    this.profileSubtitle = page.getByText('Just a few more details to get started');
    this.firstName = page.getByLabel('First Name');
    this.lastName = page.getByLabel('Last Name');
    this.email = page.getByLabel('Email');
    this.completeProfileButton = page.getByRole('button', { name: 'Complete Profile' });
  }

  /** Opens /signin ("Welcome back") or /signup ("Create your account") and waits for its heading. */
  async goto(screen: '/signin' | '/signup' = '/signin'): Promise<void> {
    await this.page.goto(screen);
    await this.expectScreen(screen);
  }

  async expectScreen(screen: '/signin' | '/signup'): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${screen}$`));
    await expect(this.heading).toHaveText(screen === '/signin' ? 'Welcome back' : 'Create your account');
  }

  /** "Continue with Google", then the hosted sign-in with this account, and back to the app. */
  async continueWithGoogle(account: GoogleAccount): Promise<void> {
    await this.googleButton.click();
    await new HostedSignInPage(this.page).chooseAccount(account);
  }

  /** Saves the complete-profile form (after a first sign-in), optionally with another last name. */
  async completeProfile(names: { lastName?: string } = {}): Promise<void> {
    await expect(this.profileHeading).toBeVisible();
    if (names.lastName !== undefined) await this.lastName.fill(names.lastName);
    await this.completeProfileButton.click();
  }
}
