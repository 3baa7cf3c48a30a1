import { useMemo } from 'react';
import { useBusChannel } from '../bus/use-bus-channel';
import type { AuthState } from '../types/entities';
import { session, type Session } from './session';

export type UseAuthResult = AuthState &
  Pick<Session, 'signIn' | 'signOut' | 'refresh' | 'completeProfile' | 'updateAccountsLinked'>;

/** The auth state from the bus, with the session's actions. */
export function useAuth(): UseAuthResult {
  const state = useBusChannel('auth');
  return useMemo(
    () => ({
      ...state,
      signIn: session.signIn,
      signOut: session.signOut,
      refresh: session.refresh,
      completeProfile: session.completeProfile,
      updateAccountsLinked: session.updateAccountsLinked,
    }),
    [state],
  );
}
