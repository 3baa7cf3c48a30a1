import { apiRequest, type RequestSignal } from '@finance/shared';
import type { RuleBody, RuleResponse } from '@finance/shared/contracts';
import { pathSegment } from './path-segment';

export function updateRule(ruleId: string, body: RuleBody, { signal }: RequestSignal = {}): Promise<RuleResponse> {
  return apiRequest<RuleResponse>(`/rules/${pathSegment(ruleId)}`, { method: 'PATCH', body, signal });
}
