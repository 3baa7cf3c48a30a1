import { useParams } from 'react-router-dom';
import styled from 'styled-components';

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
`;

export function AccountDetailPage() {
  const { accountId } = useParams();
  return (
    <section aria-labelledby="account-detail-title">
      <Heading id="account-detail-title">Account {accountId}</Heading>
      <p>The account detail page is not built yet.</p>
    </section>
  );
}
