import fs from 'node:fs';
import { expect, test as setup } from '../support/test';
import { AppLayout } from '../page-models/app-layout';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { SIGNED_IN_STATE, SIGNED_IN_USER } from '../support/signed-in-user';
import { signUp } from '../support/sign-up';

// One person signs up through the real hosted sign-in; the specs that need a signed-in person start from their session.
setup('a person signs up and completes their profile', async ({ page }) => {
  const account = newGoogleAccount('Grace', 'Hopper');
  await signUp(page, account);
  await expect(new AppLayout(page).avatar).toHaveText('GH');
  await page.context().storageState({ path: SIGNED_IN_STATE });
  fs.writeFileSync(SIGNED_IN_USER, JSON.stringify(account));
});
