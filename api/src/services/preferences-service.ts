import { MIN_COLUMN_WIDTH, type ColumnConfigItem } from '@finance/shared/contracts';
import { badRequest } from '../lib/http-errors';
import type { PreferencesRepository } from '../repositories/preferences-repository';

/** The rules a saved column set meets beyond its schema: each column once, none narrower than the minimum width. */
function checkColumnConfig(columns: ColumnConfigItem[]): ColumnConfigItem[] {
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

/** A person's saved transaction table columns. */
export class PreferencesService {
  constructor(private readonly preferences: PreferencesRepository) {}

  /** The saved columns; null until saved (the client uses its defaults). */
  columnConfig(userId: string): Promise<ColumnConfigItem[] | null> {
    return this.preferences.getColumnConfig(userId);
  }

  saveColumnConfig(userId: string, columns: ColumnConfigItem[]): Promise<ColumnConfigItem[]> {
    return this.preferences.saveColumnConfig(userId, checkColumnConfig(columns));
  }
}
