import { Link } from 'react-router';
import styled from 'styled-components';
import { transactionsHref } from '@finance/shared';
import { formatMoney } from '@finance/shared/data';
import { CardList, cardState, FigureCard } from '../../../components/FigureCard';
import { SPENDING_COLOR } from '../../../model/category-colors';
import { usePayeeTotals } from '../hooks/use-trends';
import type { TrendsRange } from '../model/trends-range';

const List = styled(CardList)`
  a {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    align-items: center;
    min-height: 2.75rem;
    color: inherit;
    text-decoration: none;
  }
  a > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a:hover span:first-child,
  a:focus-visible span:first-child {
    text-decoration: underline;
  }
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** A payee's spend as a bar against the largest's. */
const Share = styled.span<{ $share: number }>`
  grid-column: 1 / -1;
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: linear-gradient(
    to right,
    ${SPENDING_COLOR} ${({ $share }) => Math.round($share * 1000) / 10}%,
    ${({ theme }) => theme.colors.activeTabBackground} 0
  );
`;

/** The payees the person spent most with over the range, each opening its transactions. */
export function PayeesCard({ range }: { range: TrendsRange }) {
  const payees = usePayeeTotals(range.current);
  const rows = payees.data?.summary ?? [];
  const largest = rows[0]?.total ?? 0;
  const { startDate, endDate } = range.current;
  return (
    <FigureCard id="payees" title="Largest payees" state={cardState(payees)} failure="Failed to fetch payee summary">
      {rows.length === 0 ? (
        <p>No spending in this range.</p>
      ) : (
        <List as="ol">
          {rows.map((row) => (
            <li key={row.payee}>
              <Link to={transactionsHref({ from: startDate, to: endDate, payee: row.payee })}>
                <span>{row.payee}</span>
                <Amount>{formatMoney(row.total)}</Amount>
                <Count>{row.count === 1 ? '1 transaction' : `${row.count.toLocaleString('en-US')} transactions`}</Count>
                <Share $share={largest > 0 ? row.total / largest : 0} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </List>
      )}
    </FigureCard>
  );
}
