import { TRANSACTION_CHANGES_PAGE_MAX, type TransactionChangesQuery } from '@finance/shared/contracts';
import { HttpError } from '../lib/http-errors';
import type { DataAccess } from '../repositories';
import { decodeCursor, encodeCursor } from './change-cursor';

/** 410: the copy the cursor names cannot be brought up to date; the client loads the set again (GET /transactions). */
const loadAgain = (why: string) => new HttpError(410, `${why}: load the transactions again`);

/**
 * GET /transactions/changes: what changed in the person's transactions since a cursor (one from GET /transactions or
 * from the previous page), as Plaid's transactions/sync tells us: the rows written since (compact form), the ids
 * removed since, and the next cursor, a bounded page at a time (`has_more`). Removals are to be applied before rows:
 * within a page, a row removed and written again comes after its removal.
 */
export class TransactionChangesService {
  constructor(
    private readonly data: DataAccess,
    private readonly pageMax = TRANSACTION_CHANGES_PAGE_MAX,
  ) {}

  async changes(userId: string, query: TransactionChangesQuery): Promise<string> {
    const from = decodeCursor(query.cursor);
    if (!from) throw loadAgain('This cursor is not one the API gave');
    if (from.userId !== userId) throw loadAgain("This cursor is another person's");
    const limit = Math.min(query.limit ?? this.pageMax, this.pageMax);
    // In a transaction of its own: the read sets its plan for itself (TransactionChangesRepository.after).
    const page = await this.data.transaction((tx) => tx.transactionChanges.after(userId, from, limit + 1));
    const { last_seq: last, pruned_through: pruned } = page.sequence;
    if (BigInt(from.seq) > BigInt(last)) throw loadAgain('This cursor is ahead of the changes the API has');
    if (BigInt(from.seq) < BigInt(pruned)) {
      throw loadAgain('This cursor is older than the changes the API keeps (30 days)');
    }
    const hasMore = page.entries.length > limit;
    const entries = page.entries.slice(0, limit);
    const lastEntry = entries.at(-1);
    const cursor = encodeCursor(
      userId,
      hasMore && lastEntry ? { seq: lastEntry.seq, id: lastEntry.id } : { seq: last, id: null },
    );
    const removed = entries.flatMap((e) => (e.removed === null ? [] : [e.removed]));
    const rows = entries.flatMap((e) => (e.row === null ? [] : [e.row]));
    const head = { cursor, has_more: hasMore, accounts: page.accounts, removed };
    return `${JSON.stringify(head).slice(0, -1)},"rows":[${rows.join(',')}]}`;
  }
}
