// Spending by category per month, stacked: loaded only when Trends shows it (recharts is the remote's largest part).
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { transactionsHref } from '@finance/shared';
import type { CategoryChart, CategoryMonthRow } from '../../features/trends/model/chart-rows';
import { ChartTooltip } from './ChartTooltip';
import { compactMoney } from './compact-money';
import { useBarOpening } from './use-bar-opening';

export interface ChartProps {
  chart: CategoryChart;
  /** Month totals above the bars (when they fit). */
  showTotals: boolean;
  height: number;
}

export default function CategoryBars({ chart, showTotals, height }: ChartProps) {
  const theme = useTheme();
  const { open, onPointerDown, hint, tooltipTrigger } = useBarOpening();
  return (
    <div onPointerDown={onPointerDown}>
      <BarChart
        data={chart.rows}
        responsive
        style={{ width: '100%', height }}
        margin={{ top: showTotals ? 20 : 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer
      >
        <CartesianGrid vertical={false} stroke={theme.colors.border} />
        <XAxis dataKey="label" tick={{ fill: theme.colors.muted, fontSize: 12 }} tickLine={false} minTickGap={8} />
        <YAxis tickFormatter={compactMoney} tick={{ fill: theme.colors.muted, fontSize: 12 }} width={56} />
        <Tooltip
          trigger={tooltipTrigger}
          cursor={{ fill: theme.colors.activeTabBackground, opacity: 0.5 }}
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as CategoryMonthRow | undefined;
            if (!active || !row) return null;
            const lines = [...chart.series]
              .reverse()
              .filter((series) => (row.values[series.key] ?? 0) !== 0)
              .map((series) => ({ name: series.name, color: series.color, value: row.values[series.key]! }));
            lines.push({ name: 'Total', color: 'transparent', value: row.total });
            return <ChartTooltip title={row.label} lines={lines} hint={hint} />;
          }}
        />
        {chart.series.map((series) => (
          <Bar
            key={series.key}
            dataKey={(row: CategoryMonthRow) => row.values[series.key] ?? 0}
            name={series.name}
            stackId="spending"
            maxBarSize={64}
            fill={series.color}
            stroke={theme.colors.surface}
            strokeWidth={1}
            cursor="pointer"
            isAnimationActive={false}
            onClick={(bar, _index, event) => {
              const row = bar.payload as CategoryMonthRow;
              open(
                `${row.month}/${series.key}`,
                transactionsHref({ from: row.range.startDate, to: row.range.endDate, categories: series.categories }),
                event,
              );
            }}
          >
            {showTotals && (
              <LabelList
                content={({ x, y, width, index }) => {
                  const row = chart.rows[index ?? -1];
                  if (row?.top !== series.key) return null;
                  return (
                    <text
                      x={Number(x) + Number(width) / 2}
                      y={Number(y) - 6}
                      textAnchor="middle"
                      fill={theme.colors.text}
                      fontSize={11}
                    >
                      {compactMoney(row.total)}
                    </text>
                  );
                }}
              />
            )}
          </Bar>
        ))}
      </BarChart>
    </div>
  );
}
