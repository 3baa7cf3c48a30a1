import styled from 'styled-components';
import { transactionsHref } from '@finance/shared';
import { formatDate, formatMoney } from '@finance/shared/data';
import { useMonthComparison } from '../hooks/use-dashboard';
import { changeOf, flowOf, type Change, type MoneyFlow } from '../model/money-flow';
import type { MonthSoFar } from '../model/month-so-far';
import { cardState, DashboardCard } from './DashboardCard';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.font.size.title};
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

const Compared = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** The two figures, in their order. */
const FLOWS: { key: keyof MoneyFlow; label: string }[] = [
  { key: 'spend', label: 'Spending' },
  { key: 'income', label: 'Income' },
];

/** "$12.50 more than the same days of last month ($100.00)", or "The same as ..." */
export function comparedText(change: Change, previous: number): string {
  const last = `the same days of last month (${formatMoney(previous)})`;
  if (change.direction === 'same') return `The same as ${last}`;
  return `${formatMoney(change.amount)} ${change.direction} than ${last}`;
}

/** Spending and income from the 1st to today, against the same days of last month. */
export function MonthSoFarCard({ months }: { months: MonthSoFar }) {
  const { current, previous } = useMonthComparison(months);
  const state = cardState(current) === 'ready' ? cardState(previous) : cardState(current);
  const now = current.data ? flowOf(current.data) : null;
  const before = previous.data ? flowOf(previous.data) : null;
  const { startDate, endDate } = months.current;
  return (
    <DashboardCard
      id="month-so-far"
      title="This month so far"
      state={state}
      failure="Failed to fetch monthly summary"
      more={{ to: transactionsHref({ from: startDate, to: endDate }), label: "This month's transactions" }}
    >
      {now && before && (
        <>
          <Compared>
            {formatDate(startDate)} – {formatDate(endDate)}
          </Compared>
          <Figures>
            {FLOWS.map(({ key, label }) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>
                  <Amount>{formatMoney(now[key])}</Amount>
                </dd>
                <dd>
                  <Compared>{comparedText(changeOf(now[key], before[key]), before[key])}</Compared>
                </dd>
              </div>
            ))}
          </Figures>
        </>
      )}
    </DashboardCard>
  );
}
