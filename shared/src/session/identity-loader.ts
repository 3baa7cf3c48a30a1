import type { ResourcesConfig } from 'aws-amplify';

type IdentityClient = typeof import('./identity-client');

let amplifyConfig: ResourcesConfig | null = null;
let clientId: string | null = null;
let loading: Promise<IdentityClient> | null = null;

/** Keeps the identity settings; Amplify is configured with them when it is first loaded. */
export function setIdentityConfig(config: ResourcesConfig, userPoolClientId: string): void {
  amplifyConfig = config;
  clientId = userPoolClientId;
  if (loading) void loading.then((client) => client.Amplify.configure(config));
}

/** The identity client, loaded once and configured (a sign-in redirect's code is exchanged from here on). */
export function identityClient(): Promise<IdentityClient> {
  loading ??= import('./identity-client').then((client) => {
    if (amplifyConfig) client.Amplify.configure(amplifyConfig);
    return client;
  });
  return loading;
}

/**
 * Whether this browser may hold a session: Amplify keeps `LastAuthUser` while tokens are stored, and a return from
 * the hosted sign-in carries `code` or `error` in the URL. Otherwise the visitor is signed out without loading it.
 * Before configuration nothing is known, so the answer is yes.
 */
export function mayHaveSession(): boolean {
  if (clientId === null) return true;
  const params = new URLSearchParams(window.location.search);
  if (params.has('code') || params.has('error')) return true;
  try {
    return window.localStorage.getItem(amplifyKey('LastAuthUser')) !== null;
  } catch {
    return true;
  }
}

/** Amplify's own localStorage key for this client: `CognitoIdentityServiceProvider.<client id>.<name>`. */
function amplifyKey(name: string): string {
  return `CognitoIdentityServiceProvider.${clientId}.${name}`;
}

/**
 * The ID token Amplify keeps for the last signed-in person, read where Amplify stores it, without loading Amplify;
 * null before configuration, on a return from the hosted sign-in (Amplify exchanges that code), or when none is kept.
 * It is only read here, never copied anywhere; whether it is still valid is the caller's to judge.
 */
export function storedIdJwt(): string | null {
  if (clientId === null) return null;
  const params = new URLSearchParams(window.location.search);
  if (params.has('code') || params.has('error')) return null;
  try {
    const user = window.localStorage.getItem(amplifyKey('LastAuthUser'));
    return user === null ? null : window.localStorage.getItem(amplifyKey(`${user}.idToken`));
  } catch {
    return null;
  }
}
