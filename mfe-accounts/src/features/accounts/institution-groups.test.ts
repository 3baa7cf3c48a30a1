import { groupByInstitution, institutionName } from './institution-groups';
import { account } from '../../testing/accounts-fixture';

describe('groupByInstitution', () => {
  it('groups accounts by institution_id in the order the institutions first appear, with item_id = institution_id', () => {
    const groups = groupByInstitution([
      account({ account_id: 'a1', institution_id: 'ins_1', institution_name: 'First Platypus Bank' }),
      account({ account_id: 'b1', institution_id: 'ins_2', institution_name: 'Tartan Bank' }),
      account({ account_id: 'a2', institution_id: 'ins_1', institution_name: 'First Platypus Bank' }),
    ]);
    expect(
      groups.map((g) => [g.item_id, g.institution_id, g.institution_name, g.accounts.map((a) => a.account_id)]),
    ).toEqual([
      ['ins_1', 'ins_1', 'First Platypus Bank', ['a1', 'a2']],
      ['ins_2', 'ins_2', 'Tartan Bank', ['b1']],
    ]);
  });

  it('gives no groups for no accounts', () => {
    expect(groupByInstitution([])).toEqual([]);
  });
});

describe('institutionName', () => {
  it('falls back to "Unknown Institution" when the name is missing or blank', () => {
    expect(institutionName('Tartan Bank')).toBe('Tartan Bank');
    expect(institutionName(null)).toBe('Unknown Institution');
    expect(institutionName('  ')).toBe('Unknown Institution');
  });
});
