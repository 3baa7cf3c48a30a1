import crypto from 'node:crypto';
import { CATEGORIES_MAX, PROVIDER_CATEGORIES, type Category } from '@finance/shared/contracts';
import { checkCategory, isProviderCategory } from '../domain/category-check';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import type { DataAccess } from '../repositories';
import type { CategoriesRepository } from '../repositories/categories-repository';
import { joinBudget } from './budgets-service';
import { LongWrites } from './long-writes';

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
 * A person's categories beside the provider's sixteen: create, rename, delete. A deleted category's transactions go
 * back to the bank's category (in slices: a long write) and its rules go with it. Every change records a `corrections`
 * event in its (last) transaction.
 */
export class CategoriesService {
  constructor(
    private readonly data: DataAccess,
    private readonly longWrites = new LongWrites(data),
  ) {}

  async list(userId: string): Promise<Category[]> {
    const own = await this.data.repositories.categories.list(userId);
    return [...PROVIDER_LIST, ...own.map((c) => ({ ...c, kind: 'custom' as const }))];
  }

  async create(userId: string, name: string): Promise<Category> {
    return this.data.transactionFor(userId, async (tx) => {
      if ((await tx.categories.count(userId)) >= CATEGORIES_MAX) {
        throw badRequest(`A person keeps at most ${CATEGORIES_MAX} categories of their own`);
      }
      await refuseLookAlike(tx.categories, userId, name);
      const row = await tx.categories.insert(userId, `cat_${crypto.randomBytes(9).toString('base64url')}`, name);
      if (!row) throw duplicate(name);
      await tx.events.record(userId, 'corrections', { count: 0 });
      return { ...row, kind: 'custom' as const };
    });
  }

  async rename(userId: string, categoryId: string, name: string): Promise<Category> {
    if (isProviderCategory(categoryId)) throw badRequest('A provider category cannot be renamed');
    return this.data.transactionFor(userId, async (tx) => {
      if (!(await tx.categories.find(userId, categoryId))) throw notFound('Category not found');
      await refuseLookAlike(tx.categories, userId, name, categoryId);
      const row = await tx.categories.rename(userId, categoryId, name);
      if (row === 'duplicate') throw duplicate(name);
      if (!row) throw notFound('Category not found');
      await tx.events.record(userId, 'corrections', { count: 0 });
      return { ...row, kind: 'custom' as const };
    });
  }

  /** How many of the person's transactions each category holds. */
  counts(userId: string): Promise<Array<{ category_id: string; transactions: number }>> {
    return this.data.repositories.categories.counts(userId);
  }

  async remove(userId: string, categoryId: string): Promise<void> {
    if (isProviderCategory(categoryId)) throw badRequest('A provider category cannot be deleted');
    await this.replace(userId, categoryId, null);
  }

  /** Merges one of the person's categories into another category (a provider one or their own): how many moved. */
  async merge(userId: string, categoryId: string, into: string): Promise<number> {
    if (isProviderCategory(categoryId)) throw badRequest('A provider category cannot be merged into another');
    if (into === categoryId) throw badRequest('body/into must be another category than the one merged');
    return this.replace(userId, categoryId, into);
  }

  /**
   * A deletion (into null: the rows go back to the bank's category, the rules with it) or a merge (into a category:
   * rows and rules go there), as a long write (LongWrites): the rows move in slices, and the last slice's transaction
   * deletes the category and moves or deletes its rules. A crash mid-way leaves the category, its rules and the rows
   * not yet moved: the same request again finishes it (never a row that names a category that is gone).
   */
  private replace(userId: string, categoryId: string, into: string | null): Promise<number> {
    return this.longWrites.run(userId, {
      begin: async (tx) => {
        if (!(await tx.categories.find(userId, categoryId))) throw notFound('Category not found');
        if (into !== null) await checkCategory(tx.categories, userId, into, 'body/into');
      },
      slice: (tx, _none, after, rows) => tx.categories.moveSlice(userId, categoryId, into, after, rows),
      end: async (tx, _none, moved) => {
        // Undefined: another API process deleted it between two slices; its rows are moved all the same.
        const rest = (await tx.categories.replace(userId, categoryId, into)) ?? 0;
        await joinBudget(tx, userId, categoryId, into);
        await tx.events.record(userId, 'corrections', { count: moved + rest });
        return moved + rest;
      },
    });
  }
}

/**
 * How two category names are compared: without case, white space or compatibility forms (NFKC), so that
 * "Food\u00A0and  drink" or "ｆｏｏｄ and drink" is the provider's "Food And Drink" and not a second category beside it.
 */
export function categoryNameKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();
}

/**
 * Refuses a name that reads as a provider category's or as another of the person's (409 naming the one it matches).
 * The name is clean already (the schema's x-text); the caller holds the person's write lock, so no other write adds
 * a look-alike between this check and the insert.
 */
async function refuseLookAlike(
  categories: CategoriesRepository,
  userId: string,
  name: string,
  renaming?: string,
): Promise<void> {
  const key = categoryNameKey(name);
  const own = (await categories.list(userId)).filter((c) => c.category_id !== renaming);
  const existing = [...PROVIDER_LIST, ...own].find((c) => categoryNameKey(c.name) === key);
  if (existing) throw duplicate(existing.name);
}

const duplicate = (name: string) => conflict(`A category named "${name}" exists already`);
