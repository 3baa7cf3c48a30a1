// The table's columns: their default order, labels and widths, and how a saved column set is read back.
import type { ColumnConfigItem } from '@finance/shared';

export type ColumnId = 'institution' | 'account' | 'date' | 'description' | 'amount' | 'category';

/** A column can never be dragged or saved narrower than this. */
export const MIN_COLUMN_WIDTH = 60;

/** Each column's header: the table's, the Customize Columns dialog's and the CSV file's. */
export const COLUMN_LABELS: Readonly<Record<ColumnId, string>> = {
  institution: 'Institution',
  account: 'Account',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  category: 'Category',
};

function defaultColumn(id: ColumnId, width: string): ColumnConfigItem {
  return { id, label: COLUMN_LABELS[id], width, visible: true, sortable: true, filterable: true };
}

export const DEFAULT_COLUMNS: readonly ColumnConfigItem[] = [
  defaultColumn('institution', '180px'),
  defaultColumn('account', '180px'),
  defaultColumn('date', '120px'),
  defaultColumn('description', '220px'),
  defaultColumn('amount', '120px'),
  defaultColumn('category', '180px'),
];

const COLUMN_IDS = new Set<string>(DEFAULT_COLUMNS.map((column) => column.id));

export function isColumnId(value: string): value is ColumnId {
  return COLUMN_IDS.has(value);
}

/** A width as pixels, never under the minimum; the fallback when the text is not a number. */
export function widthInPixels(width: string, fallback: number): number {
  const pixels = Number.parseFloat(width);
  return Math.max(MIN_COLUMN_WIDTH, Math.round(Number.isFinite(pixels) ? pixels : fallback));
}

/** Pixels as the column config's width text, e.g. "180px". */
export function pixelWidth(pixels: number): string {
  return `${Math.max(MIN_COLUMN_WIDTH, Math.round(pixels))}px`;
}

/**
 * A saved column set made whole: its known columns in its order with its widths and visibility, any column it lacks
 * appended as by default, unknown ids dropped, labels and flags always the product's own. Null gives the defaults.
 */
export function completeColumns(saved: readonly ColumnConfigItem[] | null | undefined): ColumnConfigItem[] {
  if (!Array.isArray(saved)) return DEFAULT_COLUMNS.map((column) => ({ ...column }));
  const defaults = new Map(DEFAULT_COLUMNS.map((column) => [column.id, column]));
  const seen = new Set<string>();
  const result: ColumnConfigItem[] = [];
  for (const item of saved) {
    const base = defaults.get(item?.id);
    if (!base || seen.has(base.id)) continue;
    seen.add(base.id);
    result.push({
      ...base,
      width: pixelWidth(widthInPixels(String(item.width), widthInPixels(base.width, MIN_COLUMN_WIDTH))),
      visible: item.visible !== false,
    });
  }
  for (const column of DEFAULT_COLUMNS) if (!seen.has(column.id)) result.push({ ...column });
  return result;
}

/**
 * The columns the table drops first when a panel beside it leaves too little room: the institution and the account
 * (the panel names both), then the date, then the description. The amount and the category are never dropped, so that
 * a change made in the panel shows in its row as it is made.
 */
const DROP_ORDER: readonly ColumnId[] = ['institution', 'account', 'date', 'description'];

/**
 * The person's columns made to fit `room` pixels: the visible ones hidden in DROP_ORDER until their widths add up to no
 * more than the room (or only the amount and the category are left). The same array when all fit.
 */
export function columnsThatFit(columns: readonly ColumnConfigItem[], room: number): readonly ColumnConfigItem[] {
  const width = (items: readonly ColumnConfigItem[]) =>
    items.reduce((sum, column) => sum + (column.visible ? widthInPixels(column.width, MIN_COLUMN_WIDTH) : 0), 0);
  let fitted = columns;
  for (const id of DROP_ORDER) {
    if (width(fitted) <= room) break;
    fitted = fitted.map((column) => (column.id === id && column.visible ? { ...column, visible: false } : column));
  }
  return fitted;
}
