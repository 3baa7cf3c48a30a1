import type { Page } from '@playwright/test';

/** The ID token Amplify keeps for the signed-in person, read from the page's storage. */
export async function storedIdToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.idToken'));
    return key ? localStorage.getItem(key) : null;
  });
}
