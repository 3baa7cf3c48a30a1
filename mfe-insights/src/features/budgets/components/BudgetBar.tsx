import styled from 'styled-components';

const Track = styled.div`
  position: relative;
  height: 0.75rem;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
`;

const Fill = styled.div<{ $over: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $over, theme }) => ($over ? theme.colors.negative : theme.colors.primary)};
`;

const Pace = styled.div`
  position: absolute;
  top: -0.25rem;
  bottom: -0.25rem;
  width: 2px;
  margin-left: -1px;
  background: ${({ theme }) => theme.colors.text};
`;

const share = (part: number, whole: number) =>
  whole <= 0 ? (part > 0 ? 1 : 0) : Math.min(1, Math.max(0, part / whole));

/**
 * Spending against what is available, with a mark where an even pace would be by today. The figures beside it say the
 * same in words, so the bar itself is hidden from screen readers.
 */
export function BudgetBar({ spent, available, pace }: { spent: number; available: number; pace: number | null }) {
  return (
    <Track aria-hidden="true">
      <Fill $over={spent > available} style={{ width: `${share(spent, available) * 100}%` }} />
      {pace !== null && available > 0 && (
        <Pace data-testid="pace-mark" style={{ left: `${share(pace, available) * 100}%` }} />
      )}
    </Track>
  );
}
