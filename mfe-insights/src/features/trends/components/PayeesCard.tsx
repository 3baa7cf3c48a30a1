import { Link } from 'react-router';
import styled from 'styled-components';
import { transactionsHref } from '@finance/shared';
import { formatMoney } from '@finance/shared/data';
import { cardState, FigureCard } from '../../../components/FigureCard';
import { Share, ShareList } from '../../../components/ShareList';
import { SPENDING_COLOR } from '../../../model/category-colors';
import { usePayeeTotals } from '../hooks/use-trends';
import type { TrendsRange } from '../model/trends-range';

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
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
        <ShareList>
          {rows.map((row) => (
            <li key={row.payee}>
              <Link to={transactionsHref({ from: startDate, to: endDate, payee: row.payee })}>
                <span>{row.payee}</span>
                <Amount>{formatMoney(row.total)}</Amount>
                <Count>{row.count === 1 ? '1 transaction' : `${row.count.toLocaleString('en-US')} transactions`}</Count>
                <Share $share={largest > 0 ? row.total / largest : 0} $color={SPENDING_COLOR} />
              </Link>
            </li>
          ))}
        </ShareList>
      )}
    </FigureCard>
  );
}
