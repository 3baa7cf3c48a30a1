import { apiRequest, type RequestSignal } from '@finance/shared';
import type { RulePatch, RuleResponse } from '@finance/shared/contracts';
import { pathSegment } from './path-segment';

/** Changes the fields given (turning it off included); a rule that is on is applied again to every existing match. */
export function updateRule(ruleId: string, patch: RulePatch, { signal }: RequestSignal = {}): Promise<RuleResponse> {
  return apiRequest<RuleResponse>(`/rules/${pathSegment(ruleId)}`, { method: 'PATCH', body: patch, signal });
}
