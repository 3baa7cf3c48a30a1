// The view read from and written to the URL's search parameters. Discrete changes (sort, page, page size, Apply,
// Reset) add a history entry so that Back restores the previous view; changes made while typing replace the current
// entry, so Back does not step through keystrokes.
//
// A change shows at once and reaches the URL after: writing the URL (history.pushState or replaceState, then the
// router's render of the page) cost about as much as the change itself (a keystroke's filtering, a sort), and the
// person waits for neither. The view is ahead of the URL until the write lands: a discrete change is written once
// the page is idle after the frame showing it (within URL_IDLE_MS), the search box's text once the typing pauses.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readView, writeView, type ViewState } from '../model/view-state';
import { whenIdle } from '@finance/shared/data';

/** How long the URL waits for the typing to pause before it takes a change made with `urlLater`. */
export const URL_LATER_MS = 300;

/** How long a discrete change waits at most for the page to be idle before the URL takes it. */
export const URL_IDLE_MS = 300;

export interface ViewUpdateOptions {
  /** Replaces the history entry instead of adding one. */
  typing?: boolean;
  /**
   * The URL takes the change once the typing has paused for URL_LATER_MS (the search box), unless another change
   * (which starts from it) comes first.
   */
  urlLater?: boolean;
}

export interface ViewStateControls {
  /** The view shown: the URL's, or a change the URL has not taken yet. */
  view: ViewState;
  /** Changes the view from the one shown (or changed last, while a render has not shown it). */
  updateView: (change: (view: ViewState) => ViewState, options?: ViewUpdateOptions) => void;
}

/** The URL write waiting: how to cancel it, and whether it adds a history entry. */
interface WaitingWrite {
  cancel: () => void;
  push: boolean;
}

export function useViewState(): ViewStateControls {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const [ahead, setAhead] = useState<string | null>(null);
  const shown = ahead ?? query;
  // Keyed by the query text: an unchanged query gives the same view object, so the filter and sort memos hold.
  const view = useMemo(() => readView(new URLSearchParams(shown)), [shown]);
  /** The URL's query as last rendered. */
  const current = useRef(query);
  /** The query of the last change, which the next one starts from (two changes may come before a render). */
  const latest = useRef(query);
  /** Queries this hook wrote to the URL that a render has not shown yet. */
  const written = useRef(new Set<string>());
  const waiting = useRef<WaitingWrite | null>(null);

  const dropWaiting = useCallback(() => {
    waiting.current?.cancel();
    waiting.current = null;
  }, []);

  useLayoutEffect(() => {
    current.current = query;
    // One of this hook's writes (and any older one the router rendered at once with it): the view shows it already.
    if (written.current.has(query)) {
      for (const entry of written.current) {
        written.current.delete(entry);
        if (entry === query) break;
      }
      return;
    }
    if (query === latest.current) return;
    // Another navigation (Back, Forward, a link) brings its own view: a change not written yet is dropped.
    dropWaiting();
    written.current.clear();
    latest.current = query;
    setAhead(null);
  }, [query, dropWaiting]);

  // A write waiting is dropped when the page goes (another route's URL is not this view's) and when Back or Forward
  // starts (before the router renders the view it brings).
  useEffect(() => {
    window.addEventListener('popstate', dropWaiting);
    return () => {
      dropWaiting();
      window.removeEventListener('popstate', dropWaiting);
    };
  }, [dropWaiting]);

  const updateView = useCallback(
    (change: (view: ViewState) => ViewState, options: ViewUpdateOptions = {}) => {
      const next = writeView(change(readView(new URLSearchParams(latest.current)))).toString();
      if (next === latest.current) return;
      latest.current = next;
      setAhead(next);
      // Replacing a write that would have added a history entry adds one: it holds that change too.
      const push = !(options.typing ?? false) || (waiting.current?.push ?? false);
      waiting.current?.cancel();
      const write = () => {
        waiting.current = null;
        if (next === current.current) return;
        written.current.add(next);
        setParams(new URLSearchParams(next), { replace: !push });
      };
      let cancel: () => void;
      if (options.urlLater) {
        const timer = setTimeout(write, URL_LATER_MS);
        cancel = () => clearTimeout(timer);
      } else cancel = whenIdle(write, URL_IDLE_MS);
      waiting.current = { cancel, push };
    },
    [setParams],
  );
  return { view, updateView };
}
