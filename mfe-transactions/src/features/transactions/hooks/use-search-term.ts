// The search box's text. The table filters on it in the same render as the keystroke; the URL follows it (router
// navigations render as transitions, which would lag the box behind the typing). A different term arriving in the
// URL (Back, a link) replaces the text.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useSearchTerm(urlTerm: string, writeToUrl: (term: string) => void): [string, (term: string) => void] {
  const [term, setTerm] = useState(urlTerm);
  const written = useRef(urlTerm);
  useEffect(() => {
    if (urlTerm === written.current) return;
    written.current = urlTerm;
    setTerm(urlTerm);
  }, [urlTerm]);
  const change = useCallback(
    (next: string) => {
      written.current = next;
      setTerm(next);
      writeToUrl(next);
    },
    [writeToUrl],
  );
  return [term, change];
}
