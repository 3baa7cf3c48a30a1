import { apiRequest, type RequestSignal } from '@finance/shared';
import type { CategoryCountsResponse } from '@finance/shared/contracts';
import { correctionsKey } from '@finance/shared/data';

/** The key of how many transactions each of a person's categories holds. */
export const categoryCountsQueryKey = (userId: string) => correctionsKey(userId, 'category-counts');

/** How many of the person's transactions each category holds, by category key (none: absent). */
export async function getCategoryCounts({ signal }: RequestSignal = {}): Promise<ReadonlyMap<string, number>> {
  const { counts } = await apiRequest<CategoryCountsResponse>('/categories/counts', { signal });
  return new Map(counts.map(({ category_id, transactions }) => [category_id, transactions]));
}
