import { transactionsHref } from '@finance/shared';
import { formatMoney } from '@finance/shared/data';
import { cardState, combinedState, FigureCard } from '../../../components/FigureCard';
import { Amount, Compared, Figures } from '../../../components/Figures';
import { comparedText, flowOf, type MoneyFlow } from '../../../model/money-flow';
import { useMonthFlow } from '../hooks/use-trends';
import type { TrendsRange } from '../model/trends-range';

type Figure = keyof MoneyFlow | 'net';

const FIGURES: { key: Figure; label: string }[] = [
  { key: 'spend', label: 'Spending' },
  { key: 'income', label: 'Income' },
  { key: 'net', label: 'Net (income less spending)' },
];

const cents = (amount: number) => Math.round(amount * 100);

function figureOf(flow: MoneyFlow, key: Figure): number {
  return key === 'net' ? (cents(flow.income) - cents(flow.spend)) / 100 : flow[key];
}

/** The range's spending, income and net, each against the period of the same length before it. */
export function PeriodCard({ range }: { range: TrendsRange }) {
  const current = useMonthFlow(range.current);
  const previous = useMonthFlow(range.previous);
  const state = combinedState(cardState(current), cardState(previous));
  const now = current.data ? flowOf(current.data) : null;
  const before = previous.data ? flowOf(previous.data) : null;
  return (
    <FigureCard
      id="period"
      title="Spending and income"
      state={state}
      failure="Failed to fetch monthly summary"
      more={{
        to: transactionsHref({ from: range.current.startDate, to: range.current.endDate }),
        label: 'These transactions',
      }}
    >
      {now && before && (
        <Figures>
          {FIGURES.map(({ key, label }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                <Amount>{formatMoney(figureOf(now, key))}</Amount>
              </dd>
              <dd>
                <Compared>{comparedText(figureOf(now, key), figureOf(before, key), 'the previous period')}</Compared>
              </dd>
            </div>
          ))}
        </Figures>
      )}
    </FigureCard>
  );
}
