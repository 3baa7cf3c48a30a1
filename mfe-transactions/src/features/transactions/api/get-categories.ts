import { apiRequest, type RequestSignal } from '@finance/shared';
import type { CategoriesResponse, Category } from '@finance/shared/contracts';
import { personQueryKey } from '@finance/shared/data';

/** The key of a person's categories in the page's query client. */
export const categoriesQueryKey = (userId: string) => personQueryKey(userId, 'categories');

/** The provider's sixteen categories first, then the person's own, by name. */
export async function getCategories({ signal }: RequestSignal = {}): Promise<Category[]> {
  return (await apiRequest<CategoriesResponse>('/categories', { signal })).categories;
}
