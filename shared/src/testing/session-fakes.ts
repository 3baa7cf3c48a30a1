// Test doubles for the session and API client tests: unsigned JWTs, Amplify sessions and fetch responses.
import type { fetchAuthSession } from 'aws-amplify/auth';
import type { AuthState, SessionUserAttributes } from '../types/entities';

type AuthSession = Awaited<ReturnType<typeof fetchAuthSession>>;

function base64UrlJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A JWT-shaped string with these claims; nothing here checks signatures. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64UrlJson({ alg: 'RS256', kid: 'test' })}.${base64UrlJson(claims)}.c2lnbmF0dXJl`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An ID token as the identity service issues one for a Google-federated user, valid for an hour from now. */
export function idTokenFor(overrides: Record<string, unknown> = {}): string {
  return fakeJwt({
    sub: 'sub-123',
    email: 'ana@example.com',
    email_verified: 'true',
    given_name: 'Token',
    family_name: 'Name',
    exp: nowSeconds() + 3600,
    ...overrides,
  });
}

/** What fetchAuthSession resolves to: tokens when a JWT is given, none when signed out. */
export function amplifySession(idJwt: string | null): AuthSession {
  if (idJwt === null) return {};
  return {
    tokens: {
      idToken: { toString: () => idJwt, payload: {} },
      accessToken: { toString: () => 'access-token', payload: {} },
    },
  };
}

/** The part of a fetch Response that the API client reads. */
export function fakeResponse(status: number, body?: unknown, statusText = ''): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text } as unknown as Response;
}

export interface RecordedCall {
  url: string;
  init: RequestInit;
  body: Record<string, unknown> | undefined;
  authorization: string | undefined;
}

export function recordedCalls(fetchMock: jest.Mock): RecordedCall[] {
  return fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({
    url,
    init,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    authorization: (init.headers as Record<string, string>).Authorization,
  }));
}

/** The auth state of Ana (usr_1) signed in with her profile complete and accounts linked, with these attributes. */
export function signedInAs(attributes: Partial<SessionUserAttributes>): AuthState {
  return {
    isAuthenticated: true,
    isLoading: false,
    isProfileComplete: attributes.profile_completed ?? true,
    accounts_linked: attributes.accounts_linked ?? true,
    user: {
      user_id: 'usr_1',
      provider: 'google',
      attributes: {
        email: 'ana@example.com',
        email_verified: true,
        given_name: 'Ana',
        family_name: 'Server',
        profile_completed: true,
        accounts_linked: true,
        ...attributes,
      },
    },
  };
}
