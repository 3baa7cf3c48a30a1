import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A bar opens the transactions behind it: at once by mouse; by touch on the second tap of the same bar, the first
 * showing its figures in the tooltip (a finger has no hover). The hint says which.
 */
export function useBarOpening() {
  const navigate = useNavigate();
  const [touch, setTouch] = useState(false);
  const armed = useRef<string | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => setTouch(event.pointerType === 'touch'),
    open: (bar: string, href: string, event?: MouseEvent) => {
      const byTouch = (event?.nativeEvent as { pointerType?: string } | undefined)?.pointerType === 'touch';
      if (byTouch && armed.current !== bar) {
        armed.current = bar;
        return;
      }
      armed.current = null;
      void navigate(href);
    },
    hint: touch ? 'Tap the bar again to list its transactions.' : 'Click a bar to list its transactions.',
  };
}
