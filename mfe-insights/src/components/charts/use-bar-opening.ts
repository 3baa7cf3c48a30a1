import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMediaQuery } from '@finance/shared';

/** Whether the screen is touched rather than pointed at: there a tap, not a hover, shows a chart's tooltip. */
export function useCoarsePointer(): boolean {
  return useMediaQuery('(pointer: coarse)');
}

/**
 * A bar opens the transactions behind it: at once by mouse; by touch on the second tap of the same bar, the first
 * showing its figures in the tooltip (a finger has no hover: on a touch screen a tap is what shows the tooltip,
 * `tooltipTrigger`). The hint says which.
 */
export function useBarOpening() {
  const navigate = useNavigate();
  const coarse = useCoarsePointer();
  const [touched, setTouched] = useState(false);
  const touch = coarse || touched;
  const armed = useRef<string | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => setTouched(event.pointerType === 'touch'),
    tooltipTrigger: touch ? ('click' as const) : ('hover' as const),
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
