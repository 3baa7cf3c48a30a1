import type { ColumnConfigItem } from '@finance/shared';
import type { PreferencesBody } from '@finance/shared/contracts';
import { preferencesRequest } from './preferences-request';

/** Saves the person's column set. */
export async function saveColumnConfig(columns: readonly ColumnConfigItem[]): Promise<void> {
  const body: PreferencesBody = { column_config: [...columns] };
  await preferencesRequest({ method: 'POST', body });
}
