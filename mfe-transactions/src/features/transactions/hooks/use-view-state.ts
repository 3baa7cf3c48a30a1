// The view read from and written to the URL's search parameters. Discrete changes (sort, page, page size, Apply,
// Reset) add a history entry so that Back restores the previous view; changes made while typing replace the current
// entry, so Back does not step through keystrokes.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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
  // React Router gives a functional update the parameters of the last render, not of the last navigation: two changes
  // made before the page renders again (From and To filled at once, a busy machine) would both start from the same
  // view, and the second would undo the first. So a change starts from the query written last, until a render shows it.
  const latest = useRef(query);
  const written = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (written.current !== null && written.current !== query) return;
    written.current = null;
    latest.current = query;
  }, [query]);
  const updateView = useCallback(
    (change: (view: ViewState) => ViewState, options: { typing?: boolean } = {}) => {
      const next = writeView(change(readView(new URLSearchParams(written.current ?? latest.current))));
      const nextQuery = next.toString();
      // A write that changes nothing is never rendered as a change: nothing to wait for.
      written.current = nextQuery === latest.current ? null : nextQuery;
      setParams(next, { replace: options.typing ?? false });
    },
    [setParams],
  );
  return { view, updateView };
}
