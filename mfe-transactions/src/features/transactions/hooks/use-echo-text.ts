// The text of an input that edits a value held elsewhere (the URL). Typing sets the text and the value; the value
// coming back unchanged leaves the text alone (so a half-typed or cleared box is not refilled), while any other new
// value (a slider, Reset Filters, Back, the data loading) rewrites the text.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useEchoText<T>(value: T, show: (value: T) => string): [string, (text: string, parsed: T) => void] {
  const [text, setText] = useState(() => show(value));
  const typed = useRef<{ value: T } | null>(null);
  const shown = show(value);
  useEffect(() => {
    if (typed.current && Object.is(typed.current.value, value)) return;
    typed.current = null;
    setText(shown);
  }, [value, shown]);
  const type = useCallback((next: string, parsed: T) => {
    typed.current = { value: parsed };
    setText(next);
  }, []);
  return [text, type];
}
