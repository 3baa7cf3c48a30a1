import { apiRequest, type RequestSignal } from '@finance/shared';
import type { BulkEditBody, BulkEditResponse } from '@finance/shared/contracts';

/** Sets the category, or excluded, of many transactions at once: by ids, or by the filter GET /transactions takes. */
export function bulkEdit(body: BulkEditBody, { signal }: RequestSignal = {}): Promise<BulkEditResponse> {
  return apiRequest<BulkEditResponse>('/transactions/bulk', { method: 'POST', body, signal });
}
