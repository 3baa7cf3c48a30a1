import type { BulkEditBody, BulkEditResponse } from '@finance/shared/contracts';
import { checkCategory } from '../domain/category-check';
import { resolveRange } from '../lib/date-range';
import { notFound } from '../lib/http-errors';
import type { DataAccess } from '../repositories';
import type { TransactionFilter } from '../repositories/transactions-repository';
import { LongWrites } from './long-writes';

/**
 * Many of a person's transactions changed at once (POST /transactions/bulk): the category (null: back to the bank's)
 * and/or excluded of a selection sent by ids or by the filter of GET /transactions. A long write (LongWrites): checked
 * whole first (an id that is not the person's is a 404 and changes nothing), then changed in slices of bounded size,
 * each its own transaction, and one correction event with the total at the end.
 */
export class BulkEditService {
  constructor(
    data: DataAccess,
    private readonly longWrites = new LongWrites(data),
  ) {}

  edit(userId: string, { selection, set }: BulkEditBody): Promise<BulkEditResponse> {
    // The filter's dates follow GET /transactions' rules (real dates, 1970..2099, under ten years), checked before
    // anything is written.
    const filter: TransactionFilter | undefined =
      'filter' in selection
        ? {
            ...resolveRange(selection.filter.start_date, selection.filter.end_date),
            ...(selection.filter.account ? { accounts: selection.filter.account } : {}),
            ...(selection.filter.category ? { categories: selection.filter.category } : {}),
            ...(selection.filter.search ? { search: selection.filter.search } : {}),
          }
        : undefined;
    return this.longWrites.run(userId, {
      begin: async (tx) => {
        if (set.category != null) await checkCategory(tx.categories, userId, set.category, 'body/set/category');
        if ('ids' in selection) {
          const ids = [...new Set(selection.ids)];
          if ((await tx.bulkEdits.countOwned(userId, ids)) < ids.length) throw notFound('Transaction not found');
          return tx.bulkEdits.byIds(userId, ids, set);
        }
        return tx.bulkEdits.byFilter(userId, filter!, set);
      },
      slice: (tx, update, after, rows) => tx.bulkEdits.slice(update, after, rows),
      end: async (tx, _update, updated) => {
        if (updated > 0) await tx.events.record(userId, 'corrections', { count: updated });
        return { updated };
      },
    });
  }
}
