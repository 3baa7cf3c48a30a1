import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Config } from '../config';

/** The claims of a verified Cognito ID token that the API uses. */
export interface IdTokenClaims {
  sub: string;
  /** Cognito's user name: the name AdminUpdateUserAttributes needs. */
  username: string;
  preferredUsername: string | undefined;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  /** The federated provider, lowercase ('google'), from the identities claim. */
  provider: string | undefined;
  /** When the token expires (seconds since the epoch): an event stream opened with it ends then. */
  expiresAt: number;
}

export interface TokenVerifier {
  /** Resolves to the claims, or rejects when the token is not a valid, current ID token of this app. */
  verify(token: string): Promise<IdTokenClaims>;
}

/**
 * aws-jwt-verify checks signature, token_use 'id', audience (client id), issuer and expiry. It fetches JWKS only over
 * https; in local mode a fetcher maps Cognito's JWKS URI onto the emulator, so the verifier's own cache, kid lookup and
 * refetch-on-unknown-kid (with its penalty box) run unchanged.
 */
export function createCognitoVerifier(config: Config['cognito']): TokenVerifier {
  const { endpoint } = config;
  const jwksCache = endpoint
    ? new SimpleJwksCache({
        fetcher: {
          async fetch(uri: string): Promise<ArrayBuffer> {
            const local = `${endpoint.replace(/\/$/, '')}/${config.userPoolId}/.well-known/jwks.json`;
            const res = await fetch(uri.startsWith('https://cognito-idp.') ? local : uri);
            if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
            return res.arrayBuffer();
          },
        },
      })
    : undefined;
  const verifier = CognitoJwtVerifier.create(
    { userPoolId: config.userPoolId, tokenUse: 'id', clientId: config.clientId },
    jwksCache ? { jwksCache } : undefined,
  );
  return {
    async verify(token: string) {
      const payload = (await verifier.verify(token)) as Record<string, unknown>;
      return claimsFrom(payload);
    },
  };
}

function claimsFrom(payload: Record<string, unknown>): IdTokenClaims {
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
  const identities = Array.isArray(payload.identities) ? (payload.identities as Record<string, unknown>[]) : [];
  const providerName = str(identities[0]?.providerName);
  const sub = str(payload.sub);
  if (!sub) throw new Error('ID token has no sub');
  if (typeof payload.exp !== 'number') throw new Error('ID token has no exp');
  return {
    sub,
    username: str(payload['cognito:username']) ?? sub,
    preferredUsername: str(payload.preferred_username),
    email: str(payload.email),
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    givenName: str(payload.given_name),
    familyName: str(payload.family_name),
    provider: providerName?.toLowerCase(),
    expiresAt: payload.exp,
  };
}
