import { account } from '../../testing/accounts-fixture';
import { describeIssue, troubledInstitutions } from './sync-issues';

describe('troubledInstitutions', () => {
  it('lists each institution whose connection is not good, once, with its accounts', () => {
    const issues = troubledInstitutions([
      account({ account_id: 'a1', institution_id: 'ins_1', item_status: 'good' }),
      account({
        account_id: 'b1',
        institution_id: 'ins_2',
        institution_name: 'Tartan Bank',
        item_status: 'login_required',
        item_error: { error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'the login details of this item have changed' },
      }),
      account({
        account_id: 'b2',
        institution_id: 'ins_2',
        institution_name: 'Tartan Bank',
        item_status: 'login_required',
      }),
      account({ account_id: 'c1', institution_id: 'ins_3', institution_name: ' ', item_status: 'pending_expiration' }),
    ]);
    expect(issues.map((i) => [i.institution_id, i.institution_name, i.status, i.accounts.length])).toEqual([
      ['ins_2', 'Tartan Bank', 'login_required', 2],
      ['ins_3', 'Unknown Institution', 'pending_expiration', 1],
    ]);
    expect(issues[0]!.detail).toBe('the login details of this item have changed');
  });

  it('finds nothing when every connection is good', () => {
    expect(troubledInstitutions([account()])).toEqual([]);
  });
});

describe('describeIssue', () => {
  const base = { institution_id: 'ins_1', institution_name: 'First Platypus Bank', detail: null, accounts: [] };

  it('says plainly that the bank wants the person to sign in again', () => {
    expect(describeIssue({ ...base, status: 'login_required' }).title).toBe(
      'First Platypus Bank needs you to sign in again',
    );
  });

  it('offers re-authentication before a connection expires', () => {
    const { title, explanation } = describeIssue({ ...base, status: 'pending_expiration' });
    expect(title).toBe("First Platypus Bank's connection expires soon");
    expect(explanation).toContain('Reconnect now');
  });

  it("passes on the provider's words for other errors", () => {
    expect(describeIssue({ ...base, status: 'error', detail: 'the institution is down' }).explanation).toContain(
      'Plaid reported a problem with this connection: the institution is down',
    );
  });
});
