import type { Account } from '@finance/shared';
import { KEPT_BY_HAND_ID, KEPT_BY_HAND_NAME } from '@finance/shared/data';
import type { FilterOptions } from './filter-options';
import { preselectedAccount, withHeldAccounts } from './held-accounts';

const fromRows: FilterOptions = {
  amount: { min: 0, max: 10 },
  dates: { earliest: '2026-01-01', latest: '2026-11-01' },
  categories: [],
  accounts: [{ value: 'a1', label: 'Plaid Checking ••••0000' }],
  institutions: [{ value: 'Bank ins_1', label: 'Bank ins_1' }],
};
function account(id: string, institution: string, extra: Partial<Account>): Account {
  return {
    account_id: id,
    item_id: institution,
    institution_id: institution,
    institution_name: `Bank ${institution}`,
    name: `Account ${id}`,
    official_name: null,
    type: 'depository',
    subtype: 'checking',
    mask: '0000',
    last_sync: null,
    balances: { current: 100, available: null, limit: null, iso_currency_code: 'USD' },
    item_status: 'good',
    item_error: null,
    ...extra,
  };
}

const bank = account('a1', 'ins_1', { name: 'Plaid Checking' });
const wallet = account('manual-1', KEPT_BY_HAND_ID, {
  name: 'Wallet',
  mask: null,
  subtype: 'cash',
  institution_name: KEPT_BY_HAND_NAME,
  kept_by_hand: true,
});
const jar = account('manual-2', KEPT_BY_HAND_ID, {
  name: 'Jar',
  mask: null,
  subtype: 'checking',
  institution_name: KEPT_BY_HAND_NAME,
  kept_by_hand: true,
});

describe('the accounts held beside the options read from the transactions', () => {
  it('offers an account without transactions, and its group, in order of their labels', () => {
    const options = withHeldAccounts(fromRows, [bank, wallet, jar]);
    expect(options.accounts).toEqual([
      { value: 'manual-2', label: 'Jar' },
      { value: 'a1', label: 'Plaid Checking ••••0000' },
      { value: 'manual-1', label: 'Wallet' },
    ]);
    expect(options.institutions.map((o) => o.value)).toEqual(['Bank ins_1', KEPT_BY_HAND_NAME]);
  });

  it('gives the same options back when every held account is among them', () => {
    expect(withHeldAccounts(fromRows, [bank])).toBe(fromRows);
  });

  it('preselects the first cash account kept by hand, and none without one', () => {
    expect(preselectedAccount([bank, jar, wallet])).toBe('manual-1');
    expect(preselectedAccount([bank, jar])).toBeUndefined();
    // A bank's cash management account is not one.
    expect(preselectedAccount([account('c', 'ins_1', { subtype: 'cash' })])).toBeUndefined();
  });
});
