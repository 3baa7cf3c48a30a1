import crypto, { type KeyObject } from 'node:crypto';

export type JwtAlgorithm = 'RS256' | 'ES256';

function b64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** Signs a compact JWS. node:crypto does it in a few lines, which keeps an ESM-only JWT library out of the CJS tests. */
export function signJwt(
  payload: Record<string, unknown>,
  key: KeyObject,
  header: { alg: JwtAlgorithm; kid: string; typ?: string },
): string {
  const signingInput = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const signature =
    header.alg === 'RS256'
      ? crypto.sign('RSA-SHA256', Buffer.from(signingInput), key)
      : crypto.sign('SHA256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${b64url(signature)}`;
}

export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

/** Verifies an RS256 or ES256 compact JWS against one public key and returns its parts, or undefined if invalid. */
export function verifyJwt(token: string, key: KeyObject): DecodedJwt | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [h, p, s] = parts as [string, string, string];
  let decoded: DecodedJwt;
  try {
    decoded = {
      header: JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as Record<string, unknown>,
      payload: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>,
    };
  } catch {
    return undefined;
  }
  const data = Buffer.from(`${h}.${p}`);
  const signature = Buffer.from(s, 'base64url');
  const ok =
    decoded.header.alg === 'RS256'
      ? crypto.verify('RSA-SHA256', data, key, signature)
      : decoded.header.alg === 'ES256'
        ? crypto.verify('SHA256', data, { key, dsaEncoding: 'ieee-p1363' }, signature)
        : false;
  return ok ? decoded : undefined;
}

export function randomId(bytes = 16): string {
  return crypto.randomBytes(bytes).toString('hex');
}

export function sha256(value: string | Buffer): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
