// The insights on screen, and their dismissal: a statement leaves at once, and comes back with the reason said if the
// server refuses.
import { useQuery } from '@tanstack/react-query';
import type { InsightsResponse } from '@finance/shared/contracts';
import { queryClient } from '@finance/shared/data';
import { useOptimisticChange, type Change } from '../../../hooks/use-optimistic-change';
import { useOwner } from '../../../hooks/use-owner';
import { dismissInsight, getInsights, insightsKey } from '../api/insight-requests';

export function useInsights(today: string) {
  const { ownerId, enabled } = useOwner();
  return useQuery(
    { queryKey: insightsKey(ownerId, today), queryFn: ({ signal }) => getInsights(today, { signal }), enabled },
    queryClient,
  );
}

/** A statement dismissed: gone at once, back with the reason if the server refuses. */
export function useDismissInsight(today: string): Change<string> {
  const { ownerId } = useOwner();
  return useOptimisticChange({
    key: insightsKey(ownerId, today),
    send: (insightId: string) => dismissInsight(insightId, today),
    apply: (before: InsightsResponse, insightId) => ({
      ...before,
      insights: before.insights.filter((i) => i.id !== insightId),
    }),
    refused: 'Not dismissed',
  });
}
