import type { Transaction } from '@finance/shared';

let next = 0;

/**
 * A transaction with plain defaults; tests override what they are about. As the bank sent it: its bank category is
 * its category unless the test says otherwise.
 */
export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  next += 1;
  const primary =
    overrides.personal_finance_category === undefined
      ? 'GENERAL_MERCHANDISE'
      : overrides.personal_finance_category?.primary;
  return {
    transaction_id: `tx-${next}`,
    account_id: 'acc-checking',
    date: '2026-05-10',
    amount: 10,
    iso_currency_code: 'USD',
    pending: false,
    merchant_name: `Merchant ${next}`,
    name: `NAME ${next}`,
    category: ['Shops'],
    personal_finance_category: { primary: 'GENERAL_MERCHANDISE' },
    account_name: 'Plaid Checking',
    account_mask: '0000',
    institution_name: 'First Platypus Bank',
    display_name: null,
    bank_category: primary ?? null,
    notes: null,
    excluded: false,
    manual: false,
    transfer_id: null,
    rule_id: null,
    split_of: null,
    split: null,
    bank_detailed_category: null,
    ...overrides,
  };
}

/**
 * A split whole and its parts as the loaded set holds them: the whole marked split (or review), each part a
 * transaction of its own on the whole's account, date, merchant, name and bank's category, with its own amount, category and notes.
 */
export function aSplit(
  whole: Partial<Transaction>,
  parts: readonly Partial<Transaction>[],
  state: 'split' | 'review' = 'split',
): { whole: Transaction; parts: Transaction[] } {
  const held = aTransaction({ ...whole, split: state });
  const { account_id, date, merchant_name, name, category, bank_category } = held;
  const shared = { account_id, date, merchant_name, name, category, bank_category };
  return {
    whole: held,
    parts: parts.map((part) => aTransaction({ ...shared, split_of: held.transaction_id, split: state, ...part })),
  };
}
