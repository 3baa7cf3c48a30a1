import styled from 'styled-components';
import { formatMoney } from '@finance/shared/data';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: min(18rem, 80vw);
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  font-size: ${({ theme }) => theme.font.size.small};

  strong {
    font-size: ${({ theme }) => theme.font.size.body};
  }
  ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: 0.75rem minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  li > span:last-child {
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

export interface TooltipLine {
  name: string;
  color: string;
  value: number;
}

/** A chart's figures for the month pointed at, focused or tapped; and how to open the rows behind them. */
export function ChartTooltip({ title, lines, hint }: { title: string; lines: readonly TooltipLine[]; hint: string }) {
  return (
    <Box>
      <strong>{title}</strong>
      <ul>
        {lines.map((line) => (
          <li key={line.name}>
            <Swatch $color={line.color} aria-hidden="true" />
            <span>{line.name}</span>
            <span>{formatMoney(line.value)}</span>
          </li>
        ))}
      </ul>
      <p>{hint}</p>
    </Box>
  );
}
