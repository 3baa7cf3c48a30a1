import { useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { touchHeight } from '@finance/shared';
import styled from 'styled-components';
import { balanceTone, formatMoney, groupByType, useFinancialStore, type TypeGroup } from '@finance/shared/data';
import { Balance } from '../accounts/Balance';
import { troubledInstitutions } from '../sync-issues/sync-issues';

/** The accounts sidebar: the two sub-pages, then the accounts by type with USD totals; it follows the store live. */
export function AccountsSidebar() {
  const accounts = useFinancialStore((s) => s.accounts);
  const groups = useMemo(() => groupByType(accounts), [accounts]);
  const issues = useMemo(() => troubledInstitutions(accounts).length, [accounts]);
  return (
    <Nav aria-label="Accounts">
      <Links>
        <li>
          <SideLink to="/accounts/default">Accounts</SideLink>
        </li>
        <li>
          <SideLink to="/accounts/sync-issues">
            Sync Issues
            {issues > 0 && (
              <Count data-testid="sync-issue-count">
                {issues}
                <span className="visually-hidden">
                  {' '}
                  {issues === 1 ? 'connection needs' : 'connections need'} attention
                </span>
              </Count>
            )}
          </SideLink>
        </li>
      </Links>
      {groups.map((group) => (
        <Group key={group.type} group={group} />
      ))}
    </Nav>
  );
}

function Group({ group }: { group: TypeGroup }) {
  const [expanded, setExpanded] = useState(true);
  const listId = `sidebar-group-${group.type}`;
  return (
    <GroupSection data-testid="sidebar-group" data-type={group.type}>
      <GroupToggle type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
        <GroupLabel>
          <Chevron aria-hidden="true">{expanded ? '▾' : '▸'}</Chevron> {group.label}
        </GroupLabel>
        <Balance $tone={balanceTone(group.type, group.total)} data-testid="group-total">
          {formatMoney(group.total, 'USD')}
        </Balance>
      </GroupToggle>
      {expanded && (
        <Accounts id={listId}>
          {group.accounts.map((account) => (
            <li key={account.account_id}>
              <AccountLink to={`/accounts/${encodeURIComponent(account.account_id)}`}>
                <Name>{account.name}</Name>
                <Balance $tone={balanceTone(account.type, account.balances.current ?? 0)} data-testid="sidebar-balance">
                  {formatMoney(account.balances.current, account.balances.iso_currency_code)}
                </Balance>
              </AccountLink>
            </li>
          ))}
        </Accounts>
      )}
    </GroupSection>
  );
}

const Nav = styled.nav`
  display: grid;
  /* The column keeps to the sidebar's width; long account names are cut with an ellipsis. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;

  &:hover { background: ${({ theme }) => theme.colors.background}; }
  &.active { background: ${({ theme }) => theme.colors.activeTabBackground}; }

  ${touchHeight}
`;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const GroupSection = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.sm};
`;

const GroupToggle = styled.button`
  display: flex;
  align-items: center;
  box-sizing: border-box;
  width: 100%;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  text-align: left;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.background}; }

  ${touchHeight}
`;

const GroupLabel = styled.span`
  white-space: nowrap;
`;

const Chevron = styled.span`
  display: inline-block;
  width: 1em;
`;

const Accounts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AccountLink = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs}
    ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover { background: ${({ theme }) => theme.colors.background}; }
  &.active { background: ${({ theme }) => theme.colors.activeTabBackground}; }

  ${touchHeight}
`;

const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
