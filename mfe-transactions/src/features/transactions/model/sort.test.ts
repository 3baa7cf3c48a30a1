import { aTransaction } from '../testing/transaction-fixture';
import { sortRows } from './sort';
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
