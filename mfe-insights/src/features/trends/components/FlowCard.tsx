import { theme, transactionsHref, useMediaQuery } from '@finance/shared';
import { ChartFrame } from '../../../components/charts/ChartFrame';
import { FlowBars } from '../../../components/charts/chart-modules';
import { cardState, FigureCard } from '../../../components/FigureCard';
import { FiguresTable } from '../../../components/FiguresTable';
import { useMonthFlow } from '../hooks/use-trends';
import { FLOW_SERIES, flowRows } from '../model/chart-rows';
import type { TrendsRange } from '../model/trends-range';

/** Income against spending per month, with the net; every month opens its transactions. */
export function FlowCard({ range }: { range: TrendsRange }) {
  const months = useMonthFlow(range.current);
  const narrow = useMediaQuery(theme.media.narrow);
  const rows = months.data ? flowRows(months.data, range.current) : null;
  const height = narrow ? 240 : 300;
  return (
    <FigureCard
      id="income-and-spending"
      title="Income and spending"
      state={cardState(months)}
      failure="Failed to fetch monthly summary"
    >
      {rows && (
        <>
          <ChartFrame
            label="Income and spending per month as bars, the net as a line; the figures follow as a table"
            height={height}
          >
            <FlowBars rows={rows} height={height} />
          </ChartFrame>
          <FiguresTable
            caption="Income, spending and net per month"
            columns={['Month', ...FLOW_SERIES.map((column) => column.name)]}
            rows={rows.map((row) => ({
              name: row.label,
              cells: FLOW_SERIES.map((column) => ({
                value: row[column.key],
                href: transactionsHref({ from: row.range.startDate, to: row.range.endDate }),
              })),
            }))}
          />
        </>
      )}
    </FigureCard>
  );
}
