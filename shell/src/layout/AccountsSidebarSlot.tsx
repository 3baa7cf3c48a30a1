import { useId, useState } from 'react';
import { useLocation, useMatch } from 'react-router';
import styled from 'styled-components';
import { Button, theme, useMediaQuery } from '@finance/shared';
import { ACCOUNTS_SIDEBAR } from '../app/remote-routes';
import { RemotePage } from '../federation/RemotePage';

const Aside = styled.aside`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  align-self: start;

  @media ${({ theme }) => theme.media.narrow} {
    padding: ${({ theme }) => theme.space.sm};
  }
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
  return useMatch(ACCOUNTS_SIDEBAR.path) !== null;
}

const Toggle = styled(Button)`
  width: 100%;
  justify-content: space-between;
`;

/**
 * The accounts remote's sidebar, beside the page on /accounts paths. A remote that is down costs only the sidebar:
 * a short note with Retry in its place, without taking focus from the page. On a narrow screen it stands above the
 * page, closed behind a button so that the page comes first; choosing one of its links closes it again.
 */
export function AccountsSidebarSlot() {
  const narrow = useMediaQuery(theme.media.narrow);
  const { pathname } = useLocation();
  // Opened on one path: a link chosen in it (another path) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const contentId = useId();
  const shown = !narrow || open;
  return (
    <Aside aria-label="Accounts sidebar">
      {narrow && (
        <Toggle
          $variant="secondary"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          Accounts and balances <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </Toggle>
      )}
      <div id={contentId} hidden={!shown}>
        <SidebarRemote />
      </div>
    </Aside>
  );
}

function SidebarRemote() {
  return (
    <RemotePage
      id={ACCOUNTS_SIDEBAR.page}
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
  );
}
