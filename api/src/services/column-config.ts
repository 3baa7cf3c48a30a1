import { MIN_COLUMN_WIDTH, type ColumnConfigItem } from '@finance/shared/contracts';
import { badRequest } from '../lib/http-errors';

/** The rules a saved column set meets beyond its schema: each column once, none narrower than the minimum width. */
export function checkColumnConfig(columns: ColumnConfigItem[]): ColumnConfigItem[] {
  const ids = new Set<string>();
  for (const column of columns) {
    if (ids.has(column.id)) throw badRequest(`column_config has the column id "${column.id}" twice`);
    ids.add(column.id);
    if (parseInt(column.width, 10) < MIN_COLUMN_WIDTH) {
      throw badRequest(`column "${column.id}" is narrower than ${MIN_COLUMN_WIDTH}px`);
    }
  }
  return columns;
}
