import { apiRequest, type RequestSignal } from '@finance/shared';
import type { Rule, RulesResponse } from '@finance/shared/contracts';
import { correctionsKey } from '@finance/shared/data';

/** The key of a person's rules in the page's query client: a correction (here or in another tab) marks them stale. */
export const rulesQueryKey = (userId: string) => correctionsKey(userId, 'rules');

/** The person's rules in their order: where several match a transaction, the first wins. */
export async function getRules({ signal }: RequestSignal = {}): Promise<Rule[]> {
  return (await apiRequest<RulesResponse>('/rules', { signal })).rules;
}
