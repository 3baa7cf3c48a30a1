import { apiRequest, type RequestSignal } from '@finance/shared';
import { pathSegment } from './path-segment';

export async function deleteRule(ruleId: string, { signal }: RequestSignal = {}): Promise<void> {
  await apiRequest<void>(`/rules/${pathSegment(ruleId)}`, { method: 'DELETE', signal });
}
