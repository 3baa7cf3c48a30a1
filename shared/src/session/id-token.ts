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

/** Amplify's reads under way: a refresh among them stores the new tokens when its answer comes. */
const reads = new Set<Promise<unknown>>();
/** Set by sign-out: no read starts, so that no refresh can store tokens after the sign-out cleared them. */
let readsClosed = false;

function readIdJwt(forceRefresh: boolean): Promise<string | null> {
  const read = identityClient()
    .then((client) => client.fetchAuthSession({ forceRefresh }))
    .then(({ tokens }) => tokens?.idToken?.toString() ?? null);
  reads.add(read);
  const forget = () => void reads.delete(read);
  read.then(forget, forget);
  return read;
}

/**
 * From now on every token read answers that there is no session, and none reaches Amplify; settles once the reads
 * already under way have (whatever their outcome). Sign-out calls it before it clears the tokens.
 */
export function closeTokenReads(): Promise<void> {
  readsClosed = true;
  const underWay = [...reads];
  reads.clear(); // one that never answers is waited for by this sign-out only
  return Promise.allSettled(underWay).then(() => undefined);
}

/** Token reads go to Amplify again: a session is started or a sign-in begins. */
export function openTokenReads(): void {
  readsClosed = false;
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
  if (readsClosed || (!forceRefresh && !mayHaveSession())) return null;
  const stored = forceRefresh ? null : storedIdToken(Date.now() + STORED_TOKEN_MARGIN_SECONDS * 1000);
  if (stored) return stored;
  let jwt = await readIdJwt(forceRefresh);
  if (jwt !== null && !forceRefresh && isTokenExpired(jwt)) jwt = readsClosed ? null : await readIdJwt(true);
  if (jwt === null || isTokenExpired(jwt)) return null;
  const claims = decodeTokenClaims(jwt);
  return claims ? { jwt, claims } : null;
}
