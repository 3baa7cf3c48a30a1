import { transactionsHref } from '@finance/shared';
import { formatDate, formatMoney } from '@finance/shared/data';
import { useMonthComparison } from '../hooks/use-dashboard';
import { comparedText, flowOf, type MoneyFlow } from '../../../model/money-flow';
import type { MonthSoFar } from '../model/month-so-far';
import { cardState, combinedState, FigureCard } from '../../../components/FigureCard';
import { Amount, Compared, Figures } from '../../../components/Figures';

/** The two figures, in their order. */
const FLOWS: { key: keyof MoneyFlow; label: string }[] = [
  { key: 'spend', label: 'Spending' },
  { key: 'income', label: 'Income' },
];

/** Spending and income from the 1st to today, against the same days of last month. */
export function MonthSoFarCard({ months }: { months: MonthSoFar }) {
  const { current, previous } = useMonthComparison(months);
  const state = combinedState(cardState(current), cardState(previous));
  const now = current.data ? flowOf(current.data) : null;
  const before = previous.data ? flowOf(previous.data) : null;
  const { startDate, endDate } = months.current;
  return (
    <FigureCard
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
                  <Compared>{comparedText(now[key], before[key], 'the same days of last month')}</Compared>
                </dd>
              </div>
            ))}
          </Figures>
        </>
      )}
    </FigureCard>
  );
}
