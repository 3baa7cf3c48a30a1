import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Account } from '@finance/shared';
import { KEPT_BY_HAND_ID, useFinancialStoreShallow, useFreshAccounts } from '@finance/shared/data';
import { ErrorText } from '../accounts/ErrorText';
import { InstitutionCard } from '../accounts/InstitutionCard';
import { groupByInstitution } from '../accounts/institution-groups';
import { RemoveAccountsDialog } from '../removal/RemoveAccountsDialog';
import type { RemovalSelection } from '../removal/removal-selection';
import { AddHandKeptAccount } from './AddHandKeptAccount';
import { HAND_KEPT_TEXTS } from './hand-kept-form';

/**
 * Settings' section of the accounts kept by hand, under the shell's heading ("Accounts kept by hand"): the accounts
 * page's card of them (rename on each, and Remove, through the Remove Accounts dialog with that account ticked), and
 * Add Account.
 */
export function HandKeptAccountsSection() {
  const { accounts, hydrated, ownerId, loading, error } = useFinancialStoreShallow((s) => ({
    accounts: s.accounts,
    hydrated: s.hydrated,
    ownerId: s.ownerId,
    loading: s.loading.accounts,
    error: s.errors.accounts,
  }));
  const fetched = useFreshAccounts(hydrated, ownerId);
  const group = useMemo(
    () => groupByInstitution(accounts).find((held) => held.institution_id === KEPT_BY_HAND_ID),
    [accounts],
  );
  const [removing, setRemoving] = useState<RemovalSelection | null>(null);
  const remove = (account: Account) =>
    setRemoving({ items: [], accounts: { [KEPT_BY_HAND_ID]: [account.account_id] } });

  let body;
  if (group) body = <InstitutionCard group={group} onRemove={remove} headingLevel={3} />;
  else if (error) body = <ErrorText role="alert">{error}</ErrorText>;
  else if (!fetched || loading) body = <p role="status">Loading accounts...</p>;
  else body = <p>{HAND_KEPT_TEXTS.none}</p>;

  return (
    <Section>
      <Header>
        <AddHandKeptAccount variant="primary" />
      </Header>
      {group && error && <ErrorText role="alert">{error}</ErrorText>}
      {body}
      <RemoveAccountsDialog
        open={removing !== null}
        groups={group ? [group] : []}
        initial={removing ?? undefined}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  p { margin: 0; }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
