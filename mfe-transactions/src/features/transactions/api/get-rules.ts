import { apiRequest, type RequestSignal } from '@finance/shared';
import type { Rule, RulesResponse } from '@finance/shared/contracts';

/** The person's rules, oldest first. */
export async function getRules({ signal }: RequestSignal = {}): Promise<Rule[]> {
  return (await apiRequest<RulesResponse>('/rules', { signal })).rules;
}
