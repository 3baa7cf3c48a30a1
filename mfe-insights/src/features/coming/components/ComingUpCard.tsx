import styled from 'styled-components';
import { formatDate, formatMoney } from '@finance/shared/data';
import { cardState, CardList, FigureCard } from '../../../components/FigureCard';
import { useToday } from '../../../hooks/use-today';
import { useRecurring } from '../hooks/use-recurring';

const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;

  & > span:last-child {
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** How many of the days ahead the Dashboard lists. */
const SHOWN = 4;

/** The Dashboard's part of Coming up: safe to spend until the next income, and the next few bills and income. */
export function ComingUpCard() {
  const today = useToday();
  const recurring = useRecurring(today);
  const data = recurring.data;
  const next = (data?.upcoming ?? []).filter((u) => u.date >= today).slice(0, SHOWN);
  return (
    <FigureCard
      id="coming-up"
      title="Coming up"
      state={cardState(recurring)}
      failure="Failed to fetch recurring payments"
      more={{ to: '/dashboard/coming', label: 'Bills, income and subscriptions' }}
    >
      {data && (
        <>
          <div>
            <Muted>Safe to spend until {formatDate(data.safe_to_spend.until)}</Muted>
            <Amount>{formatMoney(data.safe_to_spend.amount)}</Amount>
          </div>
          {next.length === 0 ? (
            <p>Nothing recurring is expected in the next 30 days.</p>
          ) : (
            <CardList aria-label="Next due">
              {next.map((item) => (
                <Item key={`${item.stream_id}-${item.date}`}>
                  <span>
                    <Muted>{formatDate(item.date)}</Muted> {item.name}
                  </span>
                  <span>
                    {item.direction === 'inflow' ? '+' : '−'}
                    {formatMoney(item.amount)}
                  </span>
                </Item>
              ))}
            </CardList>
          )}
        </>
      )}
    </FigureCard>
  );
}
