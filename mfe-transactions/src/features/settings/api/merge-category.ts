import { apiRequest, type RequestSignal } from '@finance/shared';
import type { CategoryMergeResponse } from '@finance/shared/contracts';
import { pathSegment } from '../../transactions/api/path-segment';

/** Merges one of the person's categories into another: its transactions and rules move there, it is deleted. */
export async function mergeCategory(categoryId: string, into: string, { signal }: RequestSignal = {}): Promise<number> {
  const { moved } = await apiRequest<CategoryMergeResponse>(`/categories/${pathSegment(categoryId)}/merge`, {
    method: 'POST',
    body: { into },
    signal,
  });
  return moved;
}
