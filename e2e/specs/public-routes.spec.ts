import { expect, test } from '../support/test';
import { AppLayout } from '../page-models/app-layout';
import { SignInPage } from '../page-models/sign-in-page';
import { screenshot, seriousAccessibilityViolations, watchRequests } from '../support/app-page';
import { PUBLIC_ROUTES } from '../support/routes';

for (const route of PUBLIC_ROUTES) {
  test(`signed out, ${route.path} shows its page, fails no request and passes axe`, async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    for (const text of route.texts) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(page.locator(`[data-app="${route.app}"]`).first()).toBeVisible();
    expect(await new AppLayout(page).activeTab()).toBe(route.activeTab);
    await screenshot(page, `public${route.path === '/' ? '-landing' : route.path.replace(/\//g, '-')}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(requests.failures).toEqual([]);
  });
}

test('the sign-in screen offers Google, and Microsoft and Apple as coming soon', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto('/signin');
  await expect(signIn.googleButton).toBeEnabled();
  await expect(signIn.microsoftButton).toBeDisabled();
  await expect(signIn.appleButton).toBeDisabled();
  await signIn.signUpLink.click();
  await signIn.expectScreen('/signup');
  await signIn.termsLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
});

test('signed out, a protected page sends the visitor to /signin', async ({ page }) => {
  const signIn = new SignInPage(page);
  for (const path of ['/dashboard', '/accounts/default', '/profile', '/settings']) {
    await page.goto(path);
    await signIn.expectScreen('/signin');
  }
});

test('an unknown address shows a clear not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
