// The counts the filter options are read from, kept per view, so that a few rows inserted or removed change only
// their own entries and bounds instead of counting every row again.
import type { SetPatch } from './set-patches';
import type { TransactionRow } from './transaction-rows';

/**
 * What the options are read from, counted, so that a row inserted or removed changes only its own entries: the rows at
 * each bound, and the rows of each entry by its spelling (one label per entry: the first row's).
 */
export interface Tally {
  rows: number;
  min: number;
  minRows: number;
  max: number;
  maxRows: number;
  earliest: string;
  earliestRows: number;
  latest: string;
  latestRows: number;
  /** By category name lower-cased (one entry ignoring case), the rows giving each spelling. */
  categories: Map<string, Map<string, number>>;
  categoryLabels: Map<string, string>;
  /** By account id, the rows giving each account label. */
  accounts: Map<string, Map<string, number>>;
  accountLabels: Map<string, string>;
  institutions: Map<string, number>;
}

function emptyTally(): Tally {
  return {
    rows: 0,
    min: Infinity,
    minRows: 0,
    max: -Infinity,
    maxRows: 0,
    // Past every date either way, so that the first row sets both.
    earliest: '\uffff',
    earliestRows: 0,
    latest: '',
    latestRows: 0,
    categories: new Map(),
    categoryLabels: new Map(),
    accounts: new Map(),
    accountLabels: new Map(),
    institutions: new Map(),
  };
}

function countIn<K>(counts: Map<K, number>, key: K, by: number): void {
  const count = (counts.get(key) ?? 0) + by;
  if (count === 0) counts.delete(key);
  else counts.set(key, count);
}

function countSpelling(entries: Map<string, Map<string, number>>, key: string, spelling: string, by: number): void {
  let spellings = entries.get(key);
  if (!spellings) entries.set(key, (spellings = new Map()));
  countIn(spellings, spelling, by);
  if (spellings.size === 0) entries.delete(key);
}

function add(tally: Tally, row: TransactionRow): void {
  const { amount, date, account_id: accountId } = row.transaction;
  tally.rows += 1;
  if (amount < tally.min) [tally.min, tally.minRows] = [amount, 1];
  else if (amount === tally.min) tally.minRows += 1;
  if (amount > tally.max) [tally.max, tally.maxRows] = [amount, 1];
  else if (amount === tally.max) tally.maxRows += 1;
  if (date < tally.earliest) [tally.earliest, tally.earliestRows] = [date, 1];
  else if (date === tally.earliest) tally.earliestRows += 1;
  if (date > tally.latest) [tally.latest, tally.latestRows] = [date, 1];
  else if (date === tally.latest) tally.latestRows += 1;
  row.categoryKeys.forEach((key, index) => countSpelling(tally.categories, key, row.categoryNames[index]!, 1));
  countSpelling(tally.accounts, accountId, row.account, 1);
  countIn(tally.institutions, row.institution, 1);
}

/** Takes a row out; false when it was the last at a bound, which only a whole count finds again. */
function remove(tally: Tally, row: TransactionRow): boolean {
  const { amount, date, account_id: accountId } = row.transaction;
  tally.rows -= 1;
  row.categoryKeys.forEach((key, index) => countSpelling(tally.categories, key, row.categoryNames[index]!, -1));
  countSpelling(tally.accounts, accountId, row.account, -1);
  countIn(tally.institutions, row.institution, -1);
  if (amount === tally.min && --tally.minRows === 0) return false;
  if (amount === tally.max && --tally.maxRows === 0) return false;
  if (date === tally.earliest && --tally.earliestRows === 0) return false;
  if (date === tally.latest && --tally.latestRows === 0) return false;
  return true;
}

export function tallyOf(rows: readonly TransactionRow[]): Tally {
  const tally = emptyTally();
  for (const row of rows) {
    add(tally, row);
    row.categoryKeys.forEach((key, index) => {
      if (!tally.categoryLabels.has(key)) tally.categoryLabels.set(key, row.categoryNames[index]!);
    });
    if (!tally.accountLabels.has(row.transaction.account_id)) {
      tally.accountLabels.set(row.transaction.account_id, row.account);
    }
  }
  return tally;
}

/**
 * The tally of `rows` from the tally of the set they patch; false when a whole count is needed. An entry's label is
 * its first row's spelling: the one spelling left, or else looked for from the top (the rows of an entry spelled two
 * ways are rare, and the first is usually near the top).
 */
export function patchTally(
  tally: Tally,
  lastRows: readonly TransactionRow[],
  rows: readonly TransactionRow[],
  patch: SetPatch,
) {
  const inserted = patch.inserted.map((place) => rows[place]!);
  const removed = patch.removed.map((place) => lastRows[place]!);
  inserted.forEach((row) => add(tally, row));
  if (!removed.every((row) => remove(tally, row))) return false;
  const touched = [...inserted, ...removed];
  for (const key of new Set(touched.flatMap((row) => row.categoryKeys))) {
    const label = labelOf(tally.categories.get(key), () => {
      const row = rows.find((candidate) => candidate.categoryKeys.includes(key))!;
      return row.categoryNames[row.categoryKeys.indexOf(key)]!;
    });
    if (label === undefined) tally.categoryLabels.delete(key);
    else tally.categoryLabels.set(key, label);
  }
  for (const id of new Set(touched.map((row) => row.transaction.account_id))) {
    const label = labelOf(tally.accounts.get(id), () => rows.find((row) => row.transaction.account_id === id)!.account);
    if (label === undefined) tally.accountLabels.delete(id);
    else tally.accountLabels.set(id, label);
  }
  return true;
}

function labelOf(spellings: Map<string, number> | undefined, first: () => string): string | undefined {
  if (!spellings) return undefined;
  return spellings.size === 1 ? spellings.keys().next().value : first();
}
