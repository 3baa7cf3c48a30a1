// The person's recurring streams, what is coming and safe to spend (GET /recurring), and their choices about a stream
// (PATCH /recurring/:stream_id), keyed under what is worked out at a sync's end (under the person's summaries): a sync,
// a correction here or in another tab, a budget or a stream choice (an event) marks it stale, and the page on screen
// is read again; so does the `insights` event that follows a sync's end (the provider's streams come with it).
import { apiRequest, type RequestSignal } from '@finance/shared';
import type { RecurringChange, RecurringResponse } from '@finance/shared/contracts';
import { workedOutKey } from '@finance/shared/data';

export const recurringKey = (userId: string, today: string) => [...workedOutKey(userId), 'recurring', today] as const;

/** The streams, the 30 days ahead and safe to spend, for the person's today. */
export function getRecurring(today: string, { signal }: RequestSignal = {}): Promise<RecurringResponse> {
  return apiRequest<RecurringResponse>(`/recurring?today=${encodeURIComponent(today)}`, { signal });
}

/** Confirms, dismisses, renames or marks a stream; answers as getRecurring does. */
export function changeRecurring(streamId: string, today: string, change: RecurringChange): Promise<RecurringResponse> {
  return apiRequest<RecurringResponse>(
    `/recurring/${encodeURIComponent(streamId)}?today=${encodeURIComponent(today)}`,
    { method: 'PATCH', body: change },
  );
}
