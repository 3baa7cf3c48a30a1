import { useContext, useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { SessionProblemSlot } from './session-problem-slot';
import { useSessionProblem } from './use-session-problem';

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: left;
`;

const Message = styled.p`
  flex: 1 1 16rem;
  margin: 0;
  font-weight: 500;
`;

/**
 * The session problem, when there is one, with a Retry that reads the session again; nothing otherwise. The alert
 * role is on the message alone, so it is announced (and found) as exactly the words of the problem.
 */
export function SessionProblemAlert({ className }: { className?: string }) {
  const { problem, retry } = useSessionProblem();
  const [retrying, setRetrying] = useState(false);
  const claim = useContext(SessionProblemSlot);
  // A layout effect, so the layout's own copy is gone before the page is painted with this one.
  useLayoutEffect(() => claim?.(), [claim]);

  if (problem === null) return null;

  const onRetry = async () => {
    setRetrying(true);
    try {
      await retry();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Panel className={className}>
      <Message role="alert">{problem}</Message>
      <Button $variant="secondary" onClick={() => void onRetry()} disabled={retrying} aria-busy={retrying}>
        Retry
      </Button>
    </Panel>
  );
}
