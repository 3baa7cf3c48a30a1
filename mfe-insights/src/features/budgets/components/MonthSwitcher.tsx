import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, touchHeight } from '@finance/shared';
import { monthTitle, shiftMonth, type Month } from '../model/budget-month';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    min-width: 10rem;
    font-size: ${({ theme }) => theme.font.size.large};
    text-align: center;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    color: ${({ theme }) => theme.colors.primary};
    ${touchHeight}
  }

  /* On a phone the month takes its own line above its buttons. */
  @media ${({ theme }) => theme.media.narrow} {
    h2 {
      order: -1;
      flex-basis: 100%;
      text-align: left;
    }
  }
`;

interface MonthSwitcherProps {
  month: Month;
  /** The months the budget reaches (from the server's answer, once it is in). */
  first: Month | null;
  last: Month | null;
  current: Month;
  onMonth: (month: Month) => void;
}

/** The month on screen, with buttons to the one before and after (no swipe needed) and back to this month. */
export function MonthSwitcher({ month, first, last, current, onMonth }: MonthSwitcherProps) {
  const before = shiftMonth(month, -1);
  const after = shiftMonth(month, 1);
  return (
    <Bar aria-label="Month">
      <Button
        $variant="secondary"
        aria-label={`Previous month, ${monthTitle(before)}`}
        disabled={first !== null && before < first}
        onClick={() => onMonth(before)}
      >
        ‹ Previous
      </Button>
      <h2 aria-live="polite">{monthTitle(month)}</h2>
      <Button
        $variant="secondary"
        aria-label={`Next month, ${monthTitle(after)}`}
        disabled={last !== null && after > last}
        onClick={() => onMonth(after)}
      >
        Next ›
      </Button>
      {month !== current && <Link to={`?month=${current}`}>Back to this month</Link>}
    </Bar>
  );
}
