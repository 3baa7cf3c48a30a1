// The last metadata response of the signed-in person, cached in localStorage under their token's sub, so that a returning
// visit can show the signed-in page at once while the session is confirmed (see stored-session.ts). It holds only the
// non-secret profile fields the session reads, never a token; sign-out and any failed session read clear it.
import type { ReceivedUserMetadata } from '../types/entities';
import { toBoolean } from './session-user';

const KEY = 'finance.session.metadata';

export type CachedMetadata = Omit<ReceivedUserMetadata, 'needs_session_refresh'>;

interface Entry {
  sub: string;
  metadata: CachedMetadata;
}

const isName = (value: unknown) => value === null || value === undefined || typeof value === 'string';

/** A hand check of a few fields: a schema validator would add its bytes to every signed-in page's first render. */
function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const { sub, metadata } = value as Partial<Entry>;
  if (typeof sub !== 'string' || typeof metadata !== 'object' || metadata === null) return false;
  return (
    typeof metadata.user_id === 'string' &&
    typeof metadata.profile_completed === 'boolean' &&
    typeof metadata.accounts_linked === 'boolean' &&
    isName(metadata.given_name) &&
    isName(metadata.family_name)
  );
}

/** Caches the response for this sub, replacing any other person's. */
export function cacheMetadata(sub: string, metadata: ReceivedUserMetadata): void {
  const entry: Entry = {
    sub,
    metadata: {
      user_id: metadata.user_id,
      given_name: metadata.given_name,
      family_name: metadata.family_name,
      profile_completed: toBoolean(metadata.profile_completed),
      accounts_linked: toBoolean(metadata.accounts_linked),
    },
  };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(entry));
  } catch {
    // Storage full or refused: the next visit takes the ordinary path.
  }
}

/** The cached response when it is this sub's; another person's, or anything unreadable, is never used. */
export function cachedMetadata(sub: string): CachedMetadata | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (raw === null) return null;
    const entry: unknown = JSON.parse(raw);
    return isEntry(entry) && entry.sub === sub ? entry.metadata : null;
  } catch {
    return null;
  }
}

export function clearCachedMetadata(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing could be cached either.
  }
}
