import path from 'node:path';
import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Browser } from 'playwright-core';
import { CLIENT_ID, decodeJwtClaims, POOL_ID } from '../src/testing';
import { bundle, launchChromium, startPageServer, type PageServer } from '../src/testing/browser';
import { startTestEmulators } from './helpers';

interface TestApi {
  signIn(): Promise<void>;
  session(
    force: boolean,
  ): Promise<{ idToken: string | null; accessToken: string | null; idClaims: Record<string, unknown> | null }>;
  signOut(): Promise<void>;
  hubEvents: string[];
}
declare const window: { testApi: TestApi; localStorage: Storage };

describe('aws-amplify in Chromium against the identity emulator', () => {
  let pages: PageServer;
  let emulators: Awaited<ReturnType<typeof startTestEmulators>>;
  let browser: Browser;
  beforeAll(async () => {
    pages = await startPageServer(await bundle(path.join(__dirname, 'browser', 'amplify-page.ts')));
    emulators = await startTestEmulators({ redirectUris: [`${pages.origin}/`], logoutUris: [`${pages.origin}/`] });
    pages.setHtml(`<!doctype html><html><head><meta charset="utf-8"><title>Amplify test page</title>
<script>window.__CONFIG__ = ${JSON.stringify({
      userPoolId: POOL_ID,
      userPoolClientId: CLIENT_ID,
      identityApiUrl: emulators.identityApiUrl,
      domain: new URL(emulators.hostedUiUrl).host,
      origin: pages.origin,
    })};</script></head><body><p>test page</p><script src="/bundle.js"></script></body></html>`);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await emulators?.close();
    await pages?.close();
  });

  it('signs in by redirect, refreshes to pick up a new claim, and signs out', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const requests: string[] = [];
    context.on('request', (request) => {
      requests.push(`${request.method()} ${request.url()} ${request.headers()['x-amz-target'] ?? ''}`.trim());
    });

    await page.goto(`${pages.origin}/`);
    await page.waitForFunction(() => Boolean(window.testApi));
    expect((await page.evaluate(() => window.testApi.session(false))).idToken).toBeNull();

    await page.evaluate(() => {
      void window.testApi.signIn();
    });
    await page.waitForURL(/\/oauth2\/authorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.origin).toBe(emulators.hostedUiUrl);
    expect(authorize.searchParams.get('identity_provider')).toBe('Google');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    await page.getByLabel('Email').fill('amplify.user@example.com');
    await page.getByLabel('First name').fill('Amy');
    await page.getByLabel('Last name').fill('Plify');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === pages.origin);

    await page.waitForFunction(async () => Boolean((await window.testApi.session(false)).idToken), undefined, {
      timeout: 15000,
    });
    const signedIn = await page.evaluate(() => window.testApi.session(false));
    expect(signedIn.idClaims).toMatchObject({
      email: 'amplify.user@example.com',
      given_name: 'Amy',
      family_name: 'Plify',
      token_use: 'id',
      aud: CLIENT_ID,
    });
    expect(signedIn.idClaims).not.toHaveProperty('preferred_username');
    expect(await page.evaluate(() => window.testApi.hubEvents)).toContain('signInWithRedirect');
    expect(requests.some((r) => r.startsWith(`POST ${emulators.hostedUiUrl}/oauth2/token`))).toBe(true);

    const username = String(signedIn.idClaims!['cognito:username']);
    const admin = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: emulators.identityApiUrl,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      await admin.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: POOL_ID,
          Username: username,
          UserAttributes: [{ Name: 'preferred_username', Value: 'usr_amplify' }],
        }),
      );
      // Without a forced refresh Amplify keeps the token it has.
      expect((await page.evaluate(() => window.testApi.session(false))).idClaims).not.toHaveProperty(
        'preferred_username',
      );
      const refreshed = await page.evaluate(() => window.testApi.session(true));
      expect(refreshed.idClaims).toMatchObject({ preferred_username: 'usr_amplify', sub: signedIn.idClaims!.sub });
      expect(refreshed.idToken).not.toBe(signedIn.idToken);
      expect(requests).toContain(
        `POST ${emulators.identityApiUrl}/ AWSCognitoIdentityProviderService.GetTokensFromRefreshToken`,
      );

      const refreshToken = await page.evaluate(() => {
        const key = Object.keys(window.localStorage).find((name) => name.endsWith('.refreshToken'));
        return key ? window.localStorage.getItem(key) : null;
      });
      expect(refreshToken).toBeTruthy();

      const logoutRequest = page.waitForRequest((request) =>
        request.url().startsWith(`${emulators.hostedUiUrl}/logout?`),
      );
      await page.evaluate(() => {
        void window.testApi.signOut();
      });
      await logoutRequest;
      await page.waitForURL((url) => url.origin === pages.origin);
      await page.waitForLoadState('load');
      await page.waitForFunction(() => Boolean(window.testApi));
      expect((await page.evaluate(() => window.testApi.session(false))).idToken).toBeNull();
      expect(requests).toContain(`POST ${emulators.identityApiUrl}/ AWSCognitoIdentityProviderService.RevokeToken`);
      expect(requests.some((r) => r.startsWith(`GET ${emulators.hostedUiUrl}/logout?client_id=${CLIENT_ID}`))).toBe(
        true,
      );
      await expect(
        admin.send(new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: refreshToken! })),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
      expect(decodeJwtClaims(refreshed.accessToken!).username).toBe(username);
    } finally {
      admin.destroy();
      await context.close();
    }
  });
});
