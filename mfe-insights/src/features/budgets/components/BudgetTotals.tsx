import styled from 'styled-components';
import type { BudgetResponse } from '@finance/shared/contracts';
import { formatMoney } from '@finance/shared/data';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }

  /* On a phone one figure a line, its name beside it: a total of hundreds of thousands never breaks. */
  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    div {
      display: flex;
      align-items: baseline;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.sm};
    }
    dd {
      font-size: ${({ theme }) => theme.font.size.body};
      overflow-wrap: normal;
    }
  }
`;

const Negative = styled.dd`
  color: ${({ theme }) => theme.colors.negative};
`;

/** The month's income, what is budgeted, and what is left to budget (income minus budgeted; negative: over). */
export function BudgetTotals({ budget }: { budget: BudgetResponse }) {
  const Left = budget.left_to_budget < 0 ? Negative : 'dd';
  return (
    <Totals aria-label="This month's totals">
      <div>
        <dt>Income</dt>
        <dd>{formatMoney(budget.income)}</dd>
      </div>
      <div>
        <dt>Budgeted</dt>
        <dd>{formatMoney(budget.budgeted)}</dd>
      </div>
      <div>
        <dt>Left to budget</dt>
        <Left>{formatMoney(budget.left_to_budget)}</Left>
      </div>
    </Totals>
  );
}
