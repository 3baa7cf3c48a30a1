import type { ColumnConfigItem } from '@finance/shared';
import { preferencesRequest } from './preferences-request';

/** The person's saved column set, or null when they have not saved one. */
export async function getColumnConfig(signal?: AbortSignal): Promise<ColumnConfigItem[] | null> {
  const body = await preferencesRequest(signal ? { signal } : {});
  return Array.isArray(body?.column_config) ? body.column_config : null;
}
