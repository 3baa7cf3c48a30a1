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
 * Where a spreadsheet may start a cell inside our text: the text's start, and after a `;` or a tab (the separators of
 * Excel in a `;` locale and of tab-separated text) or a line break (a new row for a reader that ignores our quotes),
 * when what follows, after any quotes, is `=`, `+`, `-`, `@`, a tab or a CR (OWASP's CSV injection list).
 */
const FORMULA_START = /(?:^|(?<=[;\t\r\n]))(?="*[=+\-@\t\r])/g;

/** Characters that make a field quoted: the RFC 4180 ones, and `;` and the tab so that no separator is bare. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV field (RFC 4180): quoted, its quotes doubled, when it holds a comma, a semicolon, a tab, a line break or a
 * quote. Text that a spreadsheet would run as a formula is neutralised as OWASP advises, with an apostrophe before it:
 * at the start, and after each `;`, tab or line break inside the text (bank text comes from third parties, such as a
 * payment memo "ZELLE FROM JOHN;=cmd|'/C calc'!A0"). Numbers are left as they are, for a spreadsheet to sum them.
 */
export function csvField(value: string, isNumber = false): string {
  const safe = isNumber ? value : value.replace(FORMULA_START, "'");
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
