import { aTransaction } from '../testing/transaction-fixture';
import { accountLabel, amountText, categoryLabel, dateText, descriptionOf, isMoneyIn } from './cell-format';

describe('cell formats', () => {
  it('shows the account as its name, bullets and the mask', () => {
    expect(accountLabel(aTransaction({ account_name: 'Plaid Saving', account_mask: '1111' }))).toBe(
      'Plaid Saving ••••1111',
    );
    expect(accountLabel(aTransaction({ account_name: 'Plaid Saving', account_mask: null }))).toBe('Plaid Saving');
  });

  it('describes a transaction by its merchant, else its name, else N/A', () => {
    expect(descriptionOf(aTransaction({ merchant_name: 'Starbucks', name: 'STARBUCKS 123' }))).toBe('Starbucks');
    expect(descriptionOf(aTransaction({ merchant_name: null, name: 'STARBUCKS 123' }))).toBe('STARBUCKS 123');
    expect(descriptionOf(aTransaction({ merchant_name: '', name: null }))).toBe('N/A');
  });

  it('shows the absolute amount with 2 decimals and marks money in', () => {
    expect(amountText(aTransaction({ amount: 12.3 }))).toBe('$12.30');
    expect(amountText(aTransaction({ amount: -1500 }))).toBe('$1,500.00');
    expect(isMoneyIn(aTransaction({ amount: -1500 }))).toBe(true);
    expect(isMoneyIn(aTransaction({ amount: 0 }))).toBe(false);
    expect(isMoneyIn(aTransaction({ amount: 4 }))).toBe(false);
  });

  it('turns the primary category into capitalised words, else Uncategorized', () => {
    expect(categoryLabel(aTransaction({ personal_finance_category: { primary: 'FOOD_AND_DRINK' } }))).toBe(
      'Food And Drink',
    );
    expect(categoryLabel(aTransaction({ personal_finance_category: { primary: 'TRANSFER_IN' } }))).toBe('Transfer In');
    expect(categoryLabel(aTransaction({ personal_finance_category: { primary: '' } }))).toBe('Uncategorized');
    expect(categoryLabel(aTransaction({ personal_finance_category: null }))).toBe('Uncategorized');
  });

  it('shows the date as abbreviated month, day and year', () => {
    expect(dateText(aTransaction({ date: '2026-03-01' }))).toBe('Mar 1, 2026');
  });
});
