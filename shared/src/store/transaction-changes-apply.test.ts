import type { Transaction } from '../contracts';
import { applyTransactionChanges } from './transaction-changes-apply';

const RANGE = { start_date: '2025-01-01', end_date: '2025-12-31' };

const tx = (id: string, date: string, amount = 1): Transaction =>
  ({ transaction_id: id, date, amount, name: id }) as unknown as Transaction;

describe('applyTransactionChanges', () => {
  const held = [tx('d', '2025-04-01'), tx('c', '2025-03-01'), tx('b', '2025-02-01'), tx('a', '2025-01-01')];

  it('answers the held set itself when the page changes nothing', () => {
    expect(applyTransactionChanges(held, { transactions: [], removed: [] }, RANGE)).toBe(held);
  });

  it('removes, replaces in place and merges new rows by date, keeping untouched rows', () => {
    const changed = tx('c', '2025-03-01', 99);
    const result = applyTransactionChanges(
      held,
      { removed: ['b'], transactions: [changed, tx('new-may', '2025-05-01'), tx('new-mar', '2025-03-01')] },
      RANGE,
    );
    expect(result.map((t) => t.transaction_id)).toEqual(['new-may', 'd', 'new-mar', 'c', 'a']);
    expect(result[3]).toBe(changed);
    expect(result[1]).toBe(held[0]);
    expect(result[4]).toBe(held[3]);
    expect(held.map((t) => t.transaction_id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('puts new rows of one day latest written first, as a reload of the set orders them', () => {
    const page = { removed: [], transactions: [tx('first', '2025-04-01'), tx('second', '2025-04-01')] };
    const result = applyTransactionChanges(held, page, RANGE);
    expect(result.map((t) => t.transaction_id)).toEqual(['second', 'first', 'd', 'c', 'b', 'a']);
  });

  it('moves a row whose date changed, and drops one written outside the range', () => {
    const result = applyTransactionChanges(
      held,
      { removed: [], transactions: [tx('a', '2025-03-15'), tx('d', '2024-12-31'), tx('old', '2024-06-01')] },
      RANGE,
    );
    expect(result.map((t) => `${t.transaction_id} ${t.date}`)).toEqual([
      'a 2025-03-15',
      'c 2025-03-01',
      'b 2025-02-01',
    ]);
  });

  it('applies a removal before a row written again with the same id (the bank removed it and added it back)', () => {
    const back = tx('b', '2025-02-01', 7);
    const result = applyTransactionChanges(held, { removed: ['b'], transactions: [back] }, RANGE);
    expect(result.map((t) => t.transaction_id)).toEqual(['d', 'c', 'b', 'a']);
    expect(result[2]).toBe(back);
  });
});
