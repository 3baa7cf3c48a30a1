import type { SessionUser } from '@finance/shared';

/** First letter of the given name plus first letter of the family name, uppercased; "??" without names. */
export function initialsOf(user: SessionUser | null): string {
  const given = user?.attributes.given_name?.trim() ?? '';
  const family = user?.attributes.family_name?.trim() ?? '';
  const initials = `${given.charAt(0)}${family.charAt(0)}`.toUpperCase();
  return initials || '??';
}
