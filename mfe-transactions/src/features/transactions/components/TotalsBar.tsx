import styled from 'styled-components';
import { formatMoney } from '@finance/shared';
import type { Totals } from '../model/totals';

/** How many transactions the filters let through, and the money in and out among them. */
export function TotalsBar({ totals }: { totals: Totals }) {
  return (
    <Bar aria-label="Totals of the matching transactions">
      <div>
        <dt>Transactions</dt>
        <dd data-testid="total-count">{totals.count.toLocaleString('en-US')}</dd>
      </div>
      <div>
        <dt>Money in</dt>
        <MoneyIn data-testid="total-in">{formatMoney(totals.moneyIn)}</MoneyIn>
      </div>
      <div>
        <dt>Money out</dt>
        <dd data-testid="total-out">{formatMoney(totals.moneyOut)}</dd>
      </div>
    </Bar>
  );
}

const Bar = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};

  > div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.small};
  }

  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const MoneyIn = styled.dd`
  color: ${({ theme }) => theme.colors.positive};
`;
