import { initialAuthState } from '../bus/event-bus';
import type { AuthState, SessionUser, TokenClaims, ReceivedUserMetadata } from '../types/entities';

/** The API's booleans may arrive as true or as the string "true". */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * The person: user_id from the token's preferred_username, else the server's; the provider is always google;
 * names from the server once the profile is complete (what the person typed), before that from the token.
 */
export function buildSessionUser(claims: TokenClaims, metadata: ReceivedUserMetadata): SessionUser {
  const profileCompleted = toBoolean(metadata.profile_completed);
  return {
    user_id: claims.preferred_username || metadata.user_id,
    provider: 'google',
    attributes: {
      email: claims.email ?? '',
      email_verified: toBoolean(claims.email_verified),
      given_name: (profileCompleted ? metadata.given_name : claims.given_name) ?? '',
      family_name: (profileCompleted ? metadata.family_name : claims.family_name) ?? '',
      profile_completed: profileCompleted,
      accounts_linked: toBoolean(metadata.accounts_linked),
    },
  };
}

export function authenticatedState(user: SessionUser): AuthState {
  return {
    isAuthenticated: true,
    user,
    isLoading: false,
    isProfileComplete: user.attributes.profile_completed,
    accounts_linked: user.attributes.accounts_linked,
  };
}

export const unauthenticatedState: AuthState = { ...initialAuthState, isLoading: false };
