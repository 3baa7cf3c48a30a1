import { aTransaction } from '../testing/transaction-fixture';
import { createOrderFreeTotals, totalsOf } from './totals';

describe('totalsOf', () => {
  it('counts the rows and sums money in (negative amounts) and money out, to the cent', () => {
    const transactions = [
      aTransaction({ amount: 0.1 }),
      aTransaction({ amount: 0.2 }),
      aTransaction({ amount: -1000 }),
      aTransaction({ amount: -0.55 }),
    ];
    expect(totalsOf(transactions, (transaction) => transaction.amount)).toEqual({
      count: 4,
      moneyIn: 1000.55,
      moneyOut: 0.3,
    });
    expect(totalsOf([], (amount: number) => amount)).toEqual({ count: 0, moneyIn: 0, moneyOut: 0 });
  });
});

describe('createOrderFreeTotals', () => {
  const set = [aTransaction({ amount: 5 }), aTransaction({ amount: -2 })];
  const count = jest.fn((transaction: { amount: number }) => transaction.amount);

  it('counts again only when the set or the filters change, not for another order of the same rows', () => {
    const totals = createOrderFreeTotals(count);
    const filters = { searchTerm: '' };
    const first = totals(set, filters, set);
    expect(first).toEqual({ count: 2, moneyIn: 2, moneyOut: 5 });
    expect(count).toHaveBeenCalledTimes(2);
    expect(totals(set, filters, [...set].reverse())).toBe(first);
    expect(count).toHaveBeenCalledTimes(2);
    expect(totals(set, { searchTerm: 'x' }, set.slice(0, 1))).toEqual({ count: 1, moneyIn: 0, moneyOut: 5 });
    const edited = [set[0]!, aTransaction({ amount: -3 })];
    expect(totals(edited, { searchTerm: 'x' }, edited)).toEqual({ count: 2, moneyIn: 3, moneyOut: 5 });
  });
});
