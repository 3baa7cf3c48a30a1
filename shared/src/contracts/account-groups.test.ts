import { ACCOUNT_TYPE_VALUES } from './accounts';
import { HAND_KEPT_KINDS } from './hand-kept';
import { accountGroupOf } from './account-groups';

describe('accountGroupOf', () => {
  it("puts brokerage with the investments and 'other' in no group", () => {
    expect(ACCOUNT_TYPE_VALUES.map((type) => [type, accountGroupOf(type)])).toEqual([
      ['depository', 'depository'],
      ['credit', 'credit'],
      ['loan', 'loan'],
      ['investment', 'investment'],
      ['brokerage', 'investment'],
      ['other', null],
    ]);
  });

  it('puts each kind of account kept by hand where its type goes', () => {
    expect(Object.values(HAND_KEPT_KINDS).map((kind) => [kind.label, accountGroupOf(kind.type)])).toEqual([
      ['Cash', 'depository'],
      ['Checking', 'depository'],
      ['Credit card', 'credit'],
      ['Loan', 'loan'],
      ['Other', null],
    ]);
  });

  it('puts a type it does not know in no group, even one named like an object property', () => {
    expect(accountGroupOf('mortgage')).toBeNull();
    expect(accountGroupOf('toString')).toBeNull();
    expect(accountGroupOf('__proto__')).toBeNull();
  });
});
