// The person's insights (GET /insights) and their dismissal (PATCH /insights/:id), keyed under what is worked out at a
// sync's end (under the person's summaries): every sync, correction, budget or dismissal (an event) marks them stale,
// and the card on screen reads them again; so does the `insights` event that follows a sync's end.
import { apiRequest, type RequestSignal } from '@finance/shared';
import type { InsightsResponse } from '@finance/shared/contracts';
import { workedOutKey } from '@finance/shared/data';

export const insightsKey = (userId: string, today: string) => [...workedOutKey(userId), 'insights', today] as const;

export function getInsights(today: string, { signal }: RequestSignal = {}): Promise<InsightsResponse> {
  return apiRequest<InsightsResponse>(`/insights?today=${encodeURIComponent(today)}`, { signal });
}

export function dismissInsight(insightId: string, today: string): Promise<InsightsResponse> {
  return apiRequest<InsightsResponse>(`/insights/${encodeURIComponent(insightId)}?today=${encodeURIComponent(today)}`, {
    method: 'PATCH',
    body: { dismissed: true },
  });
}
