// The view as CSV: every row the filters let through, in the view's order, across all pages, with the visible
// columns in their shown order. Dates stay yyyy-MM-dd and amounts keep their sign (money in is negative) so that a
// spreadsheet can sum them; then the person's notes, and a last column marks pending transactions.
import type { ColumnConfigItem } from '@finance/shared';
import type { ColumnId } from './columns';
import type { TransactionRow } from './transaction-rows';

const CELL: Record<ColumnId, (row: TransactionRow) => string> = {
  institution: (row) => row.institution,
  account: (row) => row.account,
  date: (row) => row.transaction.date,
  description: (row) => row.description,
  amount: (row) => row.transaction.amount.toFixed(2),
  category: (row) => row.category,
};

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet would run as a
 * formula (starting with =, +, -, @ or a tab) is prefixed with an apostrophe; numbers are left as they are.
 */
export function csvField(value: string, isNumber = false): string {
  const safe = !isNumber && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly TransactionRow[], columns: readonly ColumnConfigItem[]): string {
  const shown = columns.filter((column) => column.visible && column.id in CELL);
  const header = [...shown.map((column) => csvField(column.label)), 'Notes', 'Pending'].join(',');
  const lines = [header];
  for (const row of rows) {
    const cells = shown.map((column) => csvField(CELL[column.id as ColumnId](row), column.id === 'amount'));
    cells.push(csvField(row.transaction.notes ?? ''), row.transaction.pending ? 'yes' : 'no');
    lines.push(cells.join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
