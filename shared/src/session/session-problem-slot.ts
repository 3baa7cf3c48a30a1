import { createContext } from 'react';

/**
 * Lets a page that shows the session problem itself (the sign-in screen, beside the button it concerns) tell the
 * layout around it to stay quiet, so the page never says the same thing twice. The value registers one such page
 * and answers how to unregister it; null outside any SessionProblemArea.
 */
export const SessionProblemSlot = createContext<(() => () => void) | null>(null);
