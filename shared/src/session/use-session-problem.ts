import { useMemo } from 'react';
import { useBusChannel } from '../bus/use-bus-channel';
import { session } from './session';

export interface UseSessionProblemResult {
  /** Why the session could not be read or sign-in could not start, for the person; null when all is well. */
  problem: string | null;
  /** Reads the session again (session.start); never rejects. A success clears the problem. */
  retry: () => Promise<void>;
}

/** The session problem from the bus, with the way to try again. */
export function useSessionProblem(): UseSessionProblemResult {
  const { problem } = useBusChannel('session');
  // Looked up at call time, so that the session seen by tests and by every app is the one in use.
  return useMemo(() => ({ problem, retry: () => session.start() }), [problem]);
}
