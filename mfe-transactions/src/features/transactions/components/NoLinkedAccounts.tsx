import { Link } from 'react-router';
import styled from 'styled-components';

/** Transactions come from linked accounts: a person without any is told so and sent to link one. */
export function NoLinkedAccounts() {
  return (
    <Notice>
      <p>You have not linked any accounts yet, so there are no transactions to show.</p>
      <Link to="/accounts">Link an account on the Accounts page</Link>
    </Notice>
  );
}

const Notice = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;
