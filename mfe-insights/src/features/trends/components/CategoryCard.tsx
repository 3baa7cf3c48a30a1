import { Link } from 'react-router';
import styled from 'styled-components';
import { theme, transactionsHref, useMediaQuery } from '@finance/shared';
import { formatMoney } from '@finance/shared/data';
import { ChartFrame } from '../../../components/charts/ChartFrame';
import { CategoryBars } from '../../../components/charts/chart-modules';
import { cardState, FigureCard } from '../../../components/FigureCard';
import { FiguresTable } from '../../../components/FiguresTable';
import { useCategoryNames } from '../../../hooks/use-categories';
import { useCategoryTrends } from '../hooks/use-trends';
import { categoryChart } from '../model/chart-rows';
import type { TrendsRange } from '../model/trends-range';

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 2rem;
    color: inherit;
    text-decoration: none;

    @media ${({ theme }) => theme.media.touch} {
      min-height: ${({ theme }) => theme.touchTarget};
    }
  }
  a:hover span:nth-child(2),
  a:focus-visible span:nth-child(2) {
    text-decoration: underline;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 0.875rem;
  height: 0.875rem;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

/** Spending by category per month, stacked; the legend and every bar open the transactions that make them. */
export function CategoryCard({ range }: { range: TrendsRange }) {
  const trends = useCategoryTrends(range.current);
  const names = useCategoryNames();
  const narrow = useMediaQuery(theme.media.narrow);
  const chart = trends.data ? categoryChart(trends.data, range.current, names) : null;
  const { startDate, endDate } = range.current;
  const height = narrow ? 260 : 320;
  // The month totals above the bars where they fit: on a phone 6 months leave some 40 px a bar, narrower than a total
  // such as "$551.4K" (they ran into each other with the bench login at 375 px), so up to 4 there.
  return (
    <FigureCard
      id="by-category"
      title="Spending by category"
      state={cardState(trends)}
      failure="Failed to fetch spending trends"
    >
      {chart && chart.series.length === 0 && <p>No spending in this range.</p>}
      {chart && chart.series.length > 0 && (
        <>
          <ChartFrame
            label="Spending by category per month, as stacked bars; the figures follow as a table"
            height={height}
          >
            <CategoryBars chart={chart} height={height} showTotals={chart.rows.length <= (narrow ? 4 : 12)} />
          </ChartFrame>
          <Legend aria-label="Categories">
            {chart.series.map((series) => (
              <li key={series.key}>
                <Link to={transactionsHref({ from: startDate, to: endDate, categories: series.categories })}>
                  <Swatch $color={series.color} aria-hidden="true" />
                  <span>{series.name}</span>
                  <Muted>{formatMoney(series.total)}</Muted>
                </Link>
              </li>
            ))}
          </Legend>
          <FiguresTable
            caption="Spending by category per month"
            columns={['Month', ...chart.series.map((series) => series.name)]}
            rows={chart.rows.map((row) => ({
              name: row.label,
              cells: chart.series.map((series) => ({
                value: row.values[series.key] ?? 0,
                href: transactionsHref({ ...rangeLink(row.range), categories: series.categories }),
              })),
            }))}
          />
        </>
      )}
    </FigureCard>
  );
}

const rangeLink = (range: { startDate: string; endDate: string }) => ({ from: range.startDate, to: range.endDate });
