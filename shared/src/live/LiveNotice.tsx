import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { liveNotices } from './live-notices';

/** How long a notice stays on screen. */
const SHOWN_MS = 8_000;

const Notice = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 50;
  max-width: 24rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
`;

/**
 * What just arrived ("3 new transactions at First Platypus Bank"), announced politely: the region is always in the
 * page (role status, aria-live polite) so that screen readers hear each new text without losing their place.
 */
export function LiveNotice() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = liveNotices.subscribe((notice) => {
      setText(notice);
      clearTimeout(timer);
      if (notice) timer = setTimeout(() => setText(null), SHOWN_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, []);
  return (
    // The region stays in the page while empty: a live region that appears together with its text is not announced.
    <div role="status" aria-live="polite" data-testid="live-notice">
      {text ? <Notice>{text}</Notice> : null}
    </div>
  );
}
