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
});
