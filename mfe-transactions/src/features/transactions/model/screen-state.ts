// Which of the transactions screen's panels and dialogs are open. The panel beside the table (a transaction's details
// or the form for a new one) and the Filters panel take the same place, so opening one closes the other.

/** The panel beside the table: a transaction's details, or the form for a new one. */
export type Panel = { kind: 'details'; transactionId: string } | { kind: 'add' };

export interface ScreenState {
  panel: Panel | null;
  filtersOpen: boolean;
  columnsOpen: boolean;
  /** Customize Columns stays mounted from its first opening on (it loads on demand), so closing it returns focus. */
  columnsUsed: boolean;
}

export type ScreenAction =
  | { type: 'openDetails'; transactionId: string }
  | { type: 'openAdd' }
  | { type: 'closePanel' }
  | { type: 'toggleFilters' }
  | { type: 'closeFilters' }
  | { type: 'openColumns' }
  | { type: 'closeColumns' };

export const CLOSED_SCREEN: ScreenState = { panel: null, filtersOpen: false, columnsOpen: false, columnsUsed: false };

export function screenReducer(state: ScreenState, action: ScreenAction): ScreenState {
  switch (action.type) {
    case 'openDetails':
      return { ...state, filtersOpen: false, panel: { kind: 'details', transactionId: action.transactionId } };
    case 'openAdd':
      return { ...state, filtersOpen: false, panel: { kind: 'add' } };
    case 'closePanel':
      return { ...state, panel: null };
    case 'toggleFilters':
      return { ...state, filtersOpen: !state.filtersOpen, panel: null };
    case 'closeFilters':
      return { ...state, filtersOpen: false, panel: null };
    case 'openColumns':
      return { ...state, columnsOpen: true, columnsUsed: true };
    case 'closeColumns':
      return { ...state, columnsOpen: false };
  }
}

/** The transaction whose details are open; null when none is. */
export function openedTransactionId(state: ScreenState): string | null {
  return state.panel?.kind === 'details' ? state.panel.transactionId : null;
}
