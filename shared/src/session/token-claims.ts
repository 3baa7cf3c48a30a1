import type { TokenClaims } from '../types/entities';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  // atob yields one char per byte; names in tokens are UTF-8 (José, Zoë).
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The claims of a JWT's payload, or null when the token cannot be read (not three parts, not JSON, no sub or exp). */
export function decodeTokenClaims(jwt: string): TokenClaims | null {
  const parts = jwt.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    const claims = payload as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null;
    return claims as unknown as TokenClaims;
  } catch {
    return null;
  }
}

/** Expiry is judged from exp, in seconds; a token that cannot be read counts as expired. */
export function isTokenExpired(jwt: string, nowMs: number = Date.now()): boolean {
  const claims = decodeTokenClaims(jwt);
  return claims === null || claims.exp <= Math.floor(nowMs / 1000);
}
