import { aTransaction } from '../testing/transaction-fixture';
import { prepareSorts, sortRows } from './sort';
import * as sortOrder from './sort-order';
import { toRows } from './transaction-rows';

const rows = toRows([
  aTransaction({
    transaction_id: 'b',
    merchant_name: 'banana',
    date: '2026-02-01',
    amount: -30,
    institution_name: 'Tartan Bank',
    account_name: 'Savings',
    personal_finance_category: { primary: 'INCOME' },
  }),
  aTransaction({
    transaction_id: 'a',
    merchant_name: 'Apple',
    date: '2026-03-01',
    amount: 20,
    institution_name: 'First Platypus Bank',
    account_name: 'Checking',
    personal_finance_category: null,
  }),
  aTransaction({
    transaction_id: 'c',
    merchant_name: 'cherry',
    date: '2026-01-01',
    amount: 10,
    institution_name: 'First Platypus Bank',
    account_name: 'Credit',
    personal_finance_category: { primary: 'FOOD_AND_DRINK' },
  }),
]);
const order = (id: Parameters<typeof sortRows>[1]) => sortRows(rows, id).map((row) => row.transaction.transaction_id);

describe('sortRows', () => {
  it('keeps the loaded order with no sort', () => {
    expect(sortRows(rows, null)).toBe(rows);
  });

  it('sorts texts case-insensitively, both ways', () => {
    expect(order({ id: 'description', desc: false })).toEqual(['a', 'b', 'c']);
    expect(order({ id: 'description', desc: true })).toEqual(['c', 'b', 'a']);
    expect(order({ id: 'account', desc: false })).toEqual(['a', 'c', 'b']);
    expect(order({ id: 'category', desc: false })).toEqual(['c', 'b', 'a']);
  });

  it('sorts dates by calendar and amounts by the absolute value shown', () => {
    expect(order({ id: 'date', desc: false })).toEqual(['c', 'b', 'a']);
    expect(order({ id: 'amount', desc: false })).toEqual(['c', 'a', 'b']);
    expect(order({ id: 'amount', desc: true })).toEqual(['b', 'a', 'c']);
  });

  it('keeps the loaded order among equal values, in both directions', () => {
    expect(order({ id: 'institution', desc: false })).toEqual(['a', 'c', 'b']);
    expect(order({ id: 'institution', desc: true })).toEqual(['b', 'a', 'c']);
  });
});

describe('each set sorted once a column', () => {
  const newestFirst = toRows(
    ['2026-03-02', '2026-03-01', '2026-03-01', '2026-02-27', '2026-02-27', '2026-02-27'].map((date, index) =>
      aTransaction({ transaction_id: `t${index}`, date, amount: 10 - index }),
    ),
  );
  const ids = (sorted: readonly { transaction: { transaction_id: string } }[]) =>
    sorted.map((row) => row.transaction.transaction_id);
  afterEach(() => jest.restoreAllMocks());

  it('reads dates loaded newest first in either order without sorting, ties in the loaded order', () => {
    const sorting = jest.spyOn(sortOrder, 'ascendingOrder');
    expect(ids(sortRows(newestFirst, { id: 'date', desc: false }))).toEqual(['t3', 't4', 't5', 't1', 't2', 't0']);
    expect(ids(sortRows(newestFirst, { id: 'date', desc: true }))).toEqual(['t0', 't1', 't2', 't3', 't4', 't5']);
    expect(sorting).not.toHaveBeenCalled();
  });

  it('sorts a column of a set once: the other direction and a later sort of it reuse the order', () => {
    const set = toRows(
      [3, 1, 5, 2, 6, 4].map((amount, index) => aTransaction({ transaction_id: `t${index}`, amount })),
    );
    const sorting = jest.spyOn(sortOrder, 'ascendingOrder');
    expect(ids(sortRows(set, { id: 'amount', desc: false }))).toEqual(['t1', 't3', 't0', 't5', 't2', 't4']);
    expect(ids(sortRows(set, { id: 'amount', desc: true }))).toEqual(['t4', 't2', 't5', 't0', 't3', 't1']);
    expect(ids(sortRows(set, { id: 'amount', desc: false }))).toEqual(['t1', 't3', 't0', 't5', 't2', 't4']);
    expect(sorting).toHaveBeenCalledTimes(1);
  });

  it('makes every column’s order ahead, one per idle moment, and stops when asked', () => {
    jest.useFakeTimers();
    try {
      const set = toRows([3, 1, 2].map((amount, index) => aTransaction({ transaction_id: `p${index}`, amount })));
      const sorting = jest.spyOn(sortOrder, 'ascendingOrder');
      prepareSorts(set);
      expect(sorting).not.toHaveBeenCalled();
      jest.runAllTimers();
      const prepared = sorting.mock.calls.length;
      expect(prepared).toBeGreaterThan(0);
      expect(ids(sortRows(set, { id: 'amount', desc: false }))).toEqual(['p1', 'p2', 'p0']);
      for (const id of ['institution', 'account', 'date', 'description', 'amount', 'category'] as const)
        sortRows(set, { id, desc: true });
      expect(sorting).toHaveBeenCalledTimes(prepared);

      const other = toRows([aTransaction({ amount: 5 }), aTransaction({ amount: 4 })]);
      const stop = prepareSorts(other);
      stop();
      jest.runAllTimers();
      expect(sorting).toHaveBeenCalledTimes(prepared);
    } finally {
      jest.useRealTimers();
    }
  });
});
