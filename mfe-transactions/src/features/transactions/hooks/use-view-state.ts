// The view read from and written to the URL's search parameters. Discrete changes (sort, page, page size, Apply,
// Reset) add a history entry so that Back restores the previous view; changes made while typing replace the current
// entry, so Back does not step through keystrokes. The search box's text, which the screen holds and filters on at
// once, reaches the URL once the typing pauses: writing the URL (history.replaceState and the router's render of the
// page) on every keystroke cost about as much as the keystroke's own filtering.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readView, writeView, type ViewState } from '../model/view-state';

/** How long the URL waits for the typing to pause before it takes a change made with `urlLater`. */
export const URL_LATER_MS = 300;

export interface ViewUpdateOptions {
  /** Replaces the history entry instead of adding one. */
  typing?: boolean;
  /**
   * The change shows already (the caller holds it, as the screen holds the search box's text): the URL takes it once
   * the typing has paused for URL_LATER_MS, unless another change (which starts from it) comes first.
   */
  urlLater?: boolean;
}

export interface ViewStateControls {
  view: ViewState;
  /** Changes the view from the one in the URL now (or written last, while a render has not shown it). */
  updateView: (change: (view: ViewState) => ViewState, options?: ViewUpdateOptions) => void;
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
  // A URL write waiting for the typing to pause: dropped when the page goes (another route's URL is not this view's)
  // and when Back or Forward brings another view.
  const later = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const drop = () => clearTimeout(later.current);
    window.addEventListener('popstate', drop);
    return () => {
      drop();
      window.removeEventListener('popstate', drop);
    };
  }, []);
  const updateView = useCallback(
    (change: (view: ViewState) => ViewState, options: ViewUpdateOptions = {}) => {
      const next = writeView(change(readView(new URLSearchParams(written.current ?? latest.current))));
      const nextQuery = next.toString();
      // A write that changes nothing is never rendered as a change: nothing to wait for.
      written.current = nextQuery === latest.current ? null : nextQuery;
      // This change starts from the one waiting, which it therefore includes.
      clearTimeout(later.current);
      const write = () => setParams(next, { replace: options.typing ?? false });
      if (options.urlLater) later.current = setTimeout(write, URL_LATER_MS);
      else write();
    },
    [setParams],
  );
  return { view, updateView };
}
