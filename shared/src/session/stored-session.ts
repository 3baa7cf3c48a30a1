import type { AuthState } from '../types/entities';
import { storedIdToken } from './id-token';
import { cachedMetadata } from './metadata-cache';
import { authenticatedState, buildSessionUser } from './session-user';

/**
 * The signed-in state a returning visit can show at once, before Amplify has loaded: when Amplify keeps an unexpired
 * ID token for its last signed-in person and this browser cached that same person's (sub's) last metadata response, the
 * user built from the two, exactly as a confirmed read would build it. Otherwise null: the ordinary path (loading).
 * session.start() then confirms it with the identity service and the API, and their response wins.
 */
export function storedSessionState(nowMs: number = Date.now()): AuthState | null {
  const token = storedIdToken(nowMs);
  const metadata = token && cachedMetadata(token.claims.sub);
  if (!token || !metadata) return null;
  return authenticatedState(buildSessionUser(token.claims, { ...metadata, needs_session_refresh: false }));
}
