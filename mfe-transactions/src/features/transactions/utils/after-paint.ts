// Work that must wait for the frame showing a change: run in the task after that frame is painted.

/** A hidden page paints no frame: the callback runs after this long regardless. */
const HIDDEN_PAGE_MS = 100;

/** Runs the callback in the task after the next frame is painted (or after HIDDEN_PAGE_MS); returns a canceller. */
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
