import { useEffect } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@finance/shared';
import { preloadTrendsCharts } from '../../../components/charts/chart-modules';
import { useTrendsRange } from '../hooks/use-trends';
import { CategoryCard } from './CategoryCard';
import { FlowCard } from './FlowCard';
import { PayeesCard } from './PayeesCard';
import { PeriodCard } from './PeriodCard';
import { RangePicker } from './RangePicker';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  @media ${({ theme }) => theme.media.narrow} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Trends: where the money went over a range (in the URL), month by month and by category, what came in against what
 * went out, with whom it was spent, and how the range compares with the period before it. Every figure opens the
 * transactions that make it, and follows every sync and correction without a reload.
 */
export function TrendsPage() {
  const { range, problem } = useTrendsRange();
  useEffect(preloadTrendsCharts, []);
  return (
    <>
      <PageTitle>Trends</PageTitle>
      <Layout>
        {problem && <Problem role="alert">{problem}</Problem>}
        <RangePicker range={range} />
        <PeriodCard range={range} />
        <CategoryCard range={range} />
        <FlowCard range={range} />
        <PayeesCard range={range} />
      </Layout>
    </>
  );
}
