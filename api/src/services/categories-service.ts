import crypto from 'node:crypto';
import { CATEGORIES_MAX, PROVIDER_CATEGORIES, type Category } from '@finance/shared/contracts';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import type { DataAccess } from '../repositories';
import type { CategoriesRepository } from '../repositories/categories-repository';

const PROVIDER_KEYS: ReadonlySet<string> = new Set(PROVIDER_CATEGORIES);

/** What the screen shows for a provider category: FOOD_AND_DRINK is "Food And Drink". */
export function providerCategoryName(key: string): string {
  return key
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const PROVIDER_LIST: Category[] = PROVIDER_CATEGORIES.map((key) => ({
  category_id: key,
  name: providerCategoryName(key),
  kind: 'provider',
}));

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
  if (PROVIDER_KEYS.has(key)) return;
  if (!(await categories.find(userId, key))) throw badRequest(`Unknown category "${key}" in ${field}`);
}

/**
 * A person's categories beside the provider's sixteen: create, rename, delete. A deleted category's transactions go
 * back to the bank's category and its rules go with it. Every change records a `corrections` event in its transaction.
 */
export class CategoriesService {
  constructor(private readonly data: DataAccess) {}

  async list(userId: string): Promise<Category[]> {
    const own = await this.data.repositories.categories.list(userId);
    return [...PROVIDER_LIST, ...own.map((c) => ({ ...c, kind: 'custom' as const }))];
  }

  async create(userId: string, name: string): Promise<Category> {
    const clean = this.cleanName(name);
    return this.data.transactionFor(userId, async (tx) => {
      if ((await tx.categories.count(userId)) >= CATEGORIES_MAX) {
        throw badRequest(`A person keeps at most ${CATEGORIES_MAX} categories of their own`);
      }
      const row = await tx.categories.insert(userId, `cat_${crypto.randomBytes(9).toString('base64url')}`, clean);
      if (!row) throw duplicate(clean);
      await tx.events.record(userId, 'corrections', { count: 0 });
      return { ...row, kind: 'custom' as const };
    });
  }

  async rename(userId: string, categoryId: string, name: string): Promise<Category> {
    if (PROVIDER_KEYS.has(categoryId)) throw badRequest('A provider category cannot be renamed');
    const clean = this.cleanName(name);
    return this.data.transactionFor(userId, async (tx) => {
      const row = await tx.categories.rename(userId, categoryId, clean);
      if (row === 'duplicate') throw duplicate(clean);
      if (!row) throw notFound('Category not found');
      await tx.events.record(userId, 'corrections', { count: 0 });
      return { ...row, kind: 'custom' as const };
    });
  }

  async remove(userId: string, categoryId: string): Promise<void> {
    if (PROVIDER_KEYS.has(categoryId)) throw badRequest('A provider category cannot be deleted');
    return this.data.transactionFor(userId, async (tx) => {
      const reverted = await tx.categories.delete(userId, categoryId);
      if (reverted === undefined) throw notFound('Category not found');
      await tx.events.record(userId, 'corrections', { count: reverted });
    });
  }

  /** A name as stored: trimmed, not blank, and not a provider category's (it would show twice in every list). */
  private cleanName(name: string): string {
    const trimmed = name.trim();
    if (!trimmed) throw badRequest('body/name must not be blank');
    if (PROVIDER_LIST.some((c) => c.name.toLowerCase() === trimmed.toLowerCase())) throw duplicate(trimmed);
    return trimmed;
  }
}

const duplicate = (name: string) => conflict(`A category named "${name}" exists already`);
