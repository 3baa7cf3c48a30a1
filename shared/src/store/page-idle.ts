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

/** A hidden page paints no frame: `painted` resolves after this long regardless. */
const HIDDEN_PAGE_MS = 100;

/**
 * Resolves once the next frame has been painted (the task after its animation frame), or after HIDDEN_PAGE_MS: what
 * was just given to the page shows before a long read's result is copied in on the same thread.
 */
export function painted(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_PAGE_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}
