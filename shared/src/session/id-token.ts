import type { TokenClaims } from '../types/entities';
import { identityClient, mayHaveSession } from './identity-loader';
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

async function readIdJwt(forceRefresh: boolean): Promise<string | null> {
  const { tokens } = await (await identityClient()).fetchAuthSession({ forceRefresh });
  return tokens?.idToken?.toString() ?? null;
}

/**
 * The signed-in person's ID token, or null when there is no usable one. Amplify renews tokens itself near expiry,
 * with its own clock-drift allowance; a token that is still expired or unreadable by our own reading of exp gets one
 * forced refresh, and if that does not help the session counts as gone.
 */
export async function fetchIdToken(options: { forceRefresh?: boolean } = {}): Promise<IdToken | null> {
  const forceRefresh = options.forceRefresh ?? false;
  if (!forceRefresh && !mayHaveSession()) return null;
  let jwt = await readIdJwt(forceRefresh);
  if (jwt !== null && !forceRefresh && isTokenExpired(jwt)) jwt = await readIdJwt(true);
  if (jwt === null || isTokenExpired(jwt)) return null;
  const claims = decodeTokenClaims(jwt);
  return claims ? { jwt, claims } : null;
}
