import { transaction } from '../../testing/accounts-fixture';
import { recentTransactions } from './recent-transactions';

describe('recentTransactions', () => {
  const today = new Date(2026, 10, 23);

  it("keeps the account's transactions of the last 90 days, newest first", () => {
    const list = recentTransactions(
      [
        transaction({ transaction_id: 'old', date: '2026-08-24' }),
        transaction({ transaction_id: 'edge', date: '2026-08-25' }),
        transaction({ transaction_id: 'new', date: '2026-11-23' }),
        transaction({ transaction_id: 'other', account_id: 'acc-savings', date: '2026-11-22' }),
        transaction({ transaction_id: 'mid', date: '2026-10-01' }),
      ],
      'acc-checking',
      today,
    );
    expect(list.map((t) => t.transaction_id)).toEqual(['new', 'mid', 'edge']);
  });
});
