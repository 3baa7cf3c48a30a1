import { useLayoutEffect, useState } from 'react';

/**
 * The element's content width in pixels, followed as it changes (a panel opening beside it, the window resized); null
 * for no element, or where the browser cannot tell (no ResizeObserver, as in jsdom).
 */
export function useElementWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    // An observer reports the element's box once as it starts, then whenever it changes.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return element ? width : null;
}
