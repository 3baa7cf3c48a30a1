import { apiRequest, type RequestSignal } from '@finance/shared';
import { pathSegment } from './path-segment';

/** Deletes one of the person's categories: its transactions go back to the bank's, the rules naming it go. */
export async function deleteCategory(categoryId: string, { signal }: RequestSignal = {}): Promise<void> {
  await apiRequest<void>(`/categories/${pathSegment(categoryId)}`, { method: 'DELETE', signal });
}
