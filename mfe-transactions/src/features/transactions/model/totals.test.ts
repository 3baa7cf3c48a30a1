import { aTransaction } from '../testing/transaction-fixture';
import { createOrderFreeTotals, totalsOf } from './totals';
import { toRows } from './transaction-rows';

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

describe("the screen's totals", () => {
  it('count money in and out as the summaries count income and spend: transfers by category and card payments left out', () => {
    const cardPayment = {
      personal_finance_category: { primary: 'LOAN_PAYMENTS' },
      bank_detailed_category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    };
    const rows = toRows([
      aTransaction({ amount: 82.47 }),
      aTransaction({ amount: 0.1 }),
      aTransaction({ amount: 0.2 }),
      aTransaction({ amount: -2500, personal_finance_category: { primary: 'INCOME' } }),
      aTransaction({ amount: 640.12, ...cardPayment }),
      aTransaction({ amount: -640.12, ...cardPayment }),
      aTransaction({ amount: 200, personal_finance_category: { primary: 'TRANSFER_OUT' } }),
      aTransaction({ amount: -50, personal_finance_category: null, category: ['Transfer', 'Deposit'] }),
      aTransaction({ amount: 19.99, excluded: true }),
      aTransaction({ amount: 1850, personal_finance_category: { primary: 'LOAN_PAYMENTS' } }),
    ]);
    // Out: 82.47 + 0.10 + 0.20 + 1,850.00; in: 2,500.00. Every row is listed and counted in the count.
    expect(totalsOf(rows, (row) => row.counted)).toEqual({ count: 10, moneyIn: 2500, moneyOut: 1932.77 });
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
