import type { KeyboardEvent, MouseEvent as ReactMouseEvent, TouchEvent as ReactTouchEvent } from 'react';
import styled from 'styled-components';

/** How far one arrow key press moves an edge; with Shift, five times as far. */
const KEY_STEP = 10;

export interface ResizeHandleProps {
  /** Names what the handle resizes, e.g. "Resize Amount column". */
  label: string;
  value: number;
  min: number;
  max?: number;
  /** A new size from the keyboard (arrow keys, Home for the minimum, End for the maximum). */
  onResize: (size: number) => void;
  /** Starts a pointer drag; the owner follows the pointer. */
  onDragStart: (event: ReactMouseEvent | ReactTouchEvent) => void;
  /** Which way an arrow key grows the size: 1 when the handle sits on the right edge, -1 on the left edge. */
  growth?: 1 | -1;
  dragging?: boolean;
  className?: string;
}

/**
 * The drag handle on an edge, also a focusable separator: the arrow keys move the edge, so that every size a mouse
 * can set a keyboard can set too.
 */
export function ResizeHandle({
  label,
  value,
  min,
  max,
  onResize,
  onDragStart,
  growth = 1,
  dragging = false,
  className,
}: ResizeHandleProps) {
  const clamp = (size: number) => Math.min(max ?? Infinity, Math.max(min, Math.round(size)));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = (event.shiftKey ? 5 : 1) * KEY_STEP;
    const moves: Record<string, number | undefined> = {
      ArrowRight: value + growth * step,
      ArrowLeft: value - growth * step,
      ArrowUp: value + step,
      ArrowDown: value - step,
      Home: min,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(clamp(next));
  };
  return (
    <Handle
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={Math.round(value)}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className={className}
      data-dragging={dragging || undefined}
      onKeyDown={onKeyDown}
      onMouseDown={onDragStart}
      onTouchStart={onDragStart}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

const Handle = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 10px;
  cursor: col-resize;
  touch-action: none;
  user-select: none;
  z-index: 1;

  &::after {
    content: '';
    position: absolute;
    top: 20%;
    bottom: 20%;
    left: 4px;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }

  &:hover::after,
  &:focus-visible::after,
  &[data-dragging]::after {
    background: ${({ theme }) => theme.colors.primary};
  }
`;
