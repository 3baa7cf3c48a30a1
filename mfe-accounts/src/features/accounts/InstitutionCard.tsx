import styled from 'styled-components';
import { type Account, type InstitutionGroup } from '@finance/shared';
import { formatDateTime, formatMoney } from '@finance/shared/data';
import { Balance, currentBalanceTone } from './Balance';
import { institutionName } from './institution-groups';

/** One institution: its name, then each account with type, last update and balances in the account's own currency. */
export function InstitutionCard({ group }: { group: InstitutionGroup }) {
  const name = institutionName(group.institution_name);
  const headingId = `institution-${group.institution_id}`;
  return (
    <Card aria-labelledby={headingId} data-testid="institution-card">
      <CardTitle id={headingId}>{name}</CardTitle>
      <AccountList>
        {group.accounts.map((account) => (
          <AccountRow key={account.account_id} account={account} />
        ))}
      </AccountList>
    </Card>
  );
}

function AccountRow({ account }: { account: Account }) {
  const currency = account.balances.iso_currency_code;
  return (
    <Row data-testid="account-row" aria-label={account.name}>
      <div>
        <AccountName>{account.name}</AccountName>
        <Muted>
          {account.type}
          {account.subtype ? ` · ${account.subtype}` : ''}
        </Muted>
        <Muted>Last updated: {formatDateTime(account.last_sync)}</Muted>
      </div>
      <Amounts>
        <Balance $tone={currentBalanceTone(account.balances.current)} data-testid="current-balance">
          {formatMoney(account.balances.current, currency)}
        </Balance>
        <Muted>Available: {formatMoney(account.balances.available, currency)}</Muted>
      </Amounts>
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
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
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
