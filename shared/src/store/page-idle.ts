// When the page is free: idle (a write of the stored copy, the URL of a view, a sort made ahead wait for it), and a
// frame painted (a long read's result, or the totals of a filter, come after what was just shown). The one place the
// apps ask for either.

/** How long an idle wait lasts at most on a busy or hidden page, unless its caller says. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs the callback once the page is idle (after the frame that shows a change, and after any task waiting), or after
 * `timeoutMs` on a busy or hidden page; where the browser cannot say (Safari, tests), after a frame's time. Returns a
 * function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 16);
  return () => clearTimeout(timer);
}

export const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/** A hidden page paints no frame: the callback runs after this long regardless. */
const HIDDEN_PAGE_MS = 100;

/**
 * Runs the callback in the task after the next frame is painted, or after HIDDEN_PAGE_MS: what was just given to the
 * page shows before the callback's work runs on the same thread; where nothing paints, after a frame's time. Returns a
 * function that cancels it.
 */
export function afterPaint(callback: () => void): () => void {
  // Where nothing paints (a worker, tests outside a DOM), after a frame's time.
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(callback, 16);
    return () => clearTimeout(timer);
  }
  let timer = setTimeout(callback, HIDDEN_PAGE_MS);
  const frame = requestAnimationFrame(() => {
    clearTimeout(timer);
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export const painted = () => new Promise<void>((resolve) => afterPaint(resolve));
