import { groupByInstitution } from '../accounts/institution-groups';
import { account } from '../../testing/accounts-fixture';
import {
  EMPTY_SELECTION,
  canRemove,
  isAccountSelected,
  isConfirmed,
  toRemovalRequest,
  toggleAccount,
  toggleInstitution,
} from './removal-selection';

const groups = groupByInstitution([
  account({ account_id: 'p-chk', institution_id: 'ins_1' }),
  account({ account_id: 'p-sav', institution_id: 'ins_1' }),
  account({ account_id: 't-chk', institution_id: 'ins_2' }),
]);

describe('removal selection', () => {
  it('ticking an institution selects every one of its accounts; unticking frees them', () => {
    const withSingle = toggleAccount(EMPTY_SELECTION, 'ins_1', 'p-chk', true);
    const whole = toggleInstitution(withSingle, 'ins_1', true);
    expect(isAccountSelected(whole, 'ins_1', 'p-chk')).toBe(true);
    expect(isAccountSelected(whole, 'ins_1', 'p-sav')).toBe(true);
    expect(isAccountSelected(whole, 'ins_2', 't-chk')).toBe(false);
    const freed = toggleInstitution(whole, 'ins_1', false);
    expect(isAccountSelected(freed, 'ins_1', 'p-chk')).toBe(false);
    expect(toRemovalRequest(freed, groups)).toEqual({ items: [], accounts: {} });
  });

  it('sends single accounts under their item, and a whole institution as an item', () => {
    let selection = toggleAccount(EMPTY_SELECTION, 'ins_1', 'p-sav', true);
    selection = toggleInstitution(selection, 'ins_2', true);
    expect(toRemovalRequest(selection, groups)).toEqual({ items: ['ins_2'], accounts: { ins_1: ['p-sav'] } });
  });

  it('treats an institution whose accounts are all ticked one by one as the institution', () => {
    let selection = toggleAccount(EMPTY_SELECTION, 'ins_1', 'p-chk', true);
    selection = toggleAccount(selection, 'ins_1', 'p-sav', true);
    expect(toRemovalRequest(selection, groups)).toEqual({ items: ['ins_1'], accounts: {} });
  });

  it('drops institutions whose accounts were ticked and then unticked', () => {
    let selection = toggleAccount(EMPTY_SELECTION, 'ins_1', 'p-chk', true);
    selection = toggleAccount(selection, 'ins_1', 'p-chk', false);
    expect(toRemovalRequest(selection, groups)).toEqual({ items: [], accounts: {} });
  });
});

describe('confirmation', () => {
  it('accepts "remove accounts" in any case, and nothing else', () => {
    expect(isConfirmed('remove accounts')).toBe(true);
    expect(isConfirmed('REMOVE Accounts')).toBe(true);
    expect(isConfirmed('remove account')).toBe(false);
    expect(isConfirmed('remove  accounts')).toBe(false);
    expect(isConfirmed('')).toBe(false);
  });

  it('allows Remove only with the phrase and something selected', () => {
    const selected = toggleAccount(EMPTY_SELECTION, 'ins_2', 't-chk', true);
    expect(canRemove(selected, groups, 'Remove Accounts')).toBe(true);
    expect(canRemove(selected, groups, 'remove acounts')).toBe(false);
    expect(canRemove(EMPTY_SELECTION, groups, 'remove accounts')).toBe(false);
  });
});
