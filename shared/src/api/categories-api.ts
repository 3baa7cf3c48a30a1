import type { CategoriesResponse, Category } from '../contracts';
import { apiRequest, type RequestSignal } from '@finance/shared';
import { correctionsKey } from '../query/query-keys';

/**
 * The key of a person's categories in the page's query client: under the corrections' prefix, so that a category made,
 * renamed or deleted anywhere (a `corrections` event) marks it stale on every page that shows one.
 */
export const categoriesQueryKey = (userId: string) => correctionsKey(userId, 'categories');

/** The provider's sixteen categories first, then the person's own, by name. */
export async function getCategories({ signal }: RequestSignal = {}): Promise<Category[]> {
  return (await apiRequest<CategoriesResponse>('/categories', { signal })).categories;
}
