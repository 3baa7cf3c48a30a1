// The view's order. One column at a time; with none, the loaded order (newest first). Each column sorts by what it
// shows: texts case-insensitively, dates by calendar, amounts by their absolute value. Ties keep the loaded order.
import type { ColumnId } from './columns';
import { whenIdle } from '@finance/shared/data';
import { ascendingOrder } from './sort-order';
import { isEmptyPatch, keptPlaces, patched, setPatch, type SetPatch } from './set-patches';
import type { TransactionRow } from './transaction-rows';

export interface SortState {
  id: ColumnId;
  desc: boolean;
}

type Key = (row: TransactionRow) => string | number;

type TextColumn = 'institution' | 'account' | 'description' | 'category';

/** The texts a column shows, compared without case. */
const TEXTS: Record<TextColumn, (row: TransactionRow) => string> = {
  institution: (row) => row.institution,
  account: (row) => row.account,
  description: (row) => row.description,
  category: (row) => row.category,
};

const lowerCased =
  (text: (row: TransactionRow) => string): Key =>
  (row) =>
    text(row).toLowerCase();

const KEYS: Record<ColumnId, Key> = {
  institution: lowerCased(TEXTS.institution),
  account: lowerCased(TEXTS.account),
  date: (row) => row.transaction.date,
  description: lowerCased(TEXTS.description),
  amount: (row) => Math.abs(row.transaction.amount),
  category: lowerCased(TEXTS.category),
};

/** The sort keys of a set of rows, by column, made once per set: the next sort of that set reuses them. */
const keyCache = new WeakMap<readonly TransactionRow[], Map<ColumnId, Array<string | number>>>();

function keysOf(rows: readonly TransactionRow[], id: ColumnId): Array<string | number> {
  let byColumn = keyCache.get(rows);
  if (!byColumn) keyCache.set(rows, (byColumn = new Map()));
  let keys = byColumn.get(id);
  if (!keys) byColumn.set(id, (keys = columnKeys(rows, id)));
  return keys;
}

/**
 * A column's keys for every row. A text repeats (a merchant's name, an account's label): each distinct one is
 * lower-cased once and its rows share that one string, which halved the first sort by description at 150,684 rows.
 */
function columnKeys(rows: readonly TransactionRow[], id: ColumnId): Array<string | number> {
  const text = id in TEXTS ? TEXTS[id as TextColumn] : undefined;
  if (!text) return rows.map(KEYS[id]);
  const lowered = new Map<string, string>();
  return rows.map((row) => {
    const shown = text(row);
    let key = lowered.get(shown);
    if (key === undefined) lowered.set(shown, (key = shown.toLowerCase()));
    return key;
  });
}

/** The rows in an order of their indices. */
function inOrder(rows: readonly TransactionRow[], order: Uint32Array): TransactionRow[] {
  const result = new Array<TransactionRow>(order.length);
  for (let place = 0; place < order.length; place += 1) result[place] = rows[order[place]!]!;
  return result;
}

export function sortRows(rows: readonly TransactionRow[], sort: SortState | null): readonly TransactionRow[] {
  return sort ? inOrder(rows, sortedOrder(rows, sort)) : rows;
}

type Sort = (rows: readonly TransactionRow[], sort: SortState | null) => readonly TransactionRow[];

/**
 * sortRows for one view, which remembers its last order: a set that is the last one with a few rows inserted, removed
 * or replaced (an edit, a pull of changes) keeps the order of the rows it kept and takes each new row in where a whole
 * sort would put it, so ten new transactions do not sort 200,000 rows again.
 */
export function createPatchingSort(): Sort {
  let last: { rows: readonly TransactionRow[]; sort: SortState; order: Uint32Array } | null = null;
  return (rows, sort) => {
    if (!sort) {
      // Nothing held from an earlier sort: it would keep a whole earlier set of rows alive.
      last = null;
      return rows;
    }
    const patch = last && last.sort.id === sort.id && last.sort.desc === sort.desc ? setPatch(last.rows, rows) : null;
    const order = last && patch ? patchedOrder(last.rows, last.order, rows, patch, sort) : sortedOrder(rows, sort);
    last = { rows, sort, order };
    return inOrder(rows, order);
  };
}

/**
 * The order of `rows` from the order of the set they patch: the kept rows in their order (renumbered), each new one
 * placed by binary search with the order's own comparison, ties by place in the set as ascendingOrder and reversedRuns
 * keep them. The same order a whole sort gives.
 */
function patchedOrder(
  lastRows: readonly TransactionRow[],
  lastOrder: Uint32Array,
  rows: readonly TransactionRow[],
  patch: SetPatch,
  sort: SortState,
): Uint32Array {
  if (isEmptyPatch(patch)) return lastOrder;
  const lastKeys = keysOf(lastRows, sort.id);
  let byColumn = keyCache.get(rows);
  if (!byColumn) keyCache.set(rows, (byColumn = new Map()));
  let keys = byColumn.get(sort.id);
  if (!keys) {
    const key = KEYS[sort.id];
    byColumn.set(sort.id, (keys = patched(lastKeys, patch, rows.length, (place) => key(rows[place]!))));
  }
  const sign = sort.desc ? -1 : 1;
  const sortKeys = keys;
  /** Negative when the row at place a goes before the row at place b. */
  const compare = (a: number, b: number) => {
    const left = sortKeys[a]!;
    const right = sortKeys[b]!;
    if (left < right) return -sign;
    if (left > right) return sign;
    return a - b;
  };
  const places = keptPlaces(patch, lastRows.length);
  const kept = new Uint32Array(lastOrder.length - patch.removed.length);
  let written = 0;
  for (const index of lastOrder) {
    const place = places[index]!;
    if (place >= 0) kept[written++] = place;
  }
  const added = Uint32Array.from(patch.inserted).sort(compare);
  const order = new Uint32Array(rows.length);
  let from = 0;
  written = 0;
  for (const place of added) {
    // The first kept row that goes after this one.
    let low = from;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle]!, place) < 0) low = middle + 1;
      else high = middle;
    }
    order.set(kept.subarray(from, low), written);
    written += low - from;
    order[written++] = place;
    from = low;
  }
  order.set(kept.subarray(from), written);
  if (!sort.desc) {
    let ascending = ascendingCache.get(rows);
    if (!ascending) ascendingCache.set(rows, (ascending = new Map()));
    ascending.set(sort.id, order);
  }
  return order;
}

/**
 * Each set's ascending order by column, made once per set and column: a person going back and forth between sorts
 * of the same rows sorts each column once, and a descending order is read from the ascending one in one pass.
 */
const ascendingCache = new WeakMap<readonly TransactionRow[], Map<ColumnId, Uint32Array>>();

function sortedOrder(rows: readonly TransactionRow[], sort: SortState): Uint32Array {
  const keys = keysOf(rows, sort.id);
  const ascending = columnOrder(rows, sort.id, keys);
  return sort.desc ? reversedRuns(ascending, keys) : ascending;
}

function columnOrder(rows: readonly TransactionRow[], id: ColumnId, keys: ReadonlyArray<string | number>): Uint32Array {
  let byColumn = ascendingCache.get(rows);
  if (!byColumn) ascendingCache.set(rows, (byColumn = new Map()));
  const cached = byColumn.get(id);
  if (cached) return cached;
  // Rows already in the column's descending order (the dates: the set loads newest first) need no sort at all.
  const order = isDescending(keys)
    ? reversedRuns(
        Uint32Array.from(rows, (_, index) => index),
        keys,
      )
    : ascendingOrder(keys);
  byColumn.set(id, order);
  return order;
}

/** How long a column's order may wait for an idle moment before it is made regardless. */
const PREPARE_SORT_WAIT_MS = 5_000;

/**
 * Makes each column's order of a set ahead, one column per idle moment, so that a person's first click on a header
 * finds it made as a later click does (at 150,684 rows the first sort of a column took 80-270 ms to the painted frame,
 * a later one 31 ms). Returns a function that stops it (a newer set is to be prepared instead).
 */
export function prepareSorts(rows: readonly TransactionRow[]): () => void {
  const columns = Object.keys(KEYS) as ColumnId[];
  let cancel = () => {};
  const prepareNext = () => {
    const id = columns.shift();
    if (!id) return;
    cancel = whenIdle(() => {
      columnOrder(rows, id, keysOf(rows, id));
      prepareNext();
    }, PREPARE_SORT_WAIT_MS);
  };
  prepareNext();
  return () => cancel();
}

function isDescending(keys: ReadonlyArray<string | number>): boolean {
  for (let index = 1; index < keys.length; index += 1) if (keys[index]! > keys[index - 1]!) return false;
  return true;
}

/**
 * An order turned around key by key: the runs of equal keys in reverse, each run kept in its own order, so that ties
 * keep the loaded order either way.
 */
function reversedRuns(order: Uint32Array, keys: ReadonlyArray<string | number>): Uint32Array {
  const reversed = new Uint32Array(order.length);
  let written = 0;
  let end = order.length;
  while (end > 0) {
    const key = keys[order[end - 1]!];
    let start = end - 1;
    while (start > 0 && keys[order[start - 1]!] === key) start -= 1;
    reversed.set(order.subarray(start, end), written);
    written += end - start;
    end = start;
  }
  return reversed;
}
