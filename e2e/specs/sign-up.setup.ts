import fs from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { SIGNED_IN_STATE, SIGNED_IN_USER } from '../support/signed-in-user';
import { avatar, newGoogleAccount, signUp } from '../support/hosted-sign-in';

// One person signs up through the real hosted sign-in; the specs that need a signed-in person start from their session.
setup('a person signs up and completes their profile', async ({ page }) => {
  const account = newGoogleAccount('Grace', 'Hopper');
  await signUp(page, account);
  await expect(avatar(page)).toHaveText('GH');
  await page.context().storageState({ path: SIGNED_IN_STATE });
  fs.writeFileSync(SIGNED_IN_USER, JSON.stringify(account));
});
