import { useMatch } from 'react-router';
import styled from 'styled-components';
import { Button } from '@finance/shared';
import { RemotePage } from '../federation/RemotePage';

const Aside = styled.aside`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  align-self: start;
`;

const Problem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.muted};
  p { margin: 0; }
`;

/** Whether the accounts sidebar belongs on this path: /accounts and everything beneath it. */
export function useAccountsSidebarShown(): boolean {
  return useMatch('/accounts/*') !== null;
}

/**
 * The accounts remote's sidebar, beside the page on /accounts paths. A remote that is down costs only the sidebar:
 * a short note with Retry in its place, without taking focus from the page.
 */
export function AccountsSidebarSlot() {
  return (
    <Aside aria-label="Accounts sidebar">
      <RemotePage
        id="accounts/AccountsSidebar"
        label="accounts sidebar"
        unavailable={(retry) => (
          <Problem role="status">
            <p>The accounts sidebar could not be loaded.</p>
            <Button $variant="secondary" onClick={retry}>
              Retry
            </Button>
          </Problem>
        )}
      />
    </Aside>
  );
}
