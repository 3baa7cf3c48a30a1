import { expect, test } from '../support/test';
import { AppLayout } from '../page-models/app-layout';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { LandingPage } from '../page-models/landing-page';
import { ProfilePage } from '../page-models/profile-page';
import { SignInPage } from '../page-models/sign-in-page';
import { screenshot } from '../support/app-page';
import { signedInAccount } from '../support/signed-in-user';
import { signUp } from '../support/sign-up';

test('a new visitor signs up with Google, completes the profile, lands on /accounts, stays signed in, and signs out', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  const signIn = new SignInPage(page);
  const layout = new AppLayout(page);
  await landing.goto();
  await expect(landing.heading).toBeVisible();
  await screenshot(page, 'journey-1-landing');
  await landing.signUpLink.click();
  await expect(page).toHaveURL(/\/signup$/);
  const account = newGoogleAccount('Ada', 'Lovelace');
  await signIn.continueWithGoogle(account);

  // Back on the sign-up screen: the profile form, prefilled from Google, the email read-only.
  await expect(signIn.profileHeading).toBeVisible();
  await expect(signIn.profileSubtitle).toBeVisible();
  await expect(signIn.firstName).toHaveValue('Ada');
  await expect(signIn.lastName).toHaveValue('Lovelace');
  await expect(signIn.email).toHaveValue(account.email);
  await expect(signIn.email).toBeDisabled();
  await screenshot(page, 'journey-2-complete-profile');
  await signIn.completeProfile({ lastName: 'King' });

  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(layout.avatar).toHaveText('AK');
  await layout.openUserMenu();
  await expect(page.getByText(account.email)).toBeVisible();
  await screenshot(page, 'journey-3-accounts-menu');

  // A reload keeps them signed in, with the names they saved.
  await page.reload();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(layout.avatar).toHaveText('AK');

  // Sign out returns to the landing page, and the app is closed again.
  await layout.signOut();
  await expect(page).toHaveURL(/localhost:3000\/$/);
  await expect(landing.signUpLink).toBeVisible();
  await screenshot(page, 'journey-4-signed-out');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test('a deep link to /transactions while signed out comes back there after sign-in', async ({ page }) => {
  const signIn = new SignInPage(page);
  await page.goto('/transactions');
  await signIn.expectScreen('/signin');
  await signIn.continueWithGoogle(signedInAccount());
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(new AppLayout(page).avatar).toHaveText('GH');
});

test('a new person who opens a page first completes their profile, then gets to that page', async ({ page }) => {
  const signIn = new SignInPage(page);
  await page.goto('/assets');
  await expect(page).toHaveURL(/\/signin$/);
  await signIn.continueWithGoogle(newGoogleAccount('Alan', 'Turing'));
  await signIn.completeProfile();
  await expect(page).toHaveURL(/\/assets$/);
  await expect(page.getByText('Asset tracking features coming soon...')).toBeVisible();
  await expect(new AppLayout(page).avatar).toHaveText('AT');
});

test('the profile page refuses blank names, then saves and goes on', async ({ page }) => {
  await signUp(page, newGoogleAccount('Mary', 'Somerville'));
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.firstName).toHaveValue('Mary');
  await profile.save({ firstName: '   ' });
  await expect(profile.alert).toHaveText('First name and last name are required');
  await screenshot(page, 'journey-profile-validation');
  await profile.save({ firstName: 'Maria' });
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(new AppLayout(page).avatar).toHaveText('MS');
});
