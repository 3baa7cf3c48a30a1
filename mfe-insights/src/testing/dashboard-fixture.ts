// Shapes as the API gives them, for the remote's tests.
import type { Account, Transaction } from '@finance/shared';
import type { CategorySummaryResponse, MonthSummaryResponse } from '@finance/shared/contracts';

export function account(id: string, type: Account['type'], current: number | null): Account {
  return {
    account_id: id,
    item_id: 'ins_1',
    institution_id: 'ins_1',
    institution_name: 'First Platypus Bank',
    name: `Account ${id}`,
    official_name: null,
    type,
    subtype: null,
    mask: '0000',
    last_sync: '2026-11-17T14:05:00Z',
    balances: { current, available: null, limit: null, iso_currency_code: 'USD' },
    item_status: 'good',
    item_error: null,
  };
}

export function transaction(id: string, fields: Partial<Transaction> = {}): Transaction {
  return {
    transaction_id: id,
    account_id: 'chk',
    date: '2026-11-16',
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
    ...fields,
  };
}

/** A monthly summary of these months ([yyyy-MM, spend, income]). */
export function monthSummary(
  range: { startDate: string; endDate: string },
  months: [string, number, number][],
): MonthSummaryResponse {
  return {
    start_date: range.startDate,
    end_date: range.endDate,
    summary: months.map(([month, spend, income]) => ({
      month,
      spend,
      income,
      net: Math.round((income - spend) * 100) / 100,
      transaction_count: 1,
    })),
  };
}

/** A category summary of these categories ([key, total]), largest first as the API orders them. */
export function categorySummary(
  range: { startDate: string; endDate: string },
  totals: [string, number][],
): CategorySummaryResponse {
  const all = totals.reduce((sum, [, total]) => sum + Math.round(total * 100), 0) / 100;
  return {
    start_date: range.startDate,
    end_date: range.endDate,
    total_spend: all,
    summary: totals.map(([category, total]) => ({ category, total, count: 1, share: all ? total / all : 0 })),
  };
}
