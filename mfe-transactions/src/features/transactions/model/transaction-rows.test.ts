import { aTransaction } from '../testing/transaction-fixture';
import { createPatchingRows, toRows } from './transaction-rows';

describe('createPatchingRows', () => {
  const set = [
    aTransaction({ transaction_id: 'a', merchant_name: 'Starbucks' }),
    aTransaction({ transaction_id: 'b', merchant_name: 'Uber' }),
    aTransaction({ transaction_id: 'c', merchant_name: 'Target' }),
  ];

  it('prepares only the replaced objects of a set that is the last one with a few replaced, keeping the others', () => {
    const prepare = createPatchingRows();
    const first = prepare(set);
    expect(first).toEqual(toRows(set));
    expect(prepare(set)).toBe(first);
    const edited = [set[0]!, { ...set[1]!, display_name: 'Ride home' }, set[2]!];
    const next = prepare(edited);
    expect(next).not.toBe(first);
    expect(next.map((row) => row.description)).toEqual(['Starbucks', 'Ride home', 'Target']);
    expect(next[0]).toBe(first[0]);
    expect(next[2]).toBe(first[2]);
    expect(first[1]!.description).toBe('Uber');
  });

  it('prepares a set of another length, or with other category names, anew', () => {
    const prepare = createPatchingRows();
    prepare(set);
    expect(prepare(set.slice(1)).map((row) => row.transaction.transaction_id)).toEqual(['b', 'c']);
    const categorised = [aTransaction({ transaction_id: 'd', personal_finance_category: { primary: 'cat_mine' } })];
    expect(prepare(categorised)[0]!.category).toBe('Custom category');
    const names = new Map([['cat_mine', 'Mine']]);
    expect(prepare(categorised, names)[0]!.category).toBe('Mine');
  });

  it("makes again only the rows in the person's categories when their names are read", () => {
    const prepare = createPatchingRows();
    const mixed = [
      aTransaction({ transaction_id: 'e', personal_finance_category: { primary: 'cat_trips' } }),
      aTransaction({ transaction_id: 'f', personal_finance_category: { primary: 'FOOD_AND_DRINK' } }),
      aTransaction({ transaction_id: 'g', personal_finance_category: null }),
    ];
    const before = prepare(mixed);
    expect(before.map((row) => row.category)).toEqual(['Custom category', 'Food And Drink', 'Uncategorized']);
    const after = prepare(mixed, new Map([['cat_trips', 'Trips']]));
    expect(after.map((row) => row.category)).toEqual(['Trips', 'Food And Drink', 'Uncategorized']);
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
    // A names map that names a provider's key too makes that row again.
    const renamed = prepare(mixed, new Map([['FOOD_AND_DRINK', 'Eating out']]));
    expect(renamed.map((row) => row.category)).toEqual(['Custom category', 'Eating out', 'Uncategorized']);
    expect(toRows(mixed, new Map()).map((row) => row.category)).toEqual([
      'Custom category',
      'Food And Drink',
      'Uncategorized',
    ]);
  });
});
