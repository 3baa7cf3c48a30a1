import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@finance/shared';

const Frame = styled.figure<{ $height: number }>`
  min-width: 0;
  min-height: ${({ $height }) => $height}px;
  margin: 0;

  .recharts-surface:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/**
 * Where a chart is drawn: its height held while its code loads (the page does not jump), and its name for a screen
 * reader, which reads the figures in the table that follows it.
 */
export function ChartFrame({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  return (
    <Frame $height={height} aria-label={label}>
      <Suspense fallback={<Spinner label="Loading the chart" />}>{children}</Suspense>
    </Frame>
  );
}
