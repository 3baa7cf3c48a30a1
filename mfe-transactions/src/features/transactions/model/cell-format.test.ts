import { aTransaction } from '../testing/transaction-fixture';
import {
  accountLabel,
  amountText,
  categoryLabel,
  countedAmount,
  dateText,
  descriptionOf,
  isEdited,
  isMoneyIn,
} from './cell-format';

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

  it("names the person's own categories by their names", () => {
    const names = new Map([['cat_coffee', 'Coffee']]);
    expect(categoryLabel(aTransaction({ personal_finance_category: { primary: 'cat_coffee' } }), names)).toBe('Coffee');
    expect(categoryLabel(aTransaction({ personal_finance_category: { primary: 'TRAVEL' } }), names)).toBe('Travel');
  });

  it("puts the person's name for it before the merchant", () => {
    expect(descriptionOf(aTransaction({ display_name: 'Morning latte', merchant_name: 'Starbucks' }))).toBe(
      'Morning latte',
    );
  });

  it('counts no amount of an excluded transaction or of a transfer between own accounts, paired or by its category', () => {
    expect(countedAmount(aTransaction({ amount: 25 }))).toBe(25);
    expect(countedAmount(aTransaction({ amount: 25, excluded: true }))).toBe(0);
    expect(countedAmount(aTransaction({ amount: -25, transfer_id: 'tx-card' }))).toBe(0);
    expect(countedAmount(aTransaction({ amount: -25, personal_finance_category: { primary: 'TRANSFER_IN' } }))).toBe(0);
    const cardPayment = {
      personal_finance_category: { primary: 'LOAN_PAYMENTS' },
      bank_detailed_category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    };
    expect(countedAmount(aTransaction({ amount: 640.12, ...cardPayment }))).toBe(0);
  });

  it("calls a transaction edited when its category, name or notes are the person's, never a manual one", () => {
    expect(isEdited(aTransaction())).toBe(false);
    expect(isEdited(aTransaction({ notes: 'gift' }))).toBe(true);
    expect(isEdited(aTransaction({ display_name: 'Gift' }))).toBe(true);
    expect(
      isEdited(aTransaction({ personal_finance_category: { primary: 'TRAVEL' }, bank_category: 'FOOD_AND_DRINK' })),
    ).toBe(true);
    expect(isEdited(aTransaction({ manual: true, notes: 'cash', bank_category: null }))).toBe(false);
  });

  it("calls what a rule set the rule's, not an edit; a note the person added is still theirs", () => {
    const ruled = { personal_finance_category: { primary: 'BANK_FEES' }, bank_category: 'GENERAL_SERVICES' };
    expect(isEdited(aTransaction({ ...ruled, display_name: 'ATM fee', rule_id: 'rule_atm' }))).toBe(false);
    expect(isEdited(aTransaction({ ...ruled, rule_id: 'rule_atm', notes: 'again' }))).toBe(true);
    expect(isEdited(aTransaction({ ...ruled, rule_id: null }))).toBe(true);
  });

  it('shows the date as abbreviated month, day and year', () => {
    expect(dateText(aTransaction({ date: '2026-03-01' }))).toBe('Mar 1, 2026');
  });
});
