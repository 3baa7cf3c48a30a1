// Auth states for the UI tests of the shell and the remotes: publish one on the bus, render, assert.
import { initialAuthState } from '../bus/event-bus';
import { authenticatedState, unauthenticatedState } from '../session/session-user';
import type { AuthState, SessionUser } from '../types/entities';

export function sessionUser(attributes: Partial<SessionUser['attributes']> = {}): SessionUser {
  return {
    user_id: 'user-1',
    provider: 'google',
    attributes: {
      email: 'ada@example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      profile_completed: true,
      accounts_linked: false,
      ...attributes,
    },
  };
}

export const loadingState: AuthState = initialAuthState;

export const signedOutState: AuthState = unauthenticatedState;

export function signedInState(attributes: Partial<SessionUser['attributes']> = {}): AuthState {
  return authenticatedState(sessionUser(attributes));
}
