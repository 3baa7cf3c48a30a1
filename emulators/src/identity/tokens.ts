import crypto from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ISSUER, POOL_ID } from '../config';
import type { User } from './identity-store';
import type { SigningKey } from './signing-key';

export interface Session {
  clientId: string;
  scope: string;
  /** Seconds since the epoch of the sign-in the session started with. */
  authTime: number;
  /** Ties every token of one sign-in together; revocation works through it. */
  originJti: string;
}

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  expiresIn: number;
}

// Attributes that Cognito puts in the ID token as they are; email_verified becomes a boolean.
const ID_TOKEN_ATTRIBUTES = new Set([
  'email',
  'given_name',
  'family_name',
  'name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
  'address',
  'updated_at',
]);

export function idTokenClaims(user: User, session: Session, now: number, ttl: number): JWTPayload {
  const claims: JWTPayload = {
    sub: user.sub,
    'cognito:groups': [`${POOL_ID}_Google`],
    iss: ISSUER,
    'cognito:username': user.username,
    origin_jti: session.originJti,
    aud: session.clientId,
    identities: [
      {
        dateCreated: String(user.createdAt),
        userId: user.googleId,
        providerName: 'Google',
        providerType: 'Google',
        issuer: null,
        primary: 'true',
      },
    ],
    token_use: 'id',
    auth_time: session.authTime,
    exp: now + ttl,
    iat: now,
    jti: crypto.randomUUID(),
  };
  for (const [name, value] of Object.entries(user.attributes)) {
    if (name === 'email_verified') claims.email_verified = value === 'true';
    else if (ID_TOKEN_ATTRIBUTES.has(name) || name.startsWith('custom:')) claims[name] = value;
  }
  return claims;
}

export function accessTokenClaims(user: User, session: Session, now: number, ttl: number): JWTPayload {
  return {
    sub: user.sub,
    'cognito:groups': [`${POOL_ID}_Google`],
    iss: ISSUER,
    version: 2,
    client_id: session.clientId,
    origin_jti: session.originJti,
    token_use: 'access',
    scope: session.scope,
    auth_time: session.authTime,
    exp: now + ttl,
    iat: now,
    jti: crypto.randomUUID(),
    username: user.username,
  };
}

function sign(claims: JWTPayload, key: SigningKey): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
}

export async function issueTokens(key: SigningKey, user: User, session: Session, ttl: number): Promise<IssuedTokens> {
  const now = Math.floor(Date.now() / 1000);
  return {
    idToken: await sign(idTokenClaims(user, session, now, ttl), key),
    accessToken: await sign(accessTokenClaims(user, session, now, ttl), key),
    expiresIn: ttl,
  };
}

/** The claims of an access token this pool issued and that is still good, or undefined. */
export async function verifyAccessToken(key: SigningKey, token: string): Promise<JWTPayload | undefined> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, key.publicKey, {
      algorithms: ['RS256'],
      issuer: ISSUER,
      requiredClaims: ['exp'],
    });
    return protectedHeader.kid === key.kid && payload.token_use === 'access' ? payload : undefined;
  } catch {
    return undefined;
  }
}
