import { ACCOUNT_NAME_MAX } from '@finance/shared/data';
import { EMPTY_FIELDS, HAND_KEPT_TEXTS, nameProblem, parseBalance, readFields } from './hand-kept-form';

describe('the form of an account kept by hand', () => {
  it('reads a cash account: the name trimmed, the currency in capitals, the balance in cents as typed', () => {
    expect(readFields({ name: '  Wallet ', kind: 'cash', currency: 'usd', openingBalance: '100.00' })).toEqual({
      body: { name: 'Wallet', kind: 'cash', iso_currency_code: 'USD', opening_balance: 100 },
    });
    expect(readFields({ ...EMPTY_FIELDS, name: 'Card', kind: 'credit_card', openingBalance: '-25.5' })).toEqual({
      body: { name: 'Card', kind: 'credit_card', iso_currency_code: 'USD', opening_balance: -25.5 },
    });
  });

  it('says what is wrong with each field, and reads nothing then', () => {
    expect(readFields({ name: ' ', kind: 'cash', currency: 'US', openingBalance: '1.005' })).toEqual({
      problems: {
        name: HAND_KEPT_TEXTS.nameRequired,
        currency: HAND_KEPT_TEXTS.currencyNotValid,
        openingBalance: HAND_KEPT_TEXTS.balanceNotValid,
      },
    });
  });

  it('bounds the name and the balance as the API does', () => {
    expect(nameProblem('n'.repeat(ACCOUNT_NAME_MAX))).toBeNull();
    expect(nameProblem('n'.repeat(ACCOUNT_NAME_MAX + 1))).toBe(HAND_KEPT_TEXTS.nameTooLong);
    expect(parseBalance('1000000000')).toBe(1_000_000_000);
    expect(parseBalance('1000000000.01')).toBeNull();
    expect(parseBalance('12.34')).toBe(12.34);
    expect(parseBalance('+3')).toBe(3);
    for (const text of ['', '-', '1e3', '12,50', 'abc', '0x10']) expect(parseBalance(text)).toBeNull();
  });
});
