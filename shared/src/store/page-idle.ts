// When the page is free: idle (a write of the stored copy waits for it), and a frame painted (a long read's result
// is copied in after what was just shown).
/**
 * Runs the callback once the page is idle (after the frame that shows a change), within a second even on a busy or
 * hidden page; where the browser cannot say (Safari, tests), as the next task.
 */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1_000 });
  else setTimeout(callback, 0);
}

export const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/** A hidden page paints no frame: what waits for one runs after this long regardless. */
const HIDDEN_PAGE_MS = 100;

/**
 * Runs the callback in the task after the next frame is painted (after its animation frame), or after HIDDEN_PAGE_MS;
 * returns a function that cancels it.
 */
export function afterPaint(callback: () => void): () => void {
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

/**
 * Resolves once the next frame has been painted: what was just given to the page shows before a long read's result is
 * copied in on the same thread.
 */
export const painted = () => new Promise<void>((resolve) => afterPaint(resolve));
