// The person's streams on screen, and their choices: each shows at once (model/coming.ts), is sent, and the server's
// answer replaces it (or the page goes back as it was, with the reason said).
import { useQuery } from '@tanstack/react-query';
import type { RecurringChange, RecurringResponse } from '@finance/shared/contracts';
import { queryClient } from '@finance/shared/data';
import { useOptimisticChange, type Change } from '../../../hooks/use-optimistic-change';
import { useOwner } from '../../../hooks/use-owner';
import { changeRecurring, getRecurring, recurringKey } from '../api/recurring-requests';
import { withChoice } from '../model/coming';

export function useRecurring(today: string) {
  const { ownerId, enabled } = useOwner();
  return useQuery(
    {
      queryKey: recurringKey(ownerId, today),
      queryFn: ({ signal }) => getRecurring(today, { signal }),
      enabled,
    },
    queryClient,
  );
}

export interface StreamChoice {
  streamId: string;
  change: RecurringChange;
}

/** A choice about a stream: applied at once, sent, the server's answer in its place (or put back, and why). */
export function useStreamChoices(today: string): Change<StreamChoice> {
  const { ownerId } = useOwner();
  return useOptimisticChange({
    key: recurringKey(ownerId, today),
    send: ({ streamId, change }: StreamChoice) => changeRecurring(streamId, today, change),
    apply: (before: RecurringResponse, { streamId, change }) => withChoice(before, streamId, change),
    refused: 'Not saved',
  });
}
