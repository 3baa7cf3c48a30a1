import { useCallback, useState, type ReactNode } from 'react';
import { SessionProblemAlert } from './SessionProblemAlert';
import { SessionProblemSlot } from './session-problem-slot';

/**
 * A layout's place for the session problem: shown above the page, unless the page shows it itself (any
 * SessionProblemAlert inside takes over), so a person sees it once wherever they land.
 */
export function SessionProblemArea({ children }: { children: ReactNode }) {
  const [pagesShowingIt, setPagesShowingIt] = useState(0);
  const claim = useCallback(() => {
    setPagesShowingIt((count) => count + 1);
    return () => setPagesShowingIt((count) => count - 1);
  }, []);
  return (
    <>
      {pagesShowingIt === 0 && <SessionProblemAlert />}
      <SessionProblemSlot.Provider value={claim}>{children}</SessionProblemSlot.Provider>
    </>
  );
}
