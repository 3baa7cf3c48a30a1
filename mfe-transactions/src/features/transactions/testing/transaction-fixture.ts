import type { Transaction } from '@finance/shared';

let next = 0;

/** A transaction with plain defaults; tests override what they are about. */
export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  next += 1;
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
    ...overrides,
  };
}
