import type { TokenClaims } from '../types/entities';
import { identityClient, mayHaveSession, storedIdJwt } from './identity-loader';
import { decodeTokenClaims, isTokenExpired } from './token-claims';

export interface IdToken {
  /** The compact JWT, sent as the bearer credential. Never log it. */
  jwt: string;
  claims: TokenClaims;
}

/** The metadata calls' error when there is no token to send. */
export class NoIdTokenError extends Error {
  override readonly name = 'NoIdTokenError';
  constructor() {
    super('No ID token available');
  }
}

/**
 * A stored token this close to its exp is left to Amplify, which renews it: a call sent with it should not arrive
 * expired. Amplify itself renews near expiry too, allowing for its measured clock drift.
 */
export const STORED_TOKEN_MARGIN_SECONDS = 10;

/** Amplify's stored ID token, read without loading Amplify, when it is still valid at `validAtMs`. */
export function storedIdToken(validAtMs: number): IdToken | null {
  const jwt = storedIdJwt();
  if (jwt === null || isTokenExpired(jwt, validAtMs)) return null;
  const claims = decodeTokenClaims(jwt);
  return claims ? { jwt, claims } : null;
}

async function readIdJwt(forceRefresh: boolean): Promise<string | null> {
  const { tokens } = await (await identityClient()).fetchAuthSession({ forceRefresh });
  return tokens?.idToken?.toString() ?? null;
}

/**
 * The signed-in person's ID token, or null when there is no usable one. The token Amplify stored is used as it is
 * while it has more than 10 seconds to live, so that a returning visit calls the API without waiting for Amplify's
 * download (Amplify's own read would answer the same stored token); the API checks it on every call. Otherwise
 * Amplify reads it, renewing it near expiry with its own clock-drift allowance; a token that is still expired or
 * unreadable by our own reading of exp gets one forced refresh, and if that does not help the session counts as gone.
 */
export async function fetchIdToken(options: { forceRefresh?: boolean } = {}): Promise<IdToken | null> {
  const forceRefresh = options.forceRefresh ?? false;
  if (!forceRefresh && !mayHaveSession()) return null;
  const stored = forceRefresh ? null : storedIdToken(Date.now() + STORED_TOKEN_MARGIN_SECONDS * 1000);
  if (stored) return stored;
  let jwt = await readIdJwt(forceRefresh);
  if (jwt !== null && !forceRefresh && isTokenExpired(jwt)) jwt = await readIdJwt(true);
  if (jwt === null || isTokenExpired(jwt)) return null;
  const claims = decodeTokenClaims(jwt);
  return claims ? { jwt, claims } : null;
}
