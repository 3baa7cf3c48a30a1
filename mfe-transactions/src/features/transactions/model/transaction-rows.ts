// The loaded transactions prepared once per loaded set, so that each keystroke, sort and page change only compares
// ready values: the texts the table shows and one lower-cased search text per row.
import type { Transaction } from '@finance/shared';
import { accountLabel, categoryLabel, descriptionOf, institutionLabel } from './cell-format';

export interface TransactionRow {
  transaction: Transaction;
  account: string;
  description: string;
  category: string;
  institution: string;
  /** Everything a search may match, lower-cased, one field per line. */
  searchText: string;
}

export function toRow(transaction: Transaction): TransactionRow {
  const account = accountLabel(transaction);
  const description = descriptionOf(transaction);
  const category = categoryLabel(transaction);
  const institution = institutionLabel(transaction);
  const searchText = [
    description,
    transaction.name ?? '',
    account,
    institution,
    category,
    transaction.category.join('\n'),
    transaction.date,
    Math.abs(transaction.amount).toFixed(2),
  ]
    .join('\n')
    .toLowerCase();
  return { transaction, account, description, category, institution, searchText };
}

export function toRows(transactions: readonly Transaction[]): TransactionRow[] {
  return transactions.map(toRow);
}
