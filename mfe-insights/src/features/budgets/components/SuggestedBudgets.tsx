import styled from 'styled-components';
import { BudgetList } from './BudgetList';
import { Button } from '@finance/shared';
import type { BudgetResponse } from '@finance/shared/contracts';
import { categoryName, formatMoney, type CategoryNames } from '@finance/shared/data';
import { monthTitle, shiftMonth, type Month } from '../model/budget-month';

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Amount = styled.span`
  margin-left: auto;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

interface SuggestedBudgetsProps {
  suggestions: BudgetResponse['suggestions'];
  month: Month;
  names: CategoryNames;
  onUse: (suggestions: BudgetResponse['suggestions']) => Promise<boolean>;
}

/**
 * A first budget in one step: for each category, the middle of what was spent in the three months before (its months
 * shown), to take all at once or one by one. Taken amounts hold for the months after too.
 */
export function SuggestedBudgets({ suggestions, month, names, onUse }: SuggestedBudgetsProps) {
  const months = [-3, -2, -1].map((by) => monthTitle(shiftMonth(month, by)).split(' ')[0]!.slice(0, 3));
  return (
    <>
      <p>
        Suggested from what you spent: the middle of your last three months in each category. Use them all, or one by
        one, and change any amount after.
      </p>
      <Button onClick={() => void onUse(suggestions)}>Use all suggestions</Button>
      <BudgetList aria-label="Suggested budgets">
        {suggestions.map((s) => {
          const name = categoryName(s.category, names);
          return (
            <li key={s.category}>
              <span>
                {name}
                <Detail>{s.months.map((spent, i) => `${months[i]} ${formatMoney(spent)}`).join(' · ')}</Detail>
              </span>
              <Amount>{formatMoney(s.amount)}</Amount>
              <Button
                $variant="secondary"
                aria-label={`Use ${formatMoney(s.amount)} for ${name}`}
                onClick={() => void onUse([s])}
              >
                Use
              </Button>
            </li>
          );
        })}
      </BudgetList>
    </>
  );
}
