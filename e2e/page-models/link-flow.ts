// Linking an institution for the bench, through the emulated Link but without the accounts page: a link token from
// the API, Link opened in the page (with the emulator's link-initialize.js, which only the accounts remote's pages load
// themselves, added from the runtime config when the page has not), the choices made in its frame, then the public token exchanged, the first sync awaited and accounts_linked set. The e2e specs link
// through the accounts page (page-models/accounts-page.ts); the bench's 50,000-transaction item needs the retries
// below, which the page has no reason to make.
import { expect, type Page } from '@playwright/test';
import { callApi, freshIdToken, userIdOf } from './api-as-person';

export interface LinkChoice {
  institution: string;
  username: string;
  password: string;
}

/** The bank-linking emulator's benchmark login: an item with 50,000 transactions. */
export const BENCH_BANK: LinkChoice = {
  institution: 'First Platypus Bank',
  username: 'user_bench',
  password: 'pass_good',
};

interface LinkSuccess {
  public_token: string;
  metadata: {
    institution: { institution_id: string; name: string };
    link_session_id: string;
    accounts: Array<{ id: string; name: string; type: string; subtype: string | null; mask: string | null }>;
  };
}

declare const window: Window & {
  Plaid?: { create(config: Record<string, unknown>): { open(): void } };
  __linkSuccess?: LinkSuccess;
};

/** Links an institution for the signed-in person (on any page of the app) and reloads once it is synced. */
export async function linkInstitution(page: Page, choice: LinkChoice): Promise<void> {
  const { link_token: linkToken } = (await callApi(page, 'POST', '/plaid/link-token')) as { link_token: string };
  await page.evaluate(async () => {
    if (window.Plaid) return;
    const { plaidLinkScriptUrl } = (await (await fetch('/runtime-config.json')).json()) as {
      plaidLinkScriptUrl: string;
    };
    await new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = plaidLinkScriptUrl;
      script.addEventListener('load', resolve);
      script.addEventListener('error', reject);
      document.head.append(script);
    });
  });
  await page.evaluate((token) => {
    window.__linkSuccess = undefined;
    window
      .Plaid!.create({
        token,
        onSuccess: (publicToken: string, metadata: LinkSuccess['metadata']) => {
          window.__linkSuccess = { public_token: publicToken, metadata };
        },
      })
      .open();
  }, linkToken);

  const frame = page.frameLocator('iframe[title="Plaid Link"]');
  await frame.getByLabel('Search for your institution').fill(choice.institution.toLowerCase());
  await frame.getByRole('button', { name: choice.institution }).click();
  await frame.getByLabel('Username').fill(choice.username);
  await frame.getByLabel('Password').fill(choice.password);
  await frame.getByRole('button', { name: 'Submit' }).click();
  await frame.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => window.__linkSuccess !== undefined);
  const success = (await page.evaluate(() => window.__linkSuccess)) as LinkSuccess;

  const { institution, link_session_id: linkSessionId, accounts } = success.metadata;
  await callApi(page, 'POST', '/plaid/exchange-token', {
    body: {
      public_token: success.public_token,
      institution_id: institution.institution_id,
      institution_name: institution.name,
      link_session_id: linkSessionId,
      accounts,
    },
  });
  // The first sync runs in the background after the exchange; asking for one waits for it. The emulator builds the
  // benchmark item's history (up to 500,000 transactions) on its first request, which can outlast the API's 30 s
  // provider timeout on a loaded machine (a 502), and storing it can outlast the sync's wait (a 503: it goes on); the
  // history is kept and the sync goes on, so asking again succeeds.
  for (let attempt = 1; ; attempt += 1) {
    const synced = await callApi(
      page,
      'POST',
      '/plaid/accounts/sync',
      { body: { institution_id: institution.institution_id } },
      { allowFailure: attempt < 8 },
    );
    if (synced !== null) break;
  }
  const jwt = await freshIdToken(page);
  await callApi(page, 'POST', '/user/metadata', {
    body: { operation: 'update', user_id: userIdOf(jwt), accounts_linked: true },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
