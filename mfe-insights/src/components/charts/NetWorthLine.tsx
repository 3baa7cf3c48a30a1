// Net worth day by day, the days estimated from the transactions dashed: loaded only when the Dashboard shows it.
import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import type { NetWorthPoint } from '../../features/dashboard/model/net-worth-history';
import { NET_WORTH_COLOR } from '../../model/category-colors';
import { ChartTooltip } from './ChartTooltip';
import { compactMoney } from './compact-money';
import { useCoarsePointer } from './use-bar-opening';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "Nov 2026" under the first day of each month shown. */
const monthTick = (date: string) => MONTH.format(new Date(`${date}T00:00:00Z`));

/**
 * The axis's ticks: the first day of each month among the points. Given, they are all the axis formats and measures
 * (a dozen labels, not one per day: at a year's 365 days that measuring was the Dashboard's longest task).
 */
export function monthStarts(points: readonly { date: string }[]): string[] {
  return points
    .filter((point, i) =>
      i === 0 ? point.date.endsWith('-01') : point.date.slice(0, 7) !== points[i - 1]!.date.slice(0, 7),
    )
    .map((point) => point.date);
}

export default function NetWorthLine({ points, height }: { points: readonly NetWorthPoint[]; height: number }) {
  const theme = useTheme();
  const coarse = useCoarsePointer();
  const ticks = useMemo(() => monthStarts(points), [points]);
  const line = {
    type: 'monotone',
    dot: false,
    isAnimationActive: false,
    strokeWidth: 2,
    stroke: NET_WORTH_COLOR,
  } as const;
  return (
    <LineChart
      data={points}
      responsive
      style={{ width: '100%', height }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer
    >
      <CartesianGrid vertical={false} stroke={theme.colors.border} />
      <XAxis
        dataKey="date"
        ticks={ticks}
        tickFormatter={monthTick}
        tick={{ fill: theme.colors.muted, fontSize: 12 }}
        tickLine={false}
        minTickGap={24}
      />
      <YAxis tickFormatter={compactMoney} tick={{ fill: theme.colors.muted, fontSize: 12 }} width={56} />
      <Tooltip
        trigger={coarse ? 'click' : 'hover'}
        content={({ active, payload }) => {
          const point = payload?.[0]?.payload as NetWorthPoint | undefined;
          if (!active || !point) return null;
          return (
            <ChartTooltip
              title={point.label}
              lines={[{ name: 'Net worth', color: NET_WORTH_COLOR, value: point.netWorth }]}
              hint={
                point.estimated
                  ? 'Estimated from your transactions (before your first sync).'
                  : 'As your bank reported it.'
              }
            />
          );
        }}
      />
      <Line {...line} dataKey="walkedBack" name="Estimated" strokeDasharray="5 4" connectNulls={false} />
      <Line {...line} dataKey="recorded" name="Net worth" connectNulls={false} />
    </LineChart>
  );
}
