import { expect, test } from '../support/test';
import { HostedSignInPage } from '../page-models/hosted-sign-in-page';
import { SignInPage } from '../page-models/sign-in-page';
import { screenshot } from '../support/app-page';

const IDENTITY = [/^https:\/\/localhost:9443\//, /^http:\/\/localhost:9229\//];

test('the sign-in service unreachable: Continue with Google says so and stays on the page; once it is back, sign-in goes on', async ({
  page,
}) => {
  for (const pattern of IDENTITY) await page.route(pattern, (route) => route.abort('connectionrefused'));
  const signIn = new SignInPage(page);
  await signIn.goto('/signin');
  await signIn.googleButton.click();
  await expect(signIn.alert).toHaveText("We couldn't reach the sign-in service. Please try again in a moment.");
  await expect(page).toHaveURL(/\/signin$/);
  await expect(signIn.googleButton).toBeEnabled();
  await screenshot(page, 'identity-down-signin');

  for (const pattern of IDENTITY) await page.unroute(pattern);
  await signIn.googleButton.click();
  const hosted = new HostedSignInPage(page);
  await hosted.waitUntilOpen();
  await expect(hosted.continueButton).toBeVisible();
});
