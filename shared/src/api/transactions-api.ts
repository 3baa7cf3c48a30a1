import type { Transaction, TransactionChangesResponse, TransactionsCompactResponse } from '../contracts';
import { ApiError, apiResponse, type RequestSignal } from '@finance/shared';

export interface TransactionsRange {
  /** yyyy-MM-dd */
  start_date: string;
  /** yyyy-MM-dd */
  end_date: string;
}

export interface TransactionsPage {
  transactions: Transaction[];
  /** Where this copy stands, for GET /transactions/changes (null with a limit: a first page is no copy to sync). */
  cursor: string | null;
  /** How many transactions the whole range holds; more than these when a limit cut them short. */
  total: number;
}

/** The options of a request for transactions. */
export interface TransactionsRequest extends RequestSignal {
  /** Only the newest that many (a first page), with the range's total. */
  limit?: number;
}

/** The compact response's rows joined with its accounts: the Transaction objects the apps use. */
export function joinTransactions(response: Pick<TransactionsCompactResponse, 'accounts' | 'rows'>): Transaction[] {
  const accounts = response.accounts;
  return response.rows.map(
    ([
      transactionId,
      account,
      date,
      amount,
      currency,
      merchantName,
      name,
      category,
      primary,
      pending,
      displayName,
      bankCategory,
      notes,
      excluded,
      manual,
      transferId,
      ruleId,
      splitOf,
      split,
      bankDetailedCategory,
    ]) => {
      const owner = accounts[account];
      if (!owner)
        throw new Error(`Transaction ${transactionId} names account ${account}, which the answer does not list`);
      return {
        transaction_id: transactionId,
        account_id: owner.account_id,
        date,
        amount,
        iso_currency_code: currency,
        merchant_name: merchantName,
        name,
        category,
        personal_finance_category: primary === null ? null : { primary },
        pending,
        account_name: owner.account_name,
        account_mask: owner.account_mask,
        institution_name: owner.institution_name,
        display_name: displayName,
        bank_category: bankCategory,
        notes,
        excluded,
        manual,
        transfer_id: transferId,
        rule_id: ruleId,
        split_of: splitOf,
        split,
        bank_detailed_category: bankDetailedCategory,
      };
    },
  );
}

/**
 * The user's transactions in a date range: the whole set is loaded this way once, then kept up to date by
 * getTransactionChanges from its cursor. They come in the API's compact form (each account once, each transaction as a
 * row) and are handed on joined. With a limit, only the newest that many come, with the range's total (a first page to
 * show while the whole set loads).
 */
export async function getTransactions(
  range: TransactionsRange,
  { limit, signal }: TransactionsRequest = {},
): Promise<TransactionsPage> {
  const response = await apiResponse<TransactionsCompactResponse>('/transactions', {
    query: {
      start_date: range.start_date,
      end_date: range.end_date,
      format: 'compact',
      ...(limit === undefined ? {} : { limit: String(limit) }),
    },
    signal,
  });
  return {
    transactions: joinTransactions(response.body),
    cursor: limit === undefined ? response.body.cursor : null,
    total: response.body.total,
  };
}

/** What changed in the person's transactions since a cursor: one page of GET /transactions/changes, joined. */
export interface TransactionChanges {
  /** Rows added or changed since the cursor, as they are now. */
  transactions: Transaction[];
  /** transaction_ids removed since the cursor: to be removed before `transactions` are applied. */
  removed: string[];
  /** Where the copy stands once this page is applied. */
  cursor: string;
  /** More changes follow: ask again with `cursor`. */
  hasMore: boolean;
}

/**
 * One page of what changed since the cursor a copy holds (from getTransactions or the previous page), as the provider's
 * transactions/sync tells the API. 'reload' when the API can no longer bring that copy up to date (410: a cursor too
 * old, malformed or another person's): the caller loads the set again.
 */
export async function getTransactionChanges(
  cursor: string,
  { limit, signal }: TransactionsRequest = {},
): Promise<TransactionChanges | 'reload'> {
  try {
    const response = await apiResponse<TransactionChangesResponse>('/transactions/changes', {
      query: { cursor, ...(limit === undefined ? {} : { limit: String(limit) }) },
      signal,
    });
    const page = response.body;
    return { transactions: joinTransactions(page), removed: page.removed, cursor: page.cursor, hasMore: page.has_more };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return 'reload';
    throw error;
  }
}
