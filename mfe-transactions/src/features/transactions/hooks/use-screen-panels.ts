// The transactions screen's panels and dialogs (model/screen-state.ts), and where focus goes as they close: back to
// what opened them.
import { useCallback, useReducer, useRef, type RefObject } from 'react';
import { CLOSED_SCREEN, screenReducer, type ScreenState } from '../model/screen-state';

export interface ScreenPanels {
  state: ScreenState;
  /** The Add transaction button, where focus returns when no row can take it. */
  addButton: RefObject<HTMLButtonElement | null>;
  /** The Filters button, where focus returns as the Filters panel closes. */
  filtersButton: RefObject<HTMLButtonElement | null>;
  openDetails: (transactionId: string) => void;
  openAdd: () => void;
  /**
   * Focus goes back to where the panel was opened from: the row (a split's first part shown, its parts' ids may have
   * changed), else Add transaction.
   */
  closePanel: () => void;
  toggleFilters: () => void;
  /** Closed by Escape or its Close button: focus goes back to the Filters button that opened it. */
  closeFilters: () => void;
  openColumns: () => void;
  closeColumns: () => void;
}

export function useScreenPanels(): ScreenPanels {
  const [state, dispatch] = useReducer(screenReducer, CLOSED_SCREEN);
  const addButton = useRef<HTMLButtonElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const openDetails = useCallback((transactionId: string) => dispatch({ type: 'openDetails', transactionId }), []);
  const closePanel = () => {
    const from = state.panel;
    dispatch({ type: 'closePanel' });
    const id = from?.kind === 'details' ? CSS.escape(from.transactionId) : null;
    const row =
      id === null
        ? null
        : (document.querySelector<HTMLElement>(`[data-transaction-id="${id}"]`) ??
          document.querySelector<HTMLElement>(`[data-split-of="${id}"]`));
    (row ?? addButton.current)?.focus();
  };
  const closeFilters = () => {
    dispatch({ type: 'closeFilters' });
    filtersButton.current?.focus();
  };
  return {
    state,
    addButton,
    filtersButton,
    openDetails,
    openAdd: () => dispatch({ type: 'openAdd' }),
    closePanel,
    toggleFilters: () => dispatch({ type: 'toggleFilters' }),
    closeFilters,
    openColumns: () => dispatch({ type: 'openColumns' }),
    closeColumns: () => dispatch({ type: 'closeColumns' }),
  };
}
