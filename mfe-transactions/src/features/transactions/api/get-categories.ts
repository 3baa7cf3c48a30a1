import { apiRequest, type RequestSignal } from '@finance/shared';
import type { CategoriesResponse, Category } from '@finance/shared/contracts';
import { correctionsKey } from '@finance/shared/data';

/** The key of a person's categories in the page's query client. */
export const categoriesQueryKey = (userId: string) => correctionsKey(userId, 'categories');

/** The provider's sixteen categories first, then the person's own, by name. */
export async function getCategories({ signal }: RequestSignal = {}): Promise<Category[]> {
  return (await apiRequest<CategoriesResponse>('/categories', { signal })).categories;
}
