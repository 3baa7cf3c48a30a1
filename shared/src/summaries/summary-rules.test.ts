import { transaction as heldTransaction } from '../testing/financial-fakes';
import type { Transaction } from '../types/entities';
import { countedAmount, isCounted, isLeftOut, isTransferByCategory, payeeOf, summaryCategoryOf } from './summary-rules';

let next = 0;
/** A transaction as the bank sent it (its category standing), with these fields. */
function tx(fields: Partial<Transaction>): Transaction {
  next += 1;
  return { ...heldTransaction(`t-${next}`, 'acc-checking'), ...fields };
}

/** The bank's category, standing (no category of the person's), with its detailed one as the API then sends it. */
const bank = (primary: string, detailed: string | null = null) => ({
  personal_finance_category: { primary },
  bank_category: primary,
  bank_detailed_category: detailed,
});

/** A category the person (or a rule) chose over the bank's: the API then sends no detailed category. */
const chosen = (primary: string, bankPrimary: string) => ({
  personal_finance_category: { primary },
  bank_category: bankPrimary,
  bank_detailed_category: null,
});

const noCategory = (entries: string[]) => ({
  personal_finance_category: null,
  bank_category: null,
  bank_detailed_category: null,
  category: entries,
});

const cents = (amount: number) => Math.round(amount * 100);

describe('isTransferByCategory (SQL TRANSFER)', () => {
  it('is a transfer category that stands, whoever chose it', () => {
    expect(isTransferByCategory(tx(bank('TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS')))).toBe(true);
    expect(isTransferByCategory(tx(bank('TRANSFER_IN')))).toBe(true);
    expect(isTransferByCategory(tx(chosen('TRANSFER_OUT', 'GENERAL_MERCHANDISE')))).toBe(true);
    // The bank called it a transfer, the person did not: their category stands.
    expect(isTransferByCategory(tx(chosen('FOOD_AND_DRINK', 'TRANSFER_OUT')))).toBe(false);
  });

  it("is a credit card's payment by the bank's detailed category while the bank's category stands", () => {
    expect(isTransferByCategory(tx(bank('LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT')))).toBe(true);
    expect(isTransferByCategory(tx(bank('LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT')))).toBe(false);
    // Any category the person set, even the bank's own: the API sends no detailed category, the summaries read none.
    expect(isTransferByCategory(tx(chosen('LOAN_PAYMENTS', 'LOAN_PAYMENTS')))).toBe(false);
  });

  it("reads the bank's older entries only when no category stands", () => {
    expect(isTransferByCategory(tx(noCategory(['Transfer', 'Deposit'])))).toBe(true);
    expect(isTransferByCategory(tx(noCategory(['Payment', 'Credit Card'])))).toBe(true);
    expect(isTransferByCategory(tx(noCategory(['Shops'])))).toBe(false);
    expect(isTransferByCategory(tx(noCategory([])))).toBe(false);
    // Only the first entry counts, and only spelled as the bank spells it.
    expect(isTransferByCategory(tx(noCategory(['Shops', 'Transfer'])))).toBe(false);
    expect(isTransferByCategory(tx(noCategory(['transfer'])))).toBe(false);
    expect(isTransferByCategory(tx({ ...bank('FOOD_AND_DRINK'), category: ['Transfer', 'Payroll'] }))).toBe(false);
    // An empty category is a category (SQL: '' IS NULL is false).
    expect(isTransferByCategory(tx({ ...bank(''), category: ['Transfer'] }))).toBe(false);
  });
});

describe('countedAmount and isLeftOut (SQL COUNTED, SPEND, INCOME)', () => {
  it('counts money out and in that is no transfer, income-categorised money out included', () => {
    expect(countedAmount(tx({ amount: 82.47 }))).toBe(82.47);
    expect(countedAmount(tx({ ...bank('INCOME', 'INCOME_WAGES'), amount: -2500 }))).toBe(-2500);
    expect(countedAmount(tx({ ...bank('INCOME'), amount: 15 }))).toBe(15);
  });

  it('counts nothing of an excluded row, a paired half, a split whole or a transfer by its category', () => {
    const left = [
      tx({ amount: 19.99, excluded: true }),
      tx({ amount: 300, transfer_id: 'other-half' }),
      tx({ amount: 100, split: 'split' }),
      tx({ ...bank('LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'), amount: 640.12 }),
    ];
    expect(left.map(countedAmount)).toEqual([0, 0, 0, 0]);
    expect(left.map(isCounted)).toEqual([false, false, false, true]);
    // The listed ones are marked left out; a split whole is not listed (its parts are).
    expect(left.map(isLeftOut)).toEqual([true, true, false, true]);
    expect(isLeftOut(tx({ amount: 4.35 }))).toBe(false);
    expect(countedAmount(tx({ amount: 60.1, split: 'split', split_of: 'whole' }))).toBe(60.1);
  });

  it('makes money in and out of a set what the summaries count of it, to the cent', () => {
    const set = [
      tx({ amount: 82.47 }), // groceries: spend
      tx({ amount: 4.35 }), // coffee: spend
      tx({ ...bank('INCOME', 'INCOME_WAGES'), amount: -2500 }), // salary: income
      tx({ amount: -12.99 }), // a refund: income
      tx({ ...bank('LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'), amount: 640.12 }), // the card's payment
      tx({ ...bank('LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'), amount: -640.12 }), // ...as the card has it
      tx({ ...bank('TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS'), amount: 200 }), // to savings, not paired
      tx({ ...noCategory(['Transfer', 'Deposit']), amount: -50 }), // no category, a transfer by its entries
      tx({ amount: 19.99, excluded: true }),
      tx({ amount: 300, transfer_id: 'other-half' }),
      tx({ amount: 100, split: 'split' }), // a split whole...
      tx({ amount: 60.1, split: 'split', split_of: 'whole' }), // ...by its parts
      tx({ amount: 39.9, split: 'split', split_of: 'whole' }),
      tx({ ...bank('LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT'), amount: 1850 }), // a loan: spend
      tx({ ...chosen('LOAN_PAYMENTS', 'LOAN_PAYMENTS'), amount: 25 }), // a card payment the person categorised: spend
    ];
    let outCents = 0;
    let inCents = 0;
    for (const amount of set.map(countedAmount)) {
      if (amount > 0) outCents += cents(amount);
      else inCents -= cents(amount);
    }
    // 82.47 + 4.35 + 60.10 + 39.90 + 1,850.00 + 25.00; 2,500.00 + 12.99.
    expect(outCents).toBe(206_182);
    expect(inCents).toBe(251_299);
  });
});

describe('summaryCategoryOf (SQL CATEGORY)', () => {
  it('is the category that stands, else the first older entry, else UNCATEGORIZED', () => {
    expect(summaryCategoryOf(tx(bank('FOOD_AND_DRINK')))).toBe('FOOD_AND_DRINK');
    expect(summaryCategoryOf(tx(chosen('cat_coffee', 'FOOD_AND_DRINK')))).toBe('cat_coffee');
    expect(summaryCategoryOf(tx(noCategory(['Food and Drink', 'Restaurants'])))).toBe('Food and Drink');
    expect(summaryCategoryOf(tx(noCategory([])))).toBe('UNCATEGORIZED');
    expect(summaryCategoryOf(tx({ ...bank(''), category: ['Shops'] }))).toBe('');
  });
});

describe('payeeOf (SQL PAYEE)', () => {
  it("is the person's name, else the merchant, else the bank's description, else Unknown; empty counts as none", () => {
    const names = (display_name: string | null, merchant_name: string | null, name: string | null) =>
      payeeOf(tx({ display_name, merchant_name, name }));
    expect(names('Morning latte', 'Starbucks', 'STARBUCKS 0421')).toBe('Morning latte');
    expect(names('', 'Starbucks', 'STARBUCKS 0421')).toBe('Starbucks');
    expect(names(null, '', 'STARBUCKS 0421')).toBe('STARBUCKS 0421');
    expect(names(null, null, '')).toBe('Unknown');
    expect(names(null, null, null)).toBe('Unknown');
    // Nothing is trimmed: a space is a name, as the summaries group it.
    expect(names(null, ' Starbucks ', null)).toBe(' Starbucks ');
    expect(names(' ', 'Starbucks', null)).toBe(' ');
  });
});
