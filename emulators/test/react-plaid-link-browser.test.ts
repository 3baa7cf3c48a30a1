import path from 'node:path';
import { CountryCode, Products, type PlaidApi } from 'plaid';
import type { Browser, Page } from 'playwright-core';
import { bundle, launchChromium, startPageServer, type PageServer } from '../src/testing/browser';
import { startTestEmulators } from './helpers';
import { plaidClient } from './plaid-helpers';

interface Results {
  events: Array<{ name: string; metadata: Record<string, unknown> }>;
  successes: Array<{ publicToken: string; metadata: Record<string, unknown> }>;
  exits: Array<{ error: Record<string, unknown> | null; metadata: Record<string, unknown> }>;
}
declare const window: { __results: Results };

describe('react-plaid-link 5.0.0 in Chromium against the Link emulator', () => {
  let pages: PageServer;
  let emulators: Awaited<ReturnType<typeof startTestEmulators>>;
  let browser: Browser;
  let client: PlaidApi;
  beforeAll(async () => {
    pages = await startPageServer(await bundle(path.join(__dirname, 'browser', 'plaid-link-page.tsx')));
    emulators = await startTestEmulators();
    client = plaidClient(emulators.plaidUrl);
    // As the shell's page does in local mode: the emulator's script, synchronously, before any bundle.
    pages.setHtml(`<!doctype html><html><head><meta charset="utf-8"><title>Link test page</title>
<script src="${emulators.plaidUrl}/link-initialize.js"></script></head>
<body><div id="root"></div><script src="/bundle.js"></script></body></html>`);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await emulators?.close();
    await pages?.close();
  });

  async function openPage(linkToken: string): Promise<{ page: Page; requests: string[]; close(): Promise<void> }> {
    const context = await browser.newContext();
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();
    await page.goto(`${pages.origin}/?token=${encodeURIComponent(linkToken)}`);
    return { page, requests, close: () => context.close() };
  }

  const results = (page: Page) => page.evaluate(() => window.__results);

  async function linkToken(extra: Record<string, unknown> = {}) {
    const { data } = await client.linkTokenCreate({
      client_name: 'Finance Tracker',
      language: 'en',
      country_codes: [CountryCode.Us],
      user: { client_user_id: 'usr_browser' },
      products: [Products.Transactions],
      ...extra,
    });
    return data.link_token;
  }

  it('completes Link after a wrong password, with events, and never asks the CDN', async () => {
    const { page, requests, close } = await openPage(await linkToken());
    try {
      const connect = page.getByRole('button', { name: 'Connect a bank' });
      await connect.click();
      // StrictMode created, destroyed and created the handler again: one frame is left.
      await page.waitForFunction(() => document.querySelectorAll('iframe[title="Plaid Link"]').length === 1);
      expect(await page.locator('iframe[title="Plaid Link"]').count()).toBe(1);
      expect(
        await page
          .locator('script[src="https://cdn.plaid.com/link/v2/stable/link-initialize.js"]')
          .getAttribute('type'),
      ).toBe('text/x-plaid-link-emulated');
      const frame = page.frameLocator('iframe[title="Plaid Link"]');

      await frame.getByLabel('Search for your institution').fill('platypus');
      await frame.getByRole('button', { name: 'First Platypus Bank' }).click();
      await frame.getByLabel('Username').fill('user_good');
      await frame.getByLabel('Password').fill('pass_wrong');
      await frame.getByRole('button', { name: 'Submit' }).click();
      await expect(frame.getByRole('alert').textContent()).resolves.toContain(
        'The credentials you provided were incorrect',
      );

      await frame.getByLabel('Username').fill('user_good');
      await frame.getByLabel('Password').fill('pass_good');
      await frame.getByRole('button', { name: 'Submit' }).click();
      await frame.getByRole('button', { name: 'Continue' }).click();
      await page.waitForFunction(() => window.__results.successes.length === 1);

      const { successes, events, exits } = await results(page);
      const [success] = successes;
      expect(success!.publicToken).toMatch(/^public-sandbox-/);
      expect(success!.metadata).toMatchObject({
        institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
        link_session_id: expect.any(String),
      });
      const accounts = success!.metadata.accounts as Array<Record<string, unknown>>;
      expect(accounts).toHaveLength(5);
      for (const account of accounts) {
        expect(account).toEqual(
          expect.objectContaining({
            id: expect.any(String),
            name: expect.any(String),
            type: expect.any(String),
            subtype: expect.any(String),
            mask: expect.stringMatching(/^\d{4}$/),
          }),
        );
      }
      expect(exits).toEqual([]);
      const names = events.map((event) => event.name);
      for (const name of [
        'OPEN',
        'SEARCH_INSTITUTION',
        'SELECT_INSTITUTION',
        'SUBMIT_CREDENTIALS',
        'ERROR',
        'HANDOFF',
      ]) {
        expect(names).toContain(name);
      }
      expect(names.indexOf('ERROR')).toBeLessThan(names.lastIndexOf('SUBMIT_CREDENTIALS'));
      expect(events.find((event) => event.name === 'ERROR')!.metadata).toMatchObject({
        error_code: 'INVALID_CREDENTIALS',
        error_type: 'ITEM_ERROR',
        institution_id: 'ins_109508',
      });
      expect(new Set(events.map((event) => event.metadata.link_session_id))).toEqual(
        new Set([success!.metadata.link_session_id]),
      );

      // The public token works once, and the accounts are the ones the app was told about.
      const { data: exchanged } = await client.itemPublicTokenExchange({ public_token: success!.publicToken });
      const { data } = await client.accountsGet({ access_token: exchanged.access_token });
      expect(data.accounts.map((account) => account.account_id)).toEqual(accounts.map((account) => account.id));

      expect(requests.filter((url) => url.includes('cdn.plaid.com'))).toEqual([]);
      expect(requests).toContain(`${emulators.plaidUrl}/link-initialize.js`);
    } finally {
      await close();
    }
  });

  it('calls onExit when Link is closed, and opens again afterwards', async () => {
    const { page, requests, close } = await openPage(await linkToken());
    try {
      const connect = page.getByRole('button', { name: 'Connect a bank' });
      await connect.click();
      const frame = page.frameLocator('iframe[title="Plaid Link"]');
      await frame.getByRole('button', { name: 'Tartan Bank' }).click();
      await frame.getByRole('button', { name: 'Close' }).click();
      await page.waitForFunction(() => window.__results.exits.length === 1);
      const { exits, events } = await results(page);
      expect(exits[0]!.error).toBeNull();
      expect(exits[0]!.metadata).toMatchObject({
        institution: { name: 'Tartan Bank', institution_id: 'ins_109511' },
        status: 'requires_credentials',
        link_session_id: expect.any(String),
      });
      expect(events.map((event) => event.name)).toContain('EXIT');
      await page.locator('iframe[title="Plaid Link"]').waitFor({ state: 'hidden' });

      await connect.click();
      await frame.getByRole('heading', { name: 'Select your institution' }).waitFor({ state: 'visible' });
      expect(requests.filter((url) => url.includes('cdn.plaid.com'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('renders embedded Link in a given element with createEmbedded, and destroy removes it', async () => {
    const token = await linkToken();
    const { page, close } = await openPage(token);
    try {
      await page.evaluate((linkTokenValue) => {
        const target = document.createElement('div');
        target.id = 'embedded';
        target.style.cssText = 'width:400px;height:600px';
        document.body.appendChild(target);
        const plaid = (
          window as unknown as { Plaid: { createEmbedded(config: unknown, target: Element): { destroy(): void } } }
        ).Plaid;
        const handle = plaid.createEmbedded({ token: linkTokenValue, onSuccess: () => undefined }, target);
        (window as unknown as { embedded: { destroy(): void } }).embedded = handle;
      }, token);
      const frame = page.frameLocator('#embedded iframe[title="Plaid Link"]');
      await frame.getByRole('button', { name: 'Houndstooth Bank' }).waitFor({ state: 'visible' });
      await page.evaluate(() => (window as unknown as { embedded: { destroy(): void } }).embedded.destroy());
      expect(await page.locator('#embedded iframe').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('repairs an item in update mode', async () => {
    const { data: created } = await client.sandboxPublicTokenCreate({
      institution_id: 'ins_109509',
      initial_products: [Products.Transactions],
    });
    const { data: exchanged } = await client.itemPublicTokenExchange({ public_token: created.public_token });
    await client.sandboxItemResetLogin({ access_token: exchanged.access_token });
    const { page, close } = await openPage(
      await linkToken({ products: undefined, access_token: exchanged.access_token }),
    );
    try {
      await page.getByRole('button', { name: 'Connect a bank' }).click();
      const frame = page.frameLocator('iframe[title="Plaid Link"]');
      // Update mode goes straight to the item's institution.
      await frame.getByText('First Gingham Credit Union').first().waitFor({ state: 'visible' });
      await frame.getByLabel('Username').fill('user_good');
      await frame.getByLabel('Password').fill('pass_good');
      await frame.getByRole('button', { name: 'Submit' }).click();
      await page.waitForFunction(() => window.__results.successes.length === 1);
      const { data } = await client.transactionsSync({ access_token: exchanged.access_token });
      expect(data.added).toHaveLength(100);
    } finally {
      await close();
    }
  });
});
