// The person's streams on screen, and their choices: each shows at once (model/coming.ts), is sent, and the server's
// answer replaces it (or the page goes back as it was, with the reason said).
import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RecurringChange, RecurringResponse } from '@finance/shared/contracts';
import { queryClient } from '@finance/shared/data';
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

export interface StreamChoices {
  /** Applies the choice at once and sends it; resolves true once saved, false when refused (said in `problem`). */
  choose: (streamId: string, change: RecurringChange) => Promise<boolean>;
  problem: string | null;
}

export function useStreamChoices(today: string): StreamChoices {
  const { ownerId } = useOwner();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync } = useMutation(
    {
      mutationFn: ({ streamId, change }: { streamId: string; change: RecurringChange }) =>
        changeRecurring(streamId, today, change),
      onMutate: async ({ streamId, change }) => {
        const key = recurringKey(ownerId, today);
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<RecurringResponse>(key);
        if (before) queryClient.setQueryData(key, withChoice(before, streamId, change));
        return { key, before };
      },
      onError: (reason, _choice, context) => {
        if (context?.before) queryClient.setQueryData(context.key, context.before);
        setProblem(`Not saved: ${reason instanceof Error ? reason.message : String(reason)}`);
      },
      onSuccess: (answer, _choice, context) => {
        setProblem(null);
        queryClient.setQueryData(context.key, answer);
      },
    },
    queryClient,
  );
  const choose = useCallback(
    (streamId: string, change: RecurringChange) =>
      mutateAsync({ streamId, change }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { choose, problem };
}
