// Shapes as the API gives them, for the remote's tests.
import type { Account, Transaction } from '@finance/shared';
import type { CategorySummaryResponse, MonthSummaryResponse, TrendsResponse } from '@finance/shared/contracts';
import { account as fakeAccount, transaction as fakeTransaction } from '@finance/shared/testing';

/** An account of this type with this current balance. */
export function account(id: string, type: Account['type'], current: number | null): Account {
  return fakeAccount(id, 'ins_1', {
    type,
    balances: { current, available: null, limit: null, iso_currency_code: 'USD' },
  });
}

/** A transaction on the checking account, with these fields. */
export function transaction(id: string, fields: Partial<Transaction> = {}): Transaction {
  return { ...fakeTransaction(id, 'chk'), ...fields };
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

/**
 * A spending trends answer over these months (yyyy-MM) of the range: each category's spend per month, in order, its
 * total summed in cents, largest first as given.
 */
export function categoryTrends(
  range: { startDate: string; endDate: string },
  months: string[],
  totals: Record<string, number[]>,
): TrendsResponse {
  return {
    start_date: range.startDate,
    end_date: range.endDate,
    months,
    trends: Object.entries(totals).map(([category, values]) => ({
      category,
      total: values.reduce((sum, total) => sum + Math.round(total * 100), 0) / 100,
      average: 0,
      months: values.map((total, index) => ({ month: months[index]!, total, change: null, change_pct: null })),
    })),
  };
}
