import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@finance/shared';

const Panel = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.large};

  /* Focus moves here so a screen reader announces the problem; it is not a control, so no ring. */
  &:focus { outline: none; }
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Shown in place of a page whose remote could not be loaded; the rest of the app keeps working. */
export function RemoteUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel role="alert" aria-labelledby="remote-unavailable-title">
      <Heading id="remote-unavailable-title" ref={heading} tabIndex={-1}>
        {label} could not be loaded
      </Heading>
      <Text>This part of the app is not responding right now. The rest of the app still works. Please try again.</Text>
      <Button onClick={onRetry}>Retry</Button>
    </Panel>
  );
}
