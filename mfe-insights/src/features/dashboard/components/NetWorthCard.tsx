import styled from 'styled-components';
import {
  balanceTone,
  formatMoney,
  groupByType,
  netWorthOf,
  useFinancialStoreShallow,
  useFreshAccounts,
  type BalanceTone,
} from '@finance/shared/data';
import { CardList, FigureCard, type CardState } from '../../../components/FigureCard';
import { NetWorthHistory } from './NetWorthHistory';
import { useNetWorthHistory } from '../hooks/use-dashboard';

const Total = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  span:first-child {
    font-size: ${({ theme }) => theme.font.size.title};
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  span + span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

const Groups = styled(CardList)`

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Balance = styled.span<{ $tone: BalanceTone }>`
  color: ${({ theme, $tone }) => ($tone === 'positive' ? theme.colors.positive : theme.colors.negative)};
  font-variant-numeric: tabular-nums;
`;

/**
 * Net worth now (what the accounts hold minus what is owed), the sidebar's totals by account type, and net worth over
 * the last months.
 */
export function NetWorthCard() {
  const { accounts, hydrated, ownerId, loading, error } = useFinancialStoreShallow((state) => ({
    accounts: state.accounts,
    hydrated: state.hydrated,
    ownerId: state.ownerId,
    loading: state.loading.accounts,
    error: state.errors.accounts,
  }));
  // The Dashboard may be the first page of a visit: it asks for the accounts itself (stored ones show meanwhile), and
  // says there are none only once the server has said so.
  const fetched = useFreshAccounts(hydrated, ownerId);
  // Net worth over time is asked for beside the accounts, not once they have come and its chart shows (the same query
  // as the chart's): on a first visit the Dashboard's figures waited on the two answers one after the other.
  useNetWorthHistory();
  const groups = groupByType(accounts);
  const worth = netWorthOf(groups);
  const state: CardState = error ? 'failed' : accounts.length === 0 && (loading || !fetched) ? 'loading' : 'ready';
  return (
    <FigureCard
      id="net-worth"
      title="Net worth"
      state={state}
      failure={error ?? 'Failed to fetch accounts'}
      more={{ to: '/accounts', label: 'Accounts' }}
    >
      {groups.length === 0 ? (
        <p>No accounts yet: link a bank or add an account to see what you hold and owe.</p>
      ) : (
        <>
          <Total>
            <span>{formatMoney(worth.netWorth)}</span>
            <span>
              {formatMoney(worth.assets)} held, {formatMoney(worth.liabilities)} owed
            </span>
          </Total>
          <Groups aria-label="By account type">
            {groups.map((group) => (
              <li key={group.type}>
                <span>{group.label}</span>
                <Balance $tone={balanceTone(group.type, group.total)}>{formatMoney(group.total)}</Balance>
              </li>
            ))}
          </Groups>
          <NetWorthHistory />
        </>
      )}
    </FigureCard>
  );
}
