// Work that must not delay what a change shows: run once the page is idle after it.

/**
 * Runs the callback once the page is idle (after the frame showing a change, and after any task waiting), or after
 * `timeoutMs` on a busy or hidden page; where the browser cannot say (Safari, tests), after a frame's time. Returns
 * a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 16);
  return () => clearTimeout(timer);
}
