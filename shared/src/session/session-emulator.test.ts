/**
 * The session with the real aws-amplify in Chromium, against the identity emulator and the API, both run as
 * `npm start` runs them: sign-in by redirect, get_or_create with the forced refresh that brings preferred_username,
 * profile completion, a call through the API client, a reload, sign-out; and sign-in staying on the page (with the
 * reason) while the identity service does not answer.
 *
 * @jest-environment node
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { AuthState, RuntimeConfig } from '../index';
import {
  bundle,
  launchChromium,
  startLocalStack,
  startPageServer,
  type LocalStack,
  type PageServer,
} from '../testing/local-stack';

jest.setTimeout(180_000);

interface TestApi {
  session: typeof import('./session').session;
  authState(): AuthState;
  apiRequest(path: string): Promise<unknown>;
  idClaims(): Promise<Record<string, unknown> | null>;
}
declare const window: { testApi: TestApi };

describe('the session against the identity emulator and the API, in Chromium', () => {
  let pages: PageServer;
  let stack: LocalStack;
  let browser: Browser;

  beforeAll(async () => {
    pages = await startPageServer(await bundle(path.join(__dirname, '..', 'testing', 'session-test-page.ts')));
    stack = await startLocalStack(pages.origin);
    const config: RuntimeConfig = {
      apiUrl: stack.apiUrl,
      identity: {
        region: 'us-east-1',
        userPoolId: 'us-east-1_LOCAL0001',
        userPoolClientId: 'localwebclient',
        domain: new URL(stack.hostedUiUrl).host,
        userPoolEndpoint: stack.identityApiUrl,
        scopes: ['email', 'openid', 'profile'],
        redirectSignIn: `${pages.origin}/`,
        redirectSignOut: `${pages.origin}/`,
      },
      remotes: {
        auth: `${pages.origin}/a.json`,
        accounts: `${pages.origin}/b.json`,
        transactions: `${pages.origin}/c.json`,
        placeholders: `${pages.origin}/d.json`,
      },
      plaidLinkScriptUrl: null,
    };
    pages.setHtml(`<!doctype html><html><head><meta charset="utf-8"><title>Session test page</title>
<script>window.__RUNTIME_CONFIG__ = ${JSON.stringify(config)};</script></head>
<body><p>session test page</p><script src="/bundle.js"></script></body></html>`);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await pages?.close();
  });

  it('signs in, gets its user_id into the token, completes the profile, survives a reload and signs out', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const requests: string[] = [];
    context.on('request', (request) => {
      requests.push(`${request.method()} ${request.url()} ${request.headers()['x-amz-target'] ?? ''}`.trim());
    });
    const refreshes = () => requests.filter((r) => r.endsWith('.GetTokensFromRefreshToken')).length;
    const metadataCalls = () => requests.filter((r) => r === `POST ${stack.apiUrl}/user/metadata`).length;
    const startSession = async () => {
      await page.waitForFunction(() => Boolean(window.testApi));
      await page.evaluate(() => window.testApi.session.start());
      return page.evaluate(() => window.testApi.authState());
    };

    try {
      await page.goto(`${pages.origin}/`);
      expect(await startSession()).toEqual({
        isAuthenticated: false,
        user: null,
        isLoading: false,
        isProfileComplete: false,
        accounts_linked: false,
      });
      expect(metadataCalls()).toBe(0);

      await page.evaluate(() => {
        void window.testApi.session.signIn();
      });
      await page.waitForURL(/\/oauth2\/authorize\?/);
      const authorize = new URL(page.url());
      expect(authorize.origin).toBe(stack.hostedUiUrl);
      expect(authorize.searchParams.get('identity_provider')).toBe('Google');
      expect(authorize.searchParams.get('response_type')).toBe('code');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${pages.origin}/`);
      expect(authorize.searchParams.get('scope')!.split(' ').sort()).toEqual(['email', 'openid', 'profile']);

      await page.getByLabel('Email').fill('session.user@example.com');
      await page.getByLabel('First name').fill('Amy');
      await page.getByLabel('Last name').fill('Plify');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.origin === pages.origin);

      // Straight after the redirect, as the shell does at boot: start waits for Amplify's code exchange.
      const signedIn = await startSession();
      const claims = await page.evaluate(() => window.testApi.idClaims());
      expect(claims!.preferred_username).toEqual(expect.any(String));
      expect(signedIn).toEqual({
        isAuthenticated: true,
        isLoading: false,
        isProfileComplete: false,
        accounts_linked: false,
        user: {
          user_id: claims!.preferred_username,
          provider: 'google',
          attributes: {
            email: 'session.user@example.com',
            email_verified: true,
            given_name: 'Amy',
            family_name: 'Plify',
            profile_completed: false,
            accounts_linked: false,
          },
        },
      });
      // get_or_create answered needs_session_refresh; the forced refresh brought preferred_username.
      expect(metadataCalls()).toBe(1);
      expect(refreshes()).toBeGreaterThanOrEqual(1);
      expect(refreshes()).toBeLessThanOrEqual(5);
      const userId = signedIn.user!.user_id;

      await page.evaluate(() => window.testApi.session.completeProfile({ given_name: 'Amelia', family_name: 'Typed' }));
      expect(await page.evaluate(() => window.testApi.authState())).toMatchObject({
        isAuthenticated: true,
        isProfileComplete: true,
        user: { user_id: userId, attributes: { given_name: 'Amelia', family_name: 'Typed', profile_completed: true } },
      });

      // The API client: bearer token and cookies across origins, through the API's CORS.
      expect(await page.evaluate(() => window.testApi.apiRequest('/api/user-preferences'))).toEqual({
        column_config: null,
      });

      await page.reload();
      expect(await startSession()).toMatchObject({
        isAuthenticated: true,
        isProfileComplete: true,
        user: { user_id: userId, attributes: { given_name: 'Amelia', family_name: 'Typed' } },
      });

      const logout = page.waitForRequest((request) => request.url().startsWith(`${stack.hostedUiUrl}/logout?`));
      await page.evaluate(() => {
        void window.testApi.session.signOut();
      });
      await logout;
      await page.waitForURL((url) => url.origin === pages.origin);
      await page.waitForLoadState('load');
      expect(await startSession()).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
      expect(requests.some((r) => r.endsWith('.RevokeToken'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('stays on the page when the identity service does not answer, and leaves once it does', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const blocked = (url: URL) => url.origin === stack.hostedUiUrl || url.origin === stack.identityApiUrl;
    const refuse = (route: import('playwright-core').Route) => route.abort('connectionrefused');
    try {
      await context.route(blocked, refuse);
      await page.goto(`${pages.origin}/`);
      await page.waitForFunction(() => Boolean(window.testApi));
      const outcome = await page.evaluate(() =>
        window.testApi.session.signIn().then(
          () => 'left',
          (error: Error) => error.message,
        ),
      );
      expect(outcome).toBe('The sign-in service could not be reached');
      expect(new URL(page.url()).origin).toBe(pages.origin);

      await context.unroute(blocked, refuse);
      await page.evaluate(() => {
        void window.testApi.session.signIn();
      });
      await page.waitForURL(/\/oauth2\/authorize\?/);
    } finally {
      await context.close();
    }
  });
});
