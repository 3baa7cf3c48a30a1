// The view read from and written to the URL's search parameters. Discrete changes (sort, page, page size, Apply,
// Reset) add a history entry so that Back restores the previous view; changes made while typing replace the current
// entry, so Back does not step through keystrokes.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readView, writeView, type ViewState } from '../model/view-state';

export interface ViewStateControls {
  view: ViewState;
  /** Changes the view from the one in the URL now; `typing` replaces the history entry instead of adding one. */
  updateView: (change: (view: ViewState) => ViewState, options?: { typing?: boolean }) => void;
}

export function useViewState(): ViewStateControls {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Keyed by the query text: an unchanged query gives the same view object, so the filter and sort memos hold.
  const view = useMemo(() => readView(new URLSearchParams(query)), [query]);
  const updateView = useCallback(
    (change: (view: ViewState) => ViewState, options: { typing?: boolean } = {}) => {
      setParams((current) => writeView(change(readView(current))), { replace: options.typing ?? false });
    },
    [setParams],
  );
  return { view, updateView };
}
