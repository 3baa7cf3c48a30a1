import { apiRequest, type RequestSignal } from '@finance/shared';
import type { RuleMatchesResponse, RuleResponse } from '@finance/shared/contracts';
import { pathSegment } from './path-segment';

/** How many existing transactions one of the person's rules would change if run now ("Run on past transactions"). */
export async function appliedRuleMatches(ruleId: string, { signal }: RequestSignal = {}): Promise<number> {
  return (await apiRequest<RuleMatchesResponse>(`/rules/${pathSegment(ruleId)}/matches`, { signal })).matches;
}

/** Runs one of the person's rules over their past transactions; answers it with how many it changed. */
export function applyRule(ruleId: string, { signal }: RequestSignal = {}): Promise<RuleResponse> {
  return apiRequest<RuleResponse>(`/rules/${pathSegment(ruleId)}/apply`, { method: 'POST', signal });
}
