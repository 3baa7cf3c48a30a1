// A ranked list of figures, each a link to the rows that make it, with a bar of its share under it (the Dashboard's
// top categories, Trends' largest payees).
import styled from 'styled-components';
import { CardList } from './FigureCard';

export const ShareList = styled(CardList).attrs({ as: 'ol' })`
  a {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    align-items: center;
    min-height: 2.75rem;
    color: inherit;
    text-decoration: none;
  }
  a > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a:hover span:first-child,
  a:focus-visible span:first-child {
    text-decoration: underline;
  }
`;

/** A figure's share (0..1) as a bar across its row, in its colour. */
export const Share = styled.span.attrs({ 'aria-hidden': true })<{ $share: number; $color?: string }>`
  grid-column: 1 / -1;
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: linear-gradient(
    to right,
    ${({ theme, $color }) => $color ?? theme.colors.primary} ${({ $share }) => Math.round($share * 1000) / 10}%,
    ${({ theme }) => theme.colors.activeTabBackground} 0
  );
`;
