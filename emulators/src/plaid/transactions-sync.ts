import { errors } from './plaid-error';
import type { Item } from './plaid-store';
import type { PlaidTransaction } from './transaction';
import type { TransactionLog } from './transaction-log';

interface Cursor {
  /** The item the cursor belongs to. */
  i: string;
  /** Position in the change log already delivered. */
  p: number;
  /** Length of the log when this pagination began: pages stop there, and a change to it is a mutation. */
  e: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(value: string, item: Item): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    if (
      cursor.i === item.item_id &&
      Number.isInteger(cursor.p) &&
      Number.isInteger(cursor.e) &&
      cursor.p >= 0 &&
      cursor.p <= cursor.e
    ) {
      return cursor;
    }
  } catch {
    // fall through to the error
  }
  throw errors.invalidField('cursor provided is not a valid cursor for this item');
}

export interface SyncPage {
  added: PlaidTransaction[];
  modified: PlaidTransaction[];
  removed: Array<{ transaction_id: string; account_id: string }>;
  next_cursor: string;
  has_more: boolean;
}

/**
 * One page of /transactions/sync. A page holds at most `count` changes; within it an add later modified stays an add
 * (with the newer data), and an add later removed vanishes, as Plaid nets out changes the client never saw.
 */
export function syncPage(
  item: Item,
  log: Pick<TransactionLog, 'length' | 'slice'>,
  cursorValue: string | undefined,
  count: number,
): SyncPage {
  let cursor: Cursor = cursorValue ? decodeCursor(cursorValue, item) : { i: item.item_id, p: 0, e: log.length };
  if (cursor.e > log.length) throw errors.invalidField('cursor provided is not a valid cursor for this item');
  if (cursor.p === cursor.e) {
    // The previous pagination is complete: a new one covers everything since.
    cursor = { ...cursor, e: log.length };
  } else if (cursor.e !== log.length) {
    throw errors.mutationDuringPagination();
  }
  const end = Math.min(cursor.p + count, cursor.e);
  const added = new Map<string, PlaidTransaction>();
  const modified = new Map<string, PlaidTransaction>();
  const removed = new Map<string, { transaction_id: string; account_id: string }>();
  for (const { kind, transaction } of log.slice(cursor.p, end)) {
    const id = transaction.transaction_id;
    if (kind === 'added') added.set(id, transaction);
    else if (kind === 'modified') {
      if (added.has(id)) added.set(id, transaction);
      else modified.set(id, transaction);
    } else if (added.has(id)) added.delete(id);
    else {
      modified.delete(id);
      removed.set(id, { transaction_id: id, account_id: transaction.account_id });
    }
  }
  return {
    added: [...added.values()],
    modified: [...modified.values()],
    removed: [...removed.values()],
    next_cursor: encodeCursor({ i: item.item_id, p: end, e: cursor.e }),
    has_more: end < cursor.e,
  };
}
