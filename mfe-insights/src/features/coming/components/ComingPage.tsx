import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, PageTitle } from '@finance/shared';
import type { RecurringChange } from '@finance/shared/contracts';
import { formatMoney } from '@finance/shared/data';
import { cardState, FigureCard } from '../../../components/FigureCard';
import { useToday } from '../../../hooks/use-today';
import { useRecurring, useStreamChoices } from '../hooks/use-recurring';
import { subscriptionsOf } from '../model/coming';
import { SafeToSpend } from './SafeToSpend';
import { StreamList } from './StreamList';
import { UpcomingList } from './UpcomingList';
import { Note, Problem, Said } from '../../../components/PageText';

const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  & > .wide {
    grid-column: 1 / -1;
  }

  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Totals = styled.p`
  margin: 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/**
 * Coming up: what is safe to spend until the next income (with its arithmetic), what is due in the next 30 days,
 * the subscriptions and what they cost, and every recurring bill and income found in the corrected transactions,
 * each confirmed, renamed, marked or dismissed here. A sync, a correction or a choice in another tab reaches the open
 * page without a reload.
 */
export function ComingPage() {
  const today = useToday();
  const recurring = useRecurring(today);
  const { change: choose, problem } = useStreamChoices(today);
  const [said, setSaid] = useState('');
  const onChoose = useCallback(
    async (streamId: string, change: RecurringChange, done: string) => {
      setSaid('');
      const saved = await choose({ streamId, change });
      if (saved) setSaid(done);
      return saved;
    },
    [choose],
  );
  const data = recurring.data;
  const state = cardState(recurring);
  const shown = state === 'failed' ? 'loading' : state;
  const streams = data?.streams ?? [];
  const subscriptions = subscriptionsOf(streams);

  return (
    <>
      <PageTitle>Coming up</PageTitle>
      <Layout>
        {state === 'failed' && (
          <Problem role="alert" className="wide">
            Failed to fetch recurring payments{' '}
            <Button $variant="secondary" onClick={() => void recurring.refetch()}>
              Retry
            </Button>
          </Problem>
        )}
        {problem && (
          <Problem role="alert" className="wide">
            {problem}
          </Problem>
        )}
        <Said role="status" className="wide">
          {said}
        </Said>
        <FigureCard id="safe-to-spend" title="Safe to spend" state={shown} failure="">
          {data && <SafeToSpend safe={data.safe_to_spend} today={today} />}
        </FigureCard>
        <FigureCard id="upcoming" title="Next 30 days" state={shown} failure="">
          {data && <UpcomingList upcoming={data.upcoming} today={today} />}
        </FigureCard>
        <div className="wide">
          <FigureCard id="subscriptions" title="Subscriptions" state={shown} failure="">
            {data && (
              <>
                {subscriptions.list.length === 0 ? (
                  <p>No subscriptions found. Mark a recurring payment below as one.</p>
                ) : (
                  <Totals>
                    {subscriptions.list.length} subscription{subscriptions.list.length === 1 ? '' : 's'}:{' '}
                    {formatMoney(subscriptions.monthly)} a month, {formatMoney(subscriptions.yearly)} a year
                  </Totals>
                )}
                <StreamList
                  streams={streams.filter((s) => s.subscription)}
                  today={today}
                  onChoose={onChoose}
                  empty={null}
                />
              </>
            )}
          </FigureCard>
        </div>
        <div className="wide">
          <FigureCard id="recurring" title="Bills and income" state={shown} failure="">
            {data && (
              <>
                <Note>
                  Found in your transactions, as you corrected them: the same payee at a steady interval. Nothing is
                  sent anywhere to find them.
                </Note>
                <StreamList
                  streams={streams.filter((s) => !s.subscription)}
                  today={today}
                  onChoose={onChoose}
                  empty="None found yet."
                />
              </>
            )}
          </FigureCard>
        </div>
      </Layout>
    </>
  );
}
