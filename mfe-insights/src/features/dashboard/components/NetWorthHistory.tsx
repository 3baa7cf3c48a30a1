import { useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { Spinner, theme, useMediaQuery } from '@finance/shared';
import { ChartFrame } from '../../../components/charts/ChartFrame';
import { NetWorthLine } from '../../../components/charts/chart-modules';
import { FiguresTable } from '../../../components/FiguresTable';
import { NET_WORTH_MONTHS, useNetWorthHistory } from '../hooks/use-dashboard';
import { monthEnds, netWorthPoints } from '../model/net-worth-history';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.body};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

const Problem = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Net worth day by day over the last months; the days before the first sync, estimated, drawn dashed and said so. */
export function NetWorthHistory() {
  const history = useNetWorthHistory();
  const narrow = useMediaQuery(theme.media.narrow);
  const points = useMemo(() => (history.data ? netWorthPoints(history.data.days) : null), [history.data]);
  // The line is drawn at a lower priority than the figures: the month ends' table and the other cards paint first, the
  // line in a render of its own after them (a year's 365 days drawn was the Dashboard's longest task).
  const drawn = useDeferredValue(points, null);
  const height = narrow ? 180 : 200;
  const title = `Over the last ${NET_WORTH_MONTHS} months`;
  return (
    <Section aria-labelledby="net-worth-history-heading" aria-busy={history.isPending && !history.isError}>
      <h3 id="net-worth-history-heading">{title}</h3>
      {history.isError && <Problem role="alert">Failed to fetch net worth over time</Problem>}
      {!history.isError && !points && <Spinner label="Loading net worth over time" />}
      {points && points.length === 0 && <p>No balances known for these months yet.</p>}
      {points && points.length > 0 && (
        <>
          <ChartFrame label="Net worth day by day, as a line; the figures follow as a table" height={height}>
            {drawn && drawn.length > 0 && <NetWorthLine points={drawn} height={height} />}
          </ChartFrame>
          {points.some((point) => point.estimated) && (
            <p>Dashed: estimated from your transactions, for the days before your accounts were first synced.</p>
          )}
          <FiguresTable
            caption="Net worth at each month's end"
            columns={['Month', 'Net worth']}
            rows={monthEnds(points).map((point) => ({
              name: `${point.label}${point.estimated ? ' (estimated)' : ''}`,
              cells: [{ value: point.netWorth }],
            }))}
          />
        </>
      )}
    </Section>
  );
}
