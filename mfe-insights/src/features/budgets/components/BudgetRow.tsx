import { Link } from 'react-router';
import styled from 'styled-components';
import { touchHeight, transactionsHref } from '@finance/shared';
import type { BudgetCategory } from '@finance/shared/contracts';
import { formatMoney } from '@finance/shared/data';
import { cents, monthDays, monthTitle, paceCents, shiftMonth, type Month } from '../model/budget-month';
import { AmountField } from './AmountField';
import { BudgetBar } from './BudgetBar';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    font-weight: 600;
    color: inherit;
    ${touchHeight}
  }
`;

const Figures = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

const Left = styled.span<{ $over: boolean }>`
  font-weight: 600;
  color: ${({ $over, theme }) => ($over ? theme.colors.negative : theme.colors.positive)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 2rem;
    cursor: pointer;
    ${touchHeight}
  }
  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Remove = styled.button`
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  background: none;
  border: none;
  text-decoration: underline;
  cursor: pointer;
  ${touchHeight}
`;

interface BudgetRowProps {
  budget: BudgetCategory;
  name: string;
  month: Month;
  today: string;
  onAmount: (cents: number) => Promise<boolean>;
  onRollover: (on: boolean) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
}

/**
 * One category's budget: its name (opening the month's transactions of it), its amount edited in place, a bar of what
 * was spent against what is available with the even pace marked, what is left (or over), and its rollover: what it
 * carried in and what it carries into the next month.
 */
export function BudgetRow({ budget, name, month, today, onAmount, onRollover, onRemove }: BudgetRowProps) {
  const title = monthTitle(month);
  const available = cents(budget.available);
  const spent = cents(budget.spent);
  const left = cents(budget.left);
  const current = month === today.slice(0, 7);
  const pace = current ? paceCents(available, month, today) : null;
  return (
    <Row aria-label={name}>
      <Head>
        <Link to={transactionsHref({ ...monthDays(month), categories: [budget.category] })}>{name}</Link>
        <AmountField label={`Budget for ${name} in ${title}`} cents={cents(budget.amount)} onSave={onAmount} />
      </Head>
      <BudgetBar spent={spent} available={available} pace={pace} />
      <Figures>
        <span>
          {formatMoney(budget.spent)} spent of {formatMoney(budget.available)}
        </span>
        <Left $over={left < 0}>
          {left < 0 ? `${formatMoney(-budget.left)} over` : `${formatMoney(budget.left)} left`}
        </Left>
      </Figures>
      {pace !== null && (
        <Muted>
          At an even pace, {formatMoney(pace / 100)} by today
          {spent > pace ? ': ahead of pace' : ''}
        </Muted>
      )}
      <Controls>
        <label>
          <input
            type="checkbox"
            checked={budget.rollover}
            onChange={(event) => void onRollover(event.target.checked)}
          />
          Roll over<span className="visually-hidden"> to next month</span>
        </label>
        <Remove onClick={() => void onRemove()} aria-label={`Stop budgeting ${name} from ${title}`}>
          Stop
        </Remove>
      </Controls>
      {budget.rollover && (
        <Muted>
          {budget.carried !== 0 &&
            `Carried in from ${monthTitle(shiftMonth(month, -1))}: ${formatMoney(budget.carried)}. `}
          {left >= 0
            ? `Carries ${formatMoney(budget.left)} into ${monthTitle(shiftMonth(month, 1))}.`
            : `Carries an overspend of ${formatMoney(-budget.left)} into ${monthTitle(shiftMonth(month, 1))}.`}
        </Muted>
      )}
    </Row>
  );
}
