// The insights on screen, and their dismissal: a statement leaves at once, and comes back with the reason said if the
// server refuses.
import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { InsightsResponse } from '@finance/shared/contracts';
import { queryClient } from '@finance/shared/data';
import { useOwner } from '../../../hooks/use-owner';
import { dismissInsight, getInsights, insightsKey } from '../api/insight-requests';

export function useInsights(today: string) {
  const { ownerId, enabled } = useOwner();
  return useQuery(
    { queryKey: insightsKey(ownerId, today), queryFn: ({ signal }) => getInsights(today, { signal }), enabled },
    queryClient,
  );
}

export function useDismissInsight(today: string) {
  const { ownerId } = useOwner();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync } = useMutation(
    {
      mutationFn: (insightId: string) => dismissInsight(insightId, today),
      onMutate: async (insightId) => {
        const key = insightsKey(ownerId, today);
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<InsightsResponse>(key);
        if (before) {
          queryClient.setQueryData(key, { ...before, insights: before.insights.filter((i) => i.id !== insightId) });
        }
        return { key, before };
      },
      onError: (reason, _id, context) => {
        if (context?.before) queryClient.setQueryData(context.key, context.before);
        setProblem(`Not dismissed: ${reason instanceof Error ? reason.message : String(reason)}`);
      },
      onSuccess: (answer, _id, context) => {
        setProblem(null);
        queryClient.setQueryData(context.key, answer);
      },
    },
    queryClient,
  );
  const dismiss = useCallback(
    (insightId: string) =>
      mutateAsync(insightId).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { dismiss, problem };
}
