import styled from 'styled-components';
import type { UpcomingItem } from '@finance/shared/contracts';
import { formatDate, formatMoney } from '@finance/shared/data';
import { byDate } from '../model/coming';

const Days = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.body};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const In = styled.span`
  color: ${({ theme }) => theme.colors.positive};
  white-space: nowrap;
`;

const Out = styled.span`
  white-space: nowrap;
`;

const Late = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
`;

/** The next 30 days by date: each day's bills and income, a past due one first, marked. */
export function UpcomingList({ upcoming, today }: { upcoming: readonly UpcomingItem[]; today: string }) {
  if (upcoming.length === 0) return <p>Nothing recurring is expected in the next 30 days.</p>;
  return (
    <Days>
      {byDate(upcoming).map(({ date, items }) => (
        <li key={date}>
          <h3>
            {date === today ? `Today, ${formatDate(date)}` : formatDate(date)}
            {date < today && <Late> (past due, not seen yet)</Late>}
          </h3>
          <ul>
            {items.map((item) => (
              <li key={item.stream_id}>
                <span>{item.name}</span>
                {item.direction === 'inflow' ? (
                  <In>+{formatMoney(item.amount)}</In>
                ) : (
                  <Out>−{formatMoney(item.amount)}</Out>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </Days>
  );
}
