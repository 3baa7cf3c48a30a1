// Income against spending per month, with the net as a line: loaded only when Trends shows it.
import { Bar, CartesianGrid, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { transactionsHref } from '@finance/shared';
import { FLOW_SERIES, type FlowMonthRow } from '../../features/trends/model/chart-rows';
import { NET_COLOR } from '../../model/category-colors';
import { ChartTooltip } from './ChartTooltip';
import { compactMoney } from './compact-money';
import { useBarOpening } from './use-bar-opening';

export default function FlowBars({ rows, height }: { rows: readonly FlowMonthRow[]; height: number }) {
  const theme = useTheme();
  const { open, onPointerDown, hint, tooltipTrigger } = useBarOpening();
  const openMonth = (key: string, row: FlowMonthRow, event?: React.MouseEvent) =>
    open(`${row.month}/${key}`, transactionsHref({ from: row.range.startDate, to: row.range.endDate }), event);
  return (
    <div onPointerDown={onPointerDown}>
      <ComposedChart
        data={rows}
        responsive
        style={{ width: '100%', height }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer
      >
        <CartesianGrid vertical={false} stroke={theme.colors.border} />
        <XAxis dataKey="label" tick={{ fill: theme.colors.muted, fontSize: 12 }} tickLine={false} minTickGap={8} />
        <YAxis tickFormatter={compactMoney} tick={{ fill: theme.colors.muted, fontSize: 12 }} width={56} />
        <ReferenceLine y={0} stroke={theme.colors.muted} />
        <Tooltip
          trigger={tooltipTrigger}
          cursor={{ fill: theme.colors.activeTabBackground, opacity: 0.5 }}
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as FlowMonthRow | undefined;
            if (!active || !row) return null;
            const lines = FLOW_SERIES.map((series) => ({
              name: series.name,
              color: series.color,
              value: row[series.key],
            }));
            return <ChartTooltip title={row.label} lines={lines} hint={hint} />;
          }}
        />
        {FLOW_SERIES.slice(0, 2).map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.name}
            fill={series.color}
            maxBarSize={48}
            cursor="pointer"
            isAnimationActive={false}
            onClick={(bar, _index, event) => openMonth(series.key, bar.payload as FlowMonthRow, event)}
          />
        ))}
        <Line
          dataKey="net"
          name="Net"
          stroke={NET_COLOR}
          strokeWidth={2}
          dot={{ r: 3, fill: NET_COLOR }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}
