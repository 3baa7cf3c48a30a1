import styled from 'styled-components';
import { formatDate, formatMoney } from '@finance/shared/data';
import { useLatestTransactions } from '../hooks/use-dashboard';
import { CardList, cardState, FigureCard } from '../../../components/FigureCard';

const List = styled(CardList)`

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 ${({ theme }) => theme.space.md};
  }
`;

const Description = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Amount = styled.span<{ $in: boolean }>`
  grid-row: 1 / span 2;
  grid-column: 2;
  align-self: center;
  color: ${({ theme, $in }) => ($in ? theme.colors.positive : theme.colors.text)};
  font-variant-numeric: tabular-nums;
`;

/** The newest transactions, as the transactions screen lists them (money in shown with a plus, in green). */
export function LatestTransactionsCard() {
  const latest = useLatestTransactions();
  const rows = latest.data ?? [];
  return (
    <FigureCard
      id="latest-transactions"
      title="Latest transactions"
      state={cardState(latest)}
      failure="Failed to fetch transactions"
      more={{ to: '/transactions', label: 'All transactions' }}
    >
      {rows.length === 0 ? (
        <p>No transactions yet.</p>
      ) : (
        <List>
          {rows.map((transaction) => (
            <li key={transaction.transaction_id}>
              <Description>
                {transaction.display_name || transaction.merchant_name || transaction.name || 'N/A'}
              </Description>
              <Amount $in={transaction.amount < 0}>
                {transaction.amount < 0 ? '+' : ''}
                {formatMoney(Math.abs(transaction.amount), transaction.iso_currency_code)}
              </Amount>
              <When>
                {formatDate(transaction.date)}
                {transaction.pending ? ' · Pending' : ''}
              </When>
            </li>
          ))}
        </List>
      )}
    </FigureCard>
  );
}
