import styled from 'styled-components';
import { formatMoney } from '@finance/shared/data';
import type { Totals } from '../model/totals';

/** Shown for each figure while only the newest rows are loaded: a sum of those would mislead. */
export const TOTAL_NOT_YET = '…';

/**
 * How many transactions the filters let through, and the money in and out among them; `null` while only some are
 * loaded (the same places, so nothing moves when the figures arrive).
 */
export function TotalsBar({ totals }: { totals: Totals | null }) {
  return (
    <Bar aria-label="Totals of the matching transactions" aria-busy={totals === null}>
      <div>
        <dt>Transactions</dt>
        <dd data-testid="total-count">{totals ? totals.count.toLocaleString('en-US') : TOTAL_NOT_YET}</dd>
      </div>
      <div>
        <dt>Money in</dt>
        <MoneyIn data-testid="total-in">{totals ? formatMoney(totals.moneyIn) : TOTAL_NOT_YET}</MoneyIn>
      </div>
      <div>
        <dt>Money out</dt>
        <dd data-testid="total-out">{totals ? formatMoney(totals.moneyOut) : TOTAL_NOT_YET}</dd>
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
