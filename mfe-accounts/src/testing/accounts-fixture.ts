// Accounts and transactions as the API gives them, for the remote's tests.
import type { Account, Transaction } from '@finance/shared';

export function account(fields: Partial<Account> = {}): Account {
  const institutionId = fields.institution_id ?? 'ins_109508';
  return {
    account_id: 'acc-checking',
    item_id: institutionId,
    institution_id: institutionId,
    institution_name: 'First Platypus Bank',
    name: 'Plaid Checking',
    official_name: null,
    type: 'depository',
    subtype: 'checking',
    mask: '0000',
    // 9:05 AM in New York, where the suites run (jest.config.cjs).
    last_sync: '2026-11-23T14:05:00Z',
    balances: { current: 110, available: 100, limit: null, iso_currency_code: 'USD' },
    item_status: 'good',
    item_error: null,
    ...fields,
  };
}

export function transaction(fields: Partial<Transaction> = {}): Transaction {
  return {
    transaction_id: 'tx-1',
    account_id: 'acc-checking',
    date: '2026-11-20',
    amount: 12.5,
    iso_currency_code: 'USD',
    pending: false,
    merchant_name: 'Corner Cafe',
    name: 'CORNER CAFE 123',
    category: ['Food and Drink'],
    personal_finance_category: { primary: 'FOOD_AND_DRINK' },
    account_name: 'Plaid Checking',
    account_mask: '0000',
    institution_name: 'First Platypus Bank',
    display_name: null,
    bank_category: 'FOOD_AND_DRINK',
    notes: null,
    excluded: false,
    manual: false,
    transfer_id: null,
    rule_id: null,
    split_of: null,
    split: null,
    bank_detailed_category: null,
    ...fields,
  };
}
