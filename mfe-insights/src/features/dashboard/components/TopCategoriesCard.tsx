import { Link } from 'react-router';
import { transactionsHref } from '@finance/shared';
import { categoryName, formatMoney } from '@finance/shared/data';
import { useTopCategories } from '../hooks/use-dashboard';
import type { MonthSoFar } from '../model/month-so-far';
import { cardState, FigureCard } from '../../../components/FigureCard';
import { Share, ShareList } from '../../../components/ShareList';

/** How many of the month's categories the card lists. */
export const TOP_CATEGORIES = 5;

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
        <ShareList>
          {top.map((row) => (
            <li key={row.category}>
              <Link to={transactionsHref({ from: startDate, to: endDate, categories: [row.category] })}>
                <span>{categoryName(row.category, names)}</span>
                <span>{formatMoney(row.total)}</span>
                <Share $share={row.share} />
              </Link>
            </li>
          ))}
        </ShareList>
      )}
    </FigureCard>
  );
}
