import type { ColumnConfigItem } from '@finance/shared';
import { preferencesRequest } from './preferences-request';

/** Saves the person's column set. */
export async function saveColumnConfig(columns: readonly ColumnConfigItem[]): Promise<void> {
  await preferencesRequest({ method: 'POST', body: { column_config: columns } });
}
