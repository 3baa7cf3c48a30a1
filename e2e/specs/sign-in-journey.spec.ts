import { expect, test } from '@playwright/test';
import { screenshot } from '../support/app-page';
import { avatar, continueWithGoogle, newGoogleAccount, signUp } from '../support/hosted-sign-in';
import { signedInAccount } from '../support/signed-in-user';

test('a new visitor signs up with Google, completes the profile, lands on /accounts, stays signed in, and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your money, all in one place' })).toBeVisible();
  await screenshot(page, 'journey-1-landing');
  await page.getByRole('link', { name: 'Sign Up for Free' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const account = newGoogleAccount('Ada', 'Lovelace');
  await continueWithGoogle(page, account);

  // Back on the sign-up screen: the profile form, prefilled from Google, the email read-only.
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByText('Just a few more details to get started')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await screenshot(page, 'journey-2-complete-profile');
  await page.getByLabel('Last Name').fill('King');
  await page.getByRole('button', { name: 'Complete Profile' }).click();

  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(avatar(page)).toHaveText('AK');
  await avatar(page).hover();
  await expect(page.getByText('Signed in as')).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await screenshot(page, 'journey-3-accounts-menu');

  // A reload keeps them signed in, with the names they saved.
  await page.reload();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(avatar(page)).toHaveText('AK');

  // Sign out returns to the landing page, and the app is closed again.
  await avatar(page).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/localhost:3000\/$/);
  await expect(page.getByRole('link', { name: 'Sign Up for Free' })).toBeVisible();
  await screenshot(page, 'journey-4-signed-out');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test('a deep link to /transactions while signed out comes back there after sign-in', async ({ page }) => {
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await continueWithGoogle(page, signedInAccount());
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(avatar(page)).toHaveText('GH');
});

test('a new person who opens a page first completes their profile, then gets to that page', async ({ page }) => {
  await page.goto('/budgets');
  await expect(page).toHaveURL(/\/signin$/);
  await continueWithGoogle(page, newGoogleAccount('Alan', 'Turing'));
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/budgets$/);
  await expect(page.getByText('Budget management features coming soon...')).toBeVisible();
  await expect(avatar(page)).toHaveText('AT');
});

test('the profile page refuses blank names, then saves and goes on', async ({ page }) => {
  await signUp(page, newGoogleAccount('Mary', 'Somerville'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Mary');
  await page.getByLabel('First Name').fill('   ');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('First name and last name are required');
  await screenshot(page, 'journey-profile-validation');
  await page.getByLabel('First Name').fill('Maria');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(avatar(page)).toHaveText('MS');
});
