import styled from 'styled-components';
import { Button, PageTitle } from '@finance/shared';

const Screen = styled.main`
  max-width: 560px;
  margin: 4rem auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.negative};
`;

/** "Authentication Error", the error's message (or a generic one), and Try Again, which reloads the page. */
export function AuthErrorScreen({ message }: { message?: string }) {
  return (
    <Screen role="alert" aria-labelledby="auth-error-title">
      <PageTitle id="auth-error-title">Authentication Error</PageTitle>
      <Message>{message?.trim() ? message : 'An unexpected error occurred'}</Message>
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </Screen>
  );
}
