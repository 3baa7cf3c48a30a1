import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useMatch } from 'react-router';
import styled from 'styled-components';
import { Button, PageTitle, useAuth } from '@finance/shared';
import { useFinancialStoreShallow, useFreshAccounts } from '@finance/shared/data';
import { AddHandKeptAccount } from '../hand-kept/AddHandKeptAccount';
import { useFirstSync } from '../linking/use-first-sync';
import { useLinkFlow } from '../linking/use-link-flow';
import { RemoveAccountsDialog } from '../removal/RemoveAccountsDialog';
import { troubledInstitutions } from '../sync-issues/sync-issues';
import { ErrorText } from './ErrorText';
import { FirstSyncNotice } from './FirstSyncNotice';
import { InstitutionCard } from './InstitutionCard';
import { groupByInstitution } from './institution-groups';

/**
 * The accounts page: its institutions with their accounts and balances, Connect Account and Remove Accounts.
 * An account's page and Sync Issues take the list's place; other child routes show beneath it.
 */
export function AccountsPage() {
  const { accounts, hydrated, ownerId, loading, error } = useFinancialStoreShallow((s) => ({
    accounts: s.accounts,
    hydrated: s.hydrated,
    ownerId: s.ownerId,
    loading: s.loading.accounts,
    error: s.errors.accounts,
  }));
  const fetched = useFreshAccounts(hydrated, ownerId);
  useAccountsLinkedFlag(fetched && !loading && !error && accounts.length === 0);
  const firstSync = useFirstSync();
  const link = useLinkFlow(firstSync.watch);
  const [removing, setRemoving] = useState(false);
  const groups = useMemo(() => groupByInstitution(accounts), [accounts]);
  const issues = useMemo(() => troubledInstitutions(accounts).length, [accounts]);
  const sub = useMatch('/accounts/:sub')?.params.sub;
  const listShown = !sub || sub === 'default';

  const connect = (
    <Button onClick={() => void link.start()} disabled={link.busy}>
      {link.busy ? 'Connecting...' : 'Connect Account'}
    </Button>
  );

  let body;
  if (link.error && link.errorReplacesPage) body = <ErrorText role="alert">{link.error}</ErrorText>;
  else if (accounts.length === 0 && (!hydrated || loading || !fetched) && !error)
    body = <p role="status">Loading accounts...</p>;
  else if (accounts.length === 0 && error) body = <ErrorText role="alert">{error}</ErrorText>;
  else if (accounts.length === 0)
    body = (
      <Empty>
        <p>No accounts connected yet</p>
        <EmptyActions>
          {connect}
          <AddHandKeptAccount />
        </EmptyActions>
      </Empty>
    );
  else
    body = (
      <>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Cards>
          {groups.map((group) => (
            <InstitutionCard key={group.institution_id} group={group} />
          ))}
        </Cards>
      </>
    );

  return (
    <section aria-labelledby="accounts-title">
      <Header>
        <PageTitle id="accounts-title">Accounts</PageTitle>
        {(accounts.length > 0 || (link.error && link.errorReplacesPage)) && (
          <Actions>
            {connect}
            <AddHandKeptAccount />
            {accounts.length > 0 && (
              <Button $variant="secondary" onClick={() => setRemoving(true)}>
                Remove Accounts
              </Button>
            )}
          </Actions>
        )}
      </Header>
      <FirstSyncNotice state={firstSync.state} />
      {link.error && !link.errorReplacesPage && <ErrorText role="alert">{link.error}</ErrorText>}
      {listShown ? (
        <>
          {issues > 0 && (
            <IssuesNote>
              {issues === 1 ? 'One connection needs' : `${issues} connections need`} your attention:{' '}
              <Link to="/accounts/sync-issues">see Sync Issues</Link>.
            </IssuesNote>
          )}
          {body}
          <Outlet />
        </>
      ) : (
        <Outlet />
      )}
      <RemoveAccountsDialog open={removing} groups={groups} onClose={() => setRemoving(false)} />
    </section>
  );
}

/** accounts_linked is set false whenever the server says there are no accounts (after a removal, or at any visit). */
function useAccountsLinkedFlag(noAccounts: boolean) {
  const { accounts_linked, updateAccountsLinked } = useAuth();
  useEffect(() => {
    if (!noAccounts || !accounts_linked) return;
    updateAccountsLinked(false).catch((failure: unknown) =>
      console.error(failure instanceof Error ? failure.message : failure),
    );
  }, [noAccounts, accounts_linked, updateAccountsLinked]);
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const EmptyActions = styled(Actions)`
  justify-content: center;
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  p { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.large}; }
`;

const IssuesNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.negative};
  border-radius: ${({ theme }) => theme.radius.md};
`;
