import { account } from '../../testing/accounts-fixture';
import { balanceTone, groupByType } from './account-type-groups';

const balance = (current: number | null) => ({ current, available: null, limit: null, iso_currency_code: 'USD' });

describe('groupByType', () => {
  it('orders Bank Accounts, Credit Cards, Loans, Investments and leaves out empty types', () => {
    const groups = groupByType([
      account({ account_id: 'ira', type: 'investment', balances: balance(320.76) }),
      account({ account_id: 'chk', type: 'depository', balances: balance(110) }),
      account({ account_id: 'sav', type: 'depository', balances: balance(210.5) }),
      account({ account_id: 'cc', type: 'credit', balances: balance(410) }),
    ]);
    expect(groups.map((g) => [g.label, g.accounts.map((a) => a.account_id)])).toEqual([
      ['Bank Accounts', ['chk', 'sav']],
      ['Credit Cards', ['cc']],
      ['Investments', ['ira']],
    ]);
  });

  it("puts Plaid's brokerage accounts with Investments and leaves 'other' accounts out of the four groups", () => {
    const groups = groupByType([
      account({ account_id: 'brk', type: 'brokerage', balances: balance(5) }),
      account({ account_id: 'oth', type: 'other', balances: balance(7) }),
    ]);
    expect(groups.map((g) => [g.label, g.accounts.map((a) => a.account_id), g.total])).toEqual([
      ['Investments', ['brk'], 5],
    ]);
  });

  it('sums current balances, a missing balance counting as nothing', () => {
    const [bank] = groupByType([
      account({ account_id: 'a', balances: balance(100.1) }),
      account({ account_id: 'b', balances: balance(-30.05) }),
      account({ account_id: 'c', balances: balance(null) }),
    ]);
    expect(bank!.total).toBeCloseTo(70.05, 10);
  });
});

describe('balanceTone', () => {
  it('shows money held green when non-negative and red below zero', () => {
    for (const type of ['depository', 'investment'] as const) {
      expect(balanceTone(type, 0)).toBe('positive');
      expect(balanceTone(type, 12)).toBe('positive');
      expect(balanceTone(type, -0.01)).toBe('negative');
    }
  });

  it('inverts the colours for money owed: red when non-negative, green below zero', () => {
    for (const type of ['credit', 'loan'] as const) {
      expect(balanceTone(type, 410)).toBe('negative');
      expect(balanceTone(type, 0)).toBe('negative');
      expect(balanceTone(type, -5)).toBe('positive');
    }
  });
});
