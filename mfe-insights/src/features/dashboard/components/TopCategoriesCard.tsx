import { Link } from 'react-router';
import styled from 'styled-components';
import { transactionsHref } from '@finance/shared';
import { categoryName, formatMoney } from '@finance/shared/data';
import { useTopCategories } from '../hooks/use-dashboard';
import type { MonthSoFar } from '../model/month-so-far';
import { CardList, cardState, FigureCard } from '../../../components/FigureCard';

/** How many of the month's categories the card lists. */
export const TOP_CATEGORIES = 5;

const List = styled(CardList)`

  a {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    align-items: center;
    min-height: 2.75rem;
    color: inherit;
    text-decoration: none;
  }
  a:hover span:first-child,
  a:focus-visible span:first-child {
    text-decoration: underline;
  }
`;

const Share = styled.span<{ $share: number }>`
  grid-column: 1 / -1;
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.primary} ${({ $share }) => Math.round($share * 1000) / 10}%,
    ${({ theme }) => theme.colors.activeTabBackground} 0
  );
`;

/** The month's largest spending categories so far, each opening the transactions that make it. */
export function TopCategoriesCard({ months }: { months: MonthSoFar }) {
  const { totals, categories } = useTopCategories(months);
  const names = new Map(
    (categories ?? []).filter((c) => c.kind === 'custom').map((c) => [c.category_id, c.name] as const),
  );
  const top = totals.data?.summary.slice(0, TOP_CATEGORIES) ?? [];
  const { startDate, endDate } = months.current;
  return (
    <FigureCard
      id="top-categories"
      title="Top categories this month"
      state={cardState(totals)}
      failure="Failed to fetch category summary"
      more={{ to: '/trends', label: 'Trends' }}
    >
      {top.length === 0 ? (
        <p>No spending this month yet.</p>
      ) : (
        <List as="ol">
          {top.map((row) => (
            <li key={row.category}>
              <Link to={transactionsHref({ from: startDate, to: endDate, categories: [row.category] })}>
                <span>{categoryName(row.category, names)}</span>
                <span>{formatMoney(row.total)}</span>
                <Share $share={row.share} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </List>
      )}
    </FigureCard>
  );
}
