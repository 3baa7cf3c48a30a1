import type { BulkEditBody, BulkEditResponse } from '@finance/shared/contracts';
import { checkCategory } from '../domain/category-check';
import { resolveRange } from '../lib/date-range';
import { notFound } from '../lib/http-errors';
import type { DataAccess } from '../repositories';
import type { TransactionFilter } from '../repositories/transactions-repository';

/**
 * Many of a person's transactions changed at once (POST /transactions/bulk): the category (null: back to the bank's)
 * and/or excluded of a selection sent by ids or by the filter of GET /transactions. One UPDATE, one correction event,
 * in one database transaction: an id that is not the person's changes nothing at all.
 */
export class BulkEditService {
  constructor(private readonly data: DataAccess) {}

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
    return this.data.transactionFor(userId, async (tx) => {
      if (set.category != null) await checkCategory(tx.categories, userId, set.category, 'body/set/category');
      let updated: number;
      if ('ids' in selection) {
        const ids = [...new Set(selection.ids)];
        const result = await tx.bulkEdits.setByIds(userId, ids, set);
        if (result.found < ids.length) throw notFound('Transaction not found');
        updated = result.updated;
      } else {
        updated = await tx.bulkEdits.setByFilter(userId, filter!, set);
      }
      if (updated > 0) await tx.events.record(userId, 'corrections', { count: updated });
      return { updated };
    });
  }
}
