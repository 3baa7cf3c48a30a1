import styled from 'styled-components';
import { Button, type Account, type InstitutionGroup } from '@finance/shared';
import { formatDateTime, formatMoney } from '@finance/shared/data';
import { accountKind } from './account-kind';
import { RenameAccount } from '../hand-kept/RenameAccount';
import { Balance, currentBalanceTone } from './Balance';
import { institutionName } from './institution-groups';

interface InstitutionCardProps {
  group: InstitutionGroup;
  /** A Remove button on each account kept by hand (Settings' section); the accounts page removes through its dialog. */
  onRemove?: (account: Account) => void;
  /** The card's heading: a page's h2, or h3 under a section's heading (Settings'). */
  headingLevel?: 2 | 3;
}

/**
 * One institution: its name, then each account with type, last update and balances in the account's own currency.
 * Accounts kept by hand (their own group) have no update from a bank to show, and can be renamed here.
 */
export function InstitutionCard({ group, onRemove, headingLevel = 2 }: InstitutionCardProps) {
  const name = institutionName(group.institution_name);
  const headingId = `institution-${group.institution_id}`;
  return (
    <Card aria-labelledby={headingId} data-testid="institution-card">
      <CardTitle as={`h${headingLevel}`} id={headingId}>
        {name}
      </CardTitle>
      <AccountList>
        {group.accounts.map((account) => (
          <AccountRow key={account.account_id} account={account} onRemove={onRemove} />
        ))}
      </AccountList>
    </Card>
  );
}

function AccountRow({ account, onRemove }: Pick<InstitutionCardProps, 'onRemove'> & { account: Account }) {
  const currency = account.balances.iso_currency_code;
  return (
    <Row data-testid="account-row" aria-label={account.name}>
      <Facts>
        <div>
          <AccountName>{account.name}</AccountName>
          <Muted>{accountKind(account)}</Muted>
          {!account.kept_by_hand && <Muted>Last updated: {formatDateTime(account.last_sync)}</Muted>}
        </div>
        <Amounts>
          <Balance $tone={currentBalanceTone(account.balances.current)} data-testid="current-balance">
            {formatMoney(account.balances.current, currency)}
          </Balance>
          {!account.kept_by_hand && <Muted>Available: {formatMoney(account.balances.available, currency)}</Muted>}
        </Amounts>
      </Facts>
      {account.kept_by_hand && (
        <RowActions>
          <RenameAccount account={account} />
          {onRemove && (
            <Button $variant="secondary" aria-label={`Remove ${account.name}`} onClick={() => onRemove(account)}>
              Remove
            </Button>
          )}
        </RowActions>
      )}
    </Row>
  );
}

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.large};
`;

const AccountList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Facts = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const AccountName = styled.div`
  font-weight: 600;
`;

const Muted = styled.div`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.muted};
`;

const Amounts = styled.div`
  text-align: right;
`;
