import { apiRequest, type RequestSignal } from '@finance/shared';
import type { Rule, RulesResponse } from '@finance/shared/contracts';

/** Puts every one of the person's rules in this order (the first wins); answers them in it. */
export async function reorderRules(ruleIds: string[], { signal }: RequestSignal = {}): Promise<Rule[]> {
  return (await apiRequest<RulesResponse>('/rules/order', { method: 'PUT', body: { rule_ids: ruleIds }, signal }))
    .rules;
}
