import { act, renderHook } from '@testing-library/react';
import { bus, initialAuthState } from '../bus/event-bus';
import type { AuthState } from '../types/entities';
import { session } from './session';
import { signedInState } from '../testing/auth-state-fixtures';
import { useAuth } from './use-auth';

jest.mock('aws-amplify/auth');

const signedIn: AuthState = signedInState({
  email: 'ana@example.com',
  given_name: 'Ana',
  family_name: 'Lopez',
  profile_completed: false,
});

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
