import { expect, type Page } from '@playwright/test';

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

/**
 * From the app's sign-in screen: "Continue with Google", then the identity emulator's stand-in for Google's account
 * chooser (entering the account), and back to the app.
 */
export async function continueWithGoogle(page: Page, account: GoogleAccount): Promise<void> {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(/^https:\/\/localhost:9443\/oauth2\/authorize/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('First name').fill(account.givenName);
  await page.getByLabel('Last name').fill(account.familyName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/^http:\/\/localhost:3000\//);
}

/** A new person signs up from the landing page and completes their profile on the sign-up screen. */
export async function signUp(page: Page, account: GoogleAccount): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up for Free' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await continueWithGoogle(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
}

/** The ID token Amplify keeps for the signed-in person, read from the page's storage. */
export async function storedIdToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.idToken'));
    return key ? localStorage.getItem(key) : null;
  });
}

export function avatar(page: Page) {
  return page.getByRole('button', { name: /account menu/ });
}
