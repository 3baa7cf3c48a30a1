// What the sections of /settings this remote renders have in common: their lead line, an empty list's text, a list
// without bullets, a count beside an item, and the alert with Retry when their data cannot be read.
import styled from 'styled-components';
import { Button } from '@finance/shared';

/** "1 transaction", "1,204 transactions". */
export function transactionCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'transaction' : 'transactions'}`;
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Problem role="alert">
      <p>{message}</p>
      <Button $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Problem>
  );
}

/** A section's column: its h3s (focusable, for focus to land on after an item is removed) and its status line. */
export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.body};
    &:focus { outline: none; }
  }
  p[role='status'] {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    color: ${({ theme }) => theme.colors.positive};
  }
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Count = styled.span`
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.muted};
`;

/** An item of a list: its words, then its buttons, wrapping under them when the row is narrow. */
export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Problem = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  p { margin: 0; color: ${({ theme }) => theme.colors.danger}; }
`;
