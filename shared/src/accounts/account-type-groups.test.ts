import type { Account } from '../types/entities';
import { account as fakeAccount } from '../testing/financial-fakes';
import { balanceTone, groupByType, netWorthOf } from './account-type-groups';

const account = (fields: Partial<Account> & { account_id: string }) => fakeAccount(fields.account_id, 'ins_1', fields);

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
    expect(bank!.total).toBe(70.05);
  });

  it('adds up in cents: ten balances of $0.10 make $1.00, not 0.9999999999999999', () => {
    const [bank] = groupByType(
      Array.from({ length: 10 }, (_, n) => account({ account_id: `a${n}`, balances: balance(0.1) })),
    );
    expect(bank!.total).toBe(1);
  });
});

describe('netWorthOf', () => {
  it('is what the bank accounts and investments hold minus what the cards and loans owe, to the cent', () => {
    const groups = groupByType([
      account({ account_id: 'chk', type: 'depository', balances: balance(1250.1) }),
      account({ account_id: 'sav', type: 'depository', balances: balance(0.2) }),
      account({ account_id: 'ira', type: 'investment', balances: balance(320.76) }),
      account({ account_id: 'cc', type: 'credit', balances: balance(410.33) }),
      account({ account_id: 'card-in-credit', type: 'credit', balances: balance(-15) }),
      account({ account_id: 'car', type: 'loan', balances: balance(9000.01) }),
      account({ account_id: 'oth', type: 'other', balances: balance(77) }),
    ]);
    // Held: 1,250.10 + 0.20 + 320.76 = 1,571.06; owed: 410.33 - 15.00 + 9,000.01 = 9,395.34.
    expect(netWorthOf(groups)).toEqual({ assets: 1571.06, liabilities: 9395.34, netWorth: -7824.28 });
  });

  it('is zero with no accounts', () => {
    expect(netWorthOf([])).toEqual({ assets: 0, liabilities: 0, netWorth: 0 });
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
