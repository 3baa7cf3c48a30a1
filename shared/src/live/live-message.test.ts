import { describeTransactions } from './live-message';

describe('describeTransactions', () => {
  const at = { institution_id: 'ins_1', institution_name: 'First Platypus Bank' };
  it('says how many arrived and where', () => {
    expect(describeTransactions({ ...at, added: 3, modified: 0, removed: 0 })).toBe(
      '3 new transactions at First Platypus Bank',
    );
    expect(describeTransactions({ ...at, added: 1, modified: 0, removed: 0 })).toBe(
      '1 new transaction at First Platypus Bank',
    );
    expect(describeTransactions({ ...at, added: 0, modified: 2, removed: 1 })).toBe(
      '2 transactions updated, 1 transaction removed at First Platypus Bank',
    );
  });
  it('tells pending transactions that posted from new and removed ones', () => {
    expect(describeTransactions({ ...at, added: 2, posted: 5, modified: 1, removed: 0 })).toBe(
      '2 new transactions, 5 pending transactions posted, 1 transaction updated at First Platypus Bank',
    );
    expect(describeTransactions({ ...at, added: 0, posted: 1, modified: 0, removed: 0 })).toBe(
      '1 pending transaction posted at First Platypus Bank',
    );
  });
  it('says nothing when nothing changed', () => {
    expect(describeTransactions({ ...at, added: 0, modified: 0, removed: 0 })).toBeNull();
  });
});
