import styled from 'styled-components';
import { PageTitle } from '@finance/shared';

export const Card = styled.section`
  max-width: 720px;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.large};
`;

/** A page whose feature is not built yet: its title and its "coming soon" line. */
export function ComingSoonPage({ title, message }: { title: string; message: string }) {
  return (
    <Card aria-labelledby="coming-soon-title">
      <PageTitle id="coming-soon-title">{title}</PageTitle>
      <Message>{message}</Message>
    </Card>
  );
}
