import { PROVIDER_CATEGORIES } from '@finance/shared/contracts';
import { badRequest } from '../lib/http-errors';
import type { CategoriesRepository } from '../repositories/categories-repository';

const PROVIDER_KEYS: ReadonlySet<string> = new Set(PROVIDER_CATEGORIES);

/** Whether a key is one of the provider's categories (which are not stored, and nobody renames or deletes). */
export function isProviderCategory(key: string): boolean {
  return PROVIDER_KEYS.has(key);
}

/**
 * Refuses a category key that is neither a provider category nor one of the person's own (400 naming the field, e.g.
 * `body/category`). Every write that takes a category calls it, inside its transaction.
 */
export async function checkCategory(
  categories: CategoriesRepository,
  userId: string,
  key: string,
  field: string,
): Promise<void> {
  if (isProviderCategory(key)) return;
  if (!(await categories.find(userId, key))) throw badRequest(`Unknown category "${key}" in ${field}`);
}
