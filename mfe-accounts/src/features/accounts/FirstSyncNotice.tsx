import styled from 'styled-components';
import type { FirstSyncState } from '../linking/use-first-sync';

/** Says that the server is importing a new connection's transactions, and when they have arrived. */
export function FirstSyncNotice({ state }: { state: FirstSyncState }) {
  if (state.status === 'idle') return null;
  const name = state.institutionName;
  return (
    <Notice role="status" data-testid="first-sync" data-status={state.status}>
      {state.status === 'running' &&
        `Importing transactions from ${name}... This runs on our server and takes a moment.`}
      {state.status === 'done' && `${name} is up to date: its transactions have arrived.`}
      {state.status === 'slow' &&
        `${name} is still importing transactions on our server. They will appear here when it finishes; check back in a few minutes.`}
    </Notice>
  );
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.activeTabBackground};
  border-radius: ${({ theme }) => theme.radius.md};
`;
