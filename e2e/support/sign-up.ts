import { expect, type Page } from '@playwright/test';
import type { GoogleAccount } from '../page-models/hosted-sign-in-page';
import { LandingPage } from '../page-models/landing-page';
import { SignInPage } from '../page-models/sign-in-page';

/** A new person signs up from the landing page and completes their profile on the sign-up screen. */
export async function signUp(page: Page, account: GoogleAccount): Promise<void> {
  const landing = new LandingPage(page);
  await landing.goto();
  await landing.signUpLink.click();
  const signIn = new SignInPage(page);
  await signIn.expectScreen('/signup');
  await signIn.continueWithGoogle(account);
  await signIn.completeProfile();
  await expect(page).toHaveURL(/\/accounts$/);
}
