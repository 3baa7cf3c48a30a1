import { act, renderHook } from '@testing-library/react';
import { bus, initialAuthState } from '../bus/event-bus';
import type { AuthState } from '../types/entities';
import { session } from './session';
import { useAuth } from './use-auth';

jest.mock('aws-amplify/auth');

const signedIn: AuthState = {
  isAuthenticated: true,
  isLoading: false,
  isProfileComplete: false,
  accounts_linked: false,
  user: {
    user_id: 'usr_1',
    provider: 'google',
    attributes: {
      email: 'ana@example.com',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'Lopez',
      profile_completed: false,
      accounts_linked: false,
    },
  },
};

afterEach(() => bus.reset());

describe('useAuth', () => {
  it('follows the auth channel of the bus', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current).toMatchObject(initialAuthState);
    act(() => bus.publish('auth', signedIn));
    expect(result.current).toMatchObject(signedIn);
  });

  it("hands out the session's actions, stable across renders", () => {
    const { result, rerender } = renderHook(() => useAuth());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first.signIn).toBe(session.signIn);
    expect(first.signOut).toBe(session.signOut);
    expect(first.refresh).toBe(session.refresh);
    expect(first.completeProfile).toBe(session.completeProfile);
    expect(first.updateAccountsLinked).toBe(session.updateAccountsLinked);
  });
});
