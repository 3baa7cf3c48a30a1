import type { ColumnConfigItem } from '@finance/shared';
import { personQueryKey } from '@finance/shared/data';
import { preferencesRequest } from './preferences-request';

/** The key of a person's saved column set in the page's query client. */
export const columnConfigQueryKey = (userId: string) => personQueryKey(userId, 'preferences', 'columns');

/** The person's saved column set, or null when they have not saved one. */
export async function getColumnConfig(signal?: AbortSignal): Promise<ColumnConfigItem[] | null> {
  const body = await preferencesRequest(signal ? { signal } : {});
  return Array.isArray(body?.column_config) ? body.column_config : null;
}
