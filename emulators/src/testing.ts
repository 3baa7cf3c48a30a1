/**
 * Helpers for other workspaces' tests: they drive the emulators through their real protocols, never through their
 * internals, so a test that signs in with them exercises the same path a browser does.
 */
import crypto from 'node:crypto';
import { CLIENT_ID, PLAID_CLIENT_ID, PLAID_SECRET, POOL_ID } from './config';
import { postForm, rawRequest } from './testing/https-request';

export { CLIENT_ID, ISSUER, PLAID_CLIENT_ID, PLAID_SECRET, POOL_ID } from './config';
export { startEmulators, type StartedEmulators } from './index';

export interface IdentityEndpoints {
  hostedUiUrl: string;
  identityApiUrl: string;
  clientId?: string;
  /** Must be one of the redirect URIs the emulator was started with; defaults to the first default one. */
  redirectUri?: string;
}

export interface TestUser {
  email: string;
  givenName: string;
  familyName: string;
}

export interface SignedInTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(endpoints: IdentityEndpoints, params: { state: string; challenge: string }): string {
  const url = new URL('/oauth2/authorize', endpoints.hostedUiUrl);
  url.search = new URLSearchParams({
    client_id: endpoints.clientId ?? CLIENT_ID,
    redirect_uri: endpoints.redirectUri ?? 'http://localhost:3000/',
    response_type: 'code',
    scope: 'email openid profile',
    identity_provider: 'Google',
    state: params.state,
    code_challenge: params.challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/**
 * Signs a user in the way Amplify's signInWithRedirect does: authorize with PKCE, the account chooser form (a new
 * account with the given email and names, or the same user again for an email used before), then the code exchange.
 */
export async function signInAs(endpoints: IdentityEndpoints, user: TestUser): Promise<SignedInTokens> {
  const { verifier, challenge } = pkcePair();
  const state = crypto.randomBytes(16).toString('hex');
  const page = await rawRequest(authorizeUrl(endpoints, { state, challenge }));
  const requestId = /name="request_id" value="([^"]+)"/.exec(page.body)?.[1];
  if (page.status !== 200 || !requestId) throw new Error(`authorize failed with status ${page.status}`);
  const chosen = await postForm(new URL('/oauth2/idpresponse', endpoints.hostedUiUrl).toString(), {
    request_id: requestId,
    email: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
  });
  const location = chosen.headers.location;
  if (chosen.status !== 302 || !location) throw new Error(`account chooser failed with status ${chosen.status}`);
  const callback = new URL(location);
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state) throw new Error('callback has no code or the wrong state');
  const tokenResponse = await postForm(new URL('/oauth2/token', endpoints.hostedUiUrl).toString(), {
    grant_type: 'authorization_code',
    client_id: endpoints.clientId ?? CLIENT_ID,
    code,
    redirect_uri: endpoints.redirectUri ?? 'http://localhost:3000/',
    code_verifier: verifier,
  });
  if (tokenResponse.status !== 200) throw new Error(`token exchange failed with status ${tokenResponse.status}`);
  const tokens = JSON.parse(tokenResponse.body) as { id_token: string; access_token: string; refresh_token: string };
  return { idToken: tokens.id_token, accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
}

/** The claims of a JWT, unverified: for assertions in tests. */
export function decodeJwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

// A type alias, not an interface, so that it is assignable to aws-jwt-verify's JSON types.
export type JwksDocument = {
  keys: Array<{ alg: 'RS256'; e: string; kid: string; kty: 'RSA'; n: string; use: 'sig' }>;
};

/** The pool's JWKS, for handing to aws-jwt-verify's cacheJwks (it fetches only over https). */
export async function fetchJwks(identityApiUrl: string): Promise<JwksDocument> {
  const response = await fetch(`${identityApiUrl}/${POOL_ID}/.well-known/jwks.json`);
  return (await response.json()) as JwksDocument;
}

/**
 * Makes an item without the Link UI (Plaid's /sandbox/public_token/create, then the exchange) and returns its access
 * token. institutionId defaults to First Platypus Bank.
 */
export async function createSandboxItem(
  plaidUrl: string,
  options: { institutionId?: string; webhook?: string; username?: string } = {},
): Promise<{ accessToken: string; itemId: string }> {
  const call = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${plaidUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: PLAID_CLIENT_ID, secret: PLAID_SECRET, ...body }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path} failed: ${String(json.error_code)}`);
    return json;
  };
  const created = await call('/sandbox/public_token/create', {
    institution_id: options.institutionId ?? 'ins_109508',
    initial_products: ['transactions'],
    options: {
      ...(options.webhook ? { webhook: options.webhook } : {}),
      ...(options.username ? { override_username: options.username } : {}),
    },
  });
  const exchanged = await call('/item/public_token/exchange', { public_token: created.public_token });
  return { accessToken: String(exchanged.access_token), itemId: String(exchanged.item_id) };
}

/**
 * Adds transactions of the test's own to the items of one user at one institution (the emulator's control for Plaid's
 * /sandbox/transactions/create, for an app whose server keeps the access tokens): at most ten, dated from 14 days back
 * to the bank's today, on the depository account; the items' next /transactions/sync gives them as added.
 */
export async function createSandboxTransactions(
  plaidUrl: string,
  options: {
    clientUserId: string;
    institutionId?: string;
    transactions: Array<{
      date_transacted: string;
      date_posted: string;
      amount: number;
      description: string;
      iso_currency_code?: string;
    }>;
  },
): Promise<{ items: number }> {
  const response = await fetch(`${plaidUrl}/emulator/sandbox/transactions/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: PLAID_CLIENT_ID,
      secret: PLAID_SECRET,
      client_user_id: options.clientUserId,
      institution_id: options.institutionId ?? 'ins_109508',
      transactions: options.transactions,
    }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`/emulator/sandbox/transactions/create failed: ${String(json.error_code)}`);
  return { items: Number(json.items) };
}

/**
 * Goes through Link without a browser, making the same calls the Link frame makes: the session for the link token,
 * the credentials, then the chosen accounts. Resolves to what onSuccess would receive; with a link token made with an
 * access_token this is update mode and repairs the item.
 */
export async function completeLink(
  plaidUrl: string,
  linkToken: string,
  options: { institutionId?: string; username?: string; password?: string; masks?: string[] } = {},
): Promise<{ publicToken: string; metadata: Record<string, unknown> }> {
  const call = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${plaidUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw Object.assign(new Error(`${path} failed: ${String(json.error_code)}`), { body: json });
    return json;
  };
  const session = await call('/link/api/session', { link_token: linkToken });
  const institution =
    (session.institution as { institution_id: string } | null)?.institution_id ?? options.institutionId ?? 'ins_109508';
  const credentials = { username: options.username ?? 'user_good', password: options.password ?? 'pass_good' };
  const offered = await call('/link/api/credentials', {
    link_token: linkToken,
    institution_id: institution,
    ...credentials,
  });
  const masks = options.masks ?? (offered.accounts as Array<{ mask: string }>).map((account) => account.mask);
  const done = await call('/link/api/complete', {
    link_token: linkToken,
    institution_id: institution,
    ...credentials,
    masks,
    link_session_id: session.link_session_id,
  });
  return { publicToken: String(done.public_token), metadata: done.metadata as Record<string, unknown> };
}
