import { apiRequest, type RequestSignal } from '@finance/shared';
import type { Rule, RulesResponse } from '@finance/shared/contracts';
import { correctionsKey } from '@finance/shared/data';

/**
 * The key of a person's rules in the page's query client: under the corrections prefix, so that a rule changed in
 * another tab (or a category merged into another, which moves its rules) is read again.
 */
export const rulesQueryKey = (userId: string) => correctionsKey(userId, 'rules');

/** The person's rules in their order: where several match a transaction, the first wins. */
export async function getRules({ signal }: RequestSignal = {}): Promise<Rule[]> {
  return (await apiRequest<RulesResponse>('/rules', { signal })).rules;
}
