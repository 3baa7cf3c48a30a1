import styled from 'styled-components';
import { Button, useAuth } from '@finance/shared';

const Status = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The standalone page's own sign-in and sign-out, so a team can work on protected pages without the shell. */
export function StandaloneSessionStatus() {
  const { isLoading, isAuthenticated, user, signIn, signOut } = useAuth();
  // The session logs sign-in and sign-out failures itself; nothing more to do here.
  const ignore = () => undefined;
  if (isLoading) return <Status>Session loading…</Status>;
  if (!isAuthenticated) {
    return (
      <Status>
        <span>Signed out</span>
        <Button $variant="secondary" onClick={() => void signIn().catch(ignore)}>Sign in</Button>
      </Status>
    );
  }
  return (
    <Status>
      <span>Signed in as {user?.attributes.email}</span>
      <Button $variant="secondary" onClick={() => void signOut().catch(ignore)}>Sign out</Button>
    </Status>
  );
}
