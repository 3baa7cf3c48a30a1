import { useEffect } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@finance/shared';
import { preloadDashboardCharts } from '../../../components/charts/chart-modules';
import { ComingUpCard } from '../../coming/components/ComingUpCard';
import { InsightsCard } from '../../insights/components/InsightsCard';
import { useMonthSoFar } from '../hooks/use-dashboard';
import { LatestTransactionsCard } from './LatestTransactionsCard';
import { MonthSoFarCard } from './MonthSoFarCard';
import { NetWorthCard } from './NetWorthCard';
import { TopCategoriesCard } from './TopCategoriesCard';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media ${({ theme }) => theme.media.narrow} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

/**
 * The Dashboard: where the money went this month so far and how that compares with last month, what the person is
 * worth, what is coming (safe to spend, the next bills and income), insights worth a look, and what came in and went out last; each part links to the page that explains it. Its figures follow every
 * sync and correction without a reload.
 */
export function DashboardPage() {
  const months = useMonthSoFar();
  useEffect(preloadDashboardCharts, []);
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <Cards>
        <MonthSoFarCard months={months} />
        <NetWorthCard />
        <TopCategoriesCard months={months} />
        <ComingUpCard />
        <InsightsCard />
        <LatestTransactionsCard />
      </Cards>
    </>
  );
}
