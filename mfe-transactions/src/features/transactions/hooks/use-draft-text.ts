// The draft text of an input that edits a value held elsewhere (the URL): a controlled input whose text may differ
// from its value while typed. Setting the draft sets the text and the value it parsed to; that value coming back
// unchanged leaves the draft alone (so a half-typed or cleared box is not refilled), while any other new value (a
// slider, Reset Filters, Back, the data loading) rewrites the draft.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useDraftText<T>(value: T, format: (value: T) => string): [string, (draft: string, parsed: T) => void] {
  const [draft, setDraftText] = useState(() => format(value));
  const draftValue = useRef<{ value: T } | null>(null);
  const formatted = format(value);
  useEffect(() => {
    if (draftValue.current && Object.is(draftValue.current.value, value)) return;
    draftValue.current = null;
    setDraftText(formatted);
  }, [value, formatted]);
  const setDraft = useCallback((next: string, parsed: T) => {
    draftValue.current = { value: parsed };
    setDraftText(next);
  }, []);
  return [draft, setDraft];
}
