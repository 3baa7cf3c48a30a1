import { aTransaction } from '../testing/transaction-fixture';
import { createPatchingOptions } from './filter-options';
import { changedPlaces, isPatchOf, PATCH_PLACES_MAX } from './set-patches';
import { createPatchingSort, sortRows } from './sort';
import { toRows } from './transaction-rows';

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

describe('changedPlaces', () => {
  it('names the indices holding other objects; none for the same set', () => {
    expect(changedPlaces(loaded, loaded)).toEqual([]);
    expect(changedPlaces(loaded, edited(7, { notes: 'x' }))).toEqual([7]);
  });

  it(`treats another length, more than ${PATCH_PLACES_MAX} changed places, or nothing before as a new set`, () => {
    expect(changedPlaces(null, loaded)).toBeNull();
    expect(changedPlaces(loaded, loaded.slice(1))).toBeNull();
    expect(
      changedPlaces(
        loaded,
        loaded.map((t, index) => (index <= PATCH_PLACES_MAX ? { ...t } : t)),
      ),
    ).toBeNull();
    expect(
      changedPlaces(
        loaded,
        loaded.map((t, index) => (index < PATCH_PLACES_MAX ? { ...t } : t)),
      ),
    ).toHaveLength(PATCH_PLACES_MAX);
  });

  it('isPatchOf asks each changed pair to be alike', () => {
    const renamed = edited(3, { display_name: 'Renamed' });
    expect(isPatchOf(loaded, renamed, (a, b) => a.amount === b.amount)).toBe(true);
    expect(isPatchOf(loaded, renamed, (a, b) => a.display_name === b.display_name)).toBe(false);
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
