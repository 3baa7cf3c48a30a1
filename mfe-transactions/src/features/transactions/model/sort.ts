// The view's order. One column at a time; with none, the loaded order (newest first). Each column sorts by what it
// shows: texts case-insensitively, dates by calendar, amounts by their absolute value. Ties keep the loaded order.
import type { ColumnId } from './columns';
import { isPatchOf } from './set-patches';
import type { TransactionRow } from './transaction-rows';

export interface SortState {
  id: ColumnId;
  desc: boolean;
}

type Key = (row: TransactionRow) => string | number;

const KEYS: Record<ColumnId, Key> = {
  institution: (row) => row.institution.toLowerCase(),
  account: (row) => row.account.toLowerCase(),
  date: (row) => row.transaction.date,
  description: (row) => row.description.toLowerCase(),
  amount: (row) => Math.abs(row.transaction.amount),
  category: (row) => row.category.toLowerCase(),
};

/** The sort keys of a set of rows, by column, made once per set: the next sort of that set reuses them. */
const keyCache = new WeakMap<readonly TransactionRow[], Map<ColumnId, Array<string | number>>>();

function keysOf(rows: readonly TransactionRow[], id: ColumnId): Array<string | number> {
  let byColumn = keyCache.get(rows);
  if (!byColumn) keyCache.set(rows, (byColumn = new Map()));
  let keys = byColumn.get(id);
  if (!keys) byColumn.set(id, (keys = rows.map(KEYS[id])));
  return keys;
}

export function sortRows(rows: readonly TransactionRow[], sort: SortState | null): readonly TransactionRow[] {
  return sort ? sortedOrder(rows, sort).map((index) => rows[index]!) : rows;
}

type Sort = (rows: readonly TransactionRow[], sort: SortState | null) => readonly TransactionRow[];

/**
 * sortRows for one view, which remembers its last order: an edit that leaves every changed row's key as it was leaves
 * the order as it was (the same indices, new rows), so one new name does not sort 50,000 rows again.
 */
export function createPatchingSort(): Sort {
  let last: { rows: readonly TransactionRow[]; sort: SortState; order: number[] } | null = null;
  return (rows, sort) => {
    if (!sort) {
      // Nothing held from an earlier sort: it would keep a whole earlier set of rows alive.
      last = null;
      return rows;
    }
    const key = KEYS[sort.id];
    const order =
      last &&
      last.sort.id === sort.id &&
      last.sort.desc === sort.desc &&
      isPatchOf(last.rows, rows, (a, b) => key(a) === key(b))
        ? last.order
        : sortedOrder(rows, sort);
    last = { rows, sort, order };
    return order.map((index) => rows[index]!);
  };
}

function sortedOrder(rows: readonly TransactionRow[], sort: SortState): number[] {
  // Keys are read once per row, not once per comparison: at 50,000 rows a sort makes about 800,000 comparisons.
  const keys = keysOf(rows, sort.id);
  const order = rows.map((_, index) => index);
  const direction = sort.desc ? -1 : 1;
  order.sort((a, b) => {
    const left = keys[a]!;
    const right = keys[b]!;
    if (left < right) return -direction;
    if (left > right) return direction;
    return a - b;
  });
  return order;
}
