import { apiRequest, type RequestSignal } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { pathSegment } from './path-segment';

export function renameCategory(categoryId: string, name: string, { signal }: RequestSignal = {}): Promise<Category> {
  return apiRequest<Category>(`/categories/${pathSegment(categoryId)}`, { method: 'PATCH', body: { name }, signal });
}
