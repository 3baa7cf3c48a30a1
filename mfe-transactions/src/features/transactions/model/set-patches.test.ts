import type { Transaction } from '@finance/shared';
import { aTransaction } from '../testing/transaction-fixture';
import { createPatchingOptions, filterOptions } from './filter-options';
import { keptPlaces, PATCH_PLACES_MAX, patched, setPatch } from './set-patches';
import { createPatchingSort, sortRows } from './sort';
import * as sortOrder from './sort-order';
import { createPatchingRows, toRow, toRows } from './transaction-rows';

const merchants = ['Delta', 'apple', 'Costco', 'banana', 'Apple'];
const loaded = Array.from({ length: 500 }, (_, index) =>
  aTransaction({
    transaction_id: `t${index}`,
    merchant_name: merchants[index % merchants.length]!,
    amount: (index % 37) - 9,
    date: `2026-0${1 + (index % 9)}-1${index % 10}`,
  }),
);
/** The loaded set with one transaction replaced by a changed copy, as the store's edit makes it. */
function edited(index: number, change: object) {
  const next = loaded.slice();
  next[index] = { ...loaded[index]!, ...change };
  return next;
}
const ids = (rows: readonly { transaction: { transaction_id: string } }[]) =>
  rows.map((r) => r.transaction.transaction_id);

describe('setPatch', () => {
  it('names no place for the same set, and a replaced object as removed and inserted at its place', () => {
    expect(setPatch(loaded, loaded)).toEqual({ removed: [], inserted: [] });
    expect(setPatch(loaded, loaded.slice())).toEqual({ removed: [], inserted: [] });
    expect(setPatch(loaded, edited(7, { notes: 'x' }))).toEqual({ removed: [7], inserted: [7] });
  });

  it('finds objects inserted, removed and replaced, the others kept in their order', () => {
    const [a, b] = [aTransaction(), aTransaction()];
    // As a pull lands: two new ones at the top, one near it, one dropped, one replaced further down, one at the end.
    const next = [a, b, ...loaded.slice(0, 3), { ...loaded[3]! }, ...loaded.slice(5, 40), a, ...loaded.slice(40, 499)];
    expect(setPatch(loaded, next)).toEqual({ removed: [3, 4, 499], inserted: [0, 1, 5, 41] });
    expect(setPatch(loaded, [...loaded, a, b])).toEqual({ removed: [], inserted: [500, 501] });
    expect(setPatch(loaded, loaded.slice(1))).toEqual({ removed: [0], inserted: [] });
    expect(setPatch([], [a])).toEqual({ removed: [], inserted: [0] });
  });

  it(`treats more than ${PATCH_PLACES_MAX} insertions or removals, or nothing before, as a new set`, () => {
    expect(setPatch(null, loaded)).toBeNull();
    const copies = (count: number) => loaded.map((t, index) => (index < count ? { ...t } : t));
    expect(setPatch(loaded, copies(PATCH_PLACES_MAX + 1))).toBeNull();
    expect(setPatch(loaded, copies(PATCH_PLACES_MAX))?.inserted).toHaveLength(PATCH_PLACES_MAX);
    const added = Array.from({ length: PATCH_PLACES_MAX + 1 }, () => aTransaction());
    expect(setPatch(loaded, [...added, ...loaded])).toBeNull();
    expect(setPatch(loaded, loaded.slice(PATCH_PLACES_MAX + 1))).toBeNull();
    expect(setPatch(loaded, loaded.slice(PATCH_PLACES_MAX))?.removed).toHaveLength(PATCH_PLACES_MAX);
    expect(setPatch(loaded, [...loaded].reverse())).toBeNull();
  });

  it('carries what was made per object over to the next set', () => {
    const before = ['a', 'b', 'c', 'd'];
    const after = ['x', 'a', 'c', 'y', 'd', 'z'];
    const patch = setPatch(before, after)!;
    expect(patch).toEqual({ removed: [1], inserted: [0, 3, 5] });
    expect(patched([1, 2, 3, 4], patch, after.length, (place) => -place)).toEqual([-0, 1, 3, -3, 4, -5]);
    expect([...keptPlaces(patch, before.length)]).toEqual([1, -1, 2, 4]);
  });
});

describe('a pull of changes through the view', () => {
  /** The same pseudo-random sequence on every run (mulberry32). */
  function seeded(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const random = seeded(31);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  /** Few distinct values, so that most sort keys tie and entries are spelled two ways. */
  const aRandomTransaction = () =>
    aTransaction({
      merchant_name: pick(['Delta', 'apple', 'Apple', 'Costco', 'banana']),
      amount: pick([-25, -3.5, 0, 3.5, 7, 12.25, 40]),
      date: pick(['2026-01-02', '2026-01-03', '2026-02-01', '2026-02-14', '2026-03-09']),
      account_id: pick(['acc-1', 'acc-2', 'acc-3']),
      account_name: pick(['Checking', 'Savings']),
      institution_name: pick(['First Platypus Bank', 'Tartan Bank']),
      category: pick([['Food and Drink'], ['Food And Drink', 'Coffee'], ['Travel'], ['travel', 'Airlines']]),
      ...(random() < 0.2 ? { personal_finance_category: { primary: pick(['FOOD_AND_DRINK', 'TRAVEL']) } } : {}),
    });
  /** The set with a few objects inserted (mostly near the top), removed and replaced, the others kept in order. */
  function pulled(set: readonly Transaction[], changes: number) {
    const next = set.slice();
    for (let change = 0; change < changes; change += 1) {
      const place = Math.floor((random() < 0.7 ? Math.min(random(), 0.05) : random()) * next.length);
      const kind = random();
      if (kind < 0.5 || next.length === 0) next.splice(place, 0, aRandomTransaction());
      else if (kind < 0.75) next.splice(place, 1);
      else next[place] = { ...aRandomTransaction(), transaction_id: next[place]!.transaction_id };
    }
    return next;
  }
  const sorts = (['description', 'amount', 'date', 'account', 'institution', 'category'] as const).flatMap((id) => [
    { id, desc: false },
    { id, desc: true },
  ]);

  it('prepares the rows, the sort and the filter options as a whole preparation does, ties included', () => {
    let set = Array.from({ length: 400 }, aRandomTransaction);
    const prepareRows = createPatchingRows();
    const sortViews = sorts.map(() => createPatchingSort());
    const readOptions = createPatchingOptions();
    for (let pull = 0; pull < 60; pull += 1) {
      // Now and then more changes than a patch, or none, or nothing left.
      const changes = pull % 20 === 19 ? 3 * PATCH_PLACES_MAX : pull % 10 === 9 ? 0 : 1 + Math.floor(random() * 12);
      set = pull === 45 ? [] : pulled(set, changes);
      const rows = prepareRows(set);
      expect(rows).toEqual(set.map((transaction) => toRow(transaction)));
      // The whole preparation: new row objects, sorted with nothing cached before them.
      const whole = set.map((transaction) => toRow(transaction));
      sorts.forEach((sort, index) => {
        expect(ids(sortViews[index]!(rows, sort))).toEqual(ids(sortRows(whole, sort)));
      });
      expect(readOptions(rows)).toEqual(filterOptions(whole));
    }
  });

  it('finds the bounds again when the only row at one goes, and drops an entry with its last row', () => {
    const readOptions = createPatchingOptions();
    // The only rows at each bound, one bound a row.
    const set = [
      aTransaction({ amount: 900, date: '2026-02-01', category: ['Rare'], account_id: 'acc-rare' }),
      aTransaction({ amount: 1, date: '2026-04-01' }),
      ...Array.from({ length: 50 }, aRandomTransaction),
      aTransaction({ amount: 1, date: '2025-12-01', institution_name: 'Only Bank' }),
      aTransaction({ amount: -900, date: '2026-02-01' }),
    ];
    readOptions(toRows(set));
    for (const next of [set.slice(1), set.slice(2), set.slice(2, -1), set.slice(2, -2), [aRandomTransaction()]]) {
      expect(readOptions(toRows(next))).toEqual(filterOptions(toRows(next)));
    }
  });

  it('sorts only the new rows, and keeps the filter options when the new rows add none', () => {
    const set = Array.from({ length: 300 }, aRandomTransaction);
    const sortView = createPatchingSort();
    const readOptions = createPatchingOptions();
    const rows = toRows(set);
    const sort = { id: 'description', desc: true } as const;
    sortView(rows, sort);
    const options = readOptions(rows);
    const wholeSorts = jest.spyOn(sortOrder, 'ascendingOrder');
    const twin = (t: Transaction) => ({ ...t, transaction_id: `${t.transaction_id}-2` });
    const next = toRows([twin(set[0]!), twin(set[1]!), ...set.slice(0, 150), ...set.slice(151)]);
    expect(ids(sortView(next, sort))).toEqual(ids(sortRows(next.slice(), sort)));
    const sortedLengths = wholeSorts.mock.calls.map(([keys]) => keys.length);
    wholeSorts.mockRestore();
    // The whole sort of the check only: the view took the two new rows in.
    expect(sortedLengths).toEqual([next.length]);
    expect(readOptions(next)).toBe(options);
  });
});
describe('an edit through the view', () => {
  it.each([
    ['description', false],
    ['amount', true],
    ['date', true],
  ] as const)('sorted by %s, gives what a whole sort gives, whether the edit moves the row or not', (id, desc) => {
    const sort = { id, desc };
    const sortView = createPatchingSort();
    sortView(toRows(loaded), sort);
    for (const change of [
      { notes: 'kept in place' },
      { display_name: 'aardvark' },
      { amount: 999, date: '2026-12-31' },
    ]) {
      const next = toRows(edited(11, change));
      const patched = sortView(next, sort);
      // A whole sort of the same rows, with nothing before it to reuse.
      expect(ids(patched)).toEqual(ids(sortRows(next, sort)));
      expect(patched.find((row) => row.transaction.transaction_id === 't11')?.transaction).toMatchObject(change);
    }
  });

  it('keeps the filter options (the same object) unless the edit changes what a row gives them', () => {
    const filterOptions = createPatchingOptions();
    const before = filterOptions(toRows(loaded));
    expect(filterOptions(toRows(edited(5, { notes: 'no option in this' })))).toBe(before);
    const recategorised = filterOptions(toRows(edited(5, { personal_finance_category: { primary: 'cat_new' } })));
    expect(recategorised).not.toBe(before);
    expect(recategorised.categories.map((option) => option.value)).toContain('Custom category');
  });
});
