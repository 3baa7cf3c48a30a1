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
  it('says nothing when nothing changed', () => {
    expect(describeTransactions({ ...at, added: 0, modified: 0, removed: 0 })).toBeNull();
  });
});
