// The rows the person ticked, by transaction id: a click ticks one, a shift-click ticks the range from the last one
// clicked (in the view's order), "select all" ticks every row the view lets through, across pages.
import { useCallback, useRef, useState } from 'react';

export interface Selection {
  selected: ReadonlySet<string>;
  /** Ticks or unticks one row; with `range`, every row between the last one clicked and this one, as this one. */
  toggle: (id: string, range: boolean, order: readonly string[]) => void;
  /** Ticks these rows (or unticks them all, when every one is ticked already). */
  toggleAll: (ids: readonly string[]) => void;
  selectAll: (ids: readonly string[]) => void;
  clear: () => void;
}

const NONE: ReadonlySet<string> = new Set();

export function useSelection(): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(NONE);
  const anchor = useRef<string | null>(null);

  const toggle = useCallback((id: string, range: boolean, order: readonly string[]) => {
    // Read now: the update below runs later, after the anchor has moved to this row.
    const from = range && anchor.current !== null ? order.indexOf(anchor.current) : -1;
    setSelected((current) => {
      const next = new Set(current);
      const on = !current.has(id);
      const to = order.indexOf(id);
      if (from >= 0 && to >= 0) {
        for (let index = Math.min(from, to); index <= Math.max(from, to); index += 1) {
          if (on) next.add(order[index]!);
          else next.delete(order[index]!);
        }
      } else if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    anchor.current = id;
  }, []);

  const toggleAll = useCallback((ids: readonly string[]) => {
    setSelected((current) => {
      const next = new Set(current);
      const all = ids.every((id) => current.has(id));
      for (const id of ids) {
        if (all) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, []);

  const selectAll = useCallback((ids: readonly string[]) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => {
    anchor.current = null;
    setSelected(NONE);
  }, []);
  return { selected, toggle, toggleAll, selectAll, clear };
}
