import type { Transaction, TransactionsCompactResponse } from '../contracts';
import { apiAnswer } from '@finance/shared';

export interface TransactionsRange {
  /** yyyy-MM-dd */
  start_date: string;
  /** yyyy-MM-dd */
  end_date: string;
}

export interface TransactionsPage {
  transactions: Transaction[];
  /** Names this set for a conditional request next time; null when the server gave none. */
  etag: string | null;
  /** How many transactions the whole range holds; more than these when a limit cut them short. */
  total: number;
}

/** The compact answer's rows joined with its accounts: the Transaction objects the apps use. */
export function joinTransactions(answer: Pick<TransactionsCompactResponse, 'accounts' | 'rows'>): Transaction[] {
  const accounts = answer.accounts;
  return answer.rows.map(
    ([transactionId, account, date, amount, currency, merchantName, name, category, primary, pending]) => {
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
      };
    },
  );
}

/**
 * The user's transactions in a date range: the only way the browser gets them. They come in the API's compact form
 * (each account once, each transaction as a row) and are handed on joined. With the etag of the set the caller already
 * holds, the request is conditional and the answer may be 'not-modified': keep what you have. With a limit, only the
 * newest that many come, with the range's total (a first page to show while the whole set loads).
 */
export async function getTransactions(
  range: TransactionsRange,
  etag?: string | null,
  limit?: number,
): Promise<TransactionsPage | 'not-modified'> {
  const answer = await apiAnswer<TransactionsCompactResponse>('/transactions', {
    query: {
      start_date: range.start_date,
      end_date: range.end_date,
      format: 'compact',
      ...(limit === undefined ? {} : { limit: String(limit) }),
    },
    ...(etag ? { headers: { 'If-None-Match': etag } } : {}),
  });
  if (answer.status === 304) return 'not-modified';
  return { transactions: joinTransactions(answer.body), etag: answer.headers.get('etag'), total: answer.body.total };
}
