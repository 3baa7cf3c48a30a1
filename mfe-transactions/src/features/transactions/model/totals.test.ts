import { aTransaction } from '../testing/transaction-fixture';
import { totalsOf } from './totals';

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
