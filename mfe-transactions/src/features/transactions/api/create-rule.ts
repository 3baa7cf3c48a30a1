import { apiRequest, type RequestSignal } from '@finance/shared';
import type { RuleBody, RuleResponse } from '@finance/shared/contracts';

/** Makes a rule and applies it to every existing match at once; answers it with how many it changed. */
export function createRule(body: RuleBody, { signal }: RequestSignal = {}): Promise<RuleResponse> {
  return apiRequest<RuleResponse>('/rules', { method: 'POST', body, signal });
}
