// Many transactions changed at once (a category, or left out): sent by ids, as many a request as the API's contract
// takes (BULK_IDS_MAX, so up to 50,000 change in one request, all or none), then the transactions reloaded. Progress
// and the outcome are said as it goes.
import { useCallback, useState } from 'react';
import type { BulkEditBody } from '@finance/shared/contracts';
import { BULK_IDS_MAX, financialStore } from '@finance/shared/data';
import { bulkEdit } from '../api/bulk-edit';
import { CORRECTION_TEXTS, failureText } from '../model/correction-texts';

export type BulkChange = BulkEditBody['set'];

export interface BulkEdit {
  /** What is under way or how it ended, for the selection bar's live region; null when idle. */
  status: string | null;
  failed: boolean;
  busy: boolean;
  /** Resolves true when every transaction was changed. */
  apply: (ids: readonly string[], set: BulkChange) => Promise<boolean>;
}

export function useBulkEdit(): BulkEdit {
  const [status, setStatus] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const apply = useCallback(async (ids: readonly string[], set: BulkChange) => {
    setBusy(true);
    setFailed(false);
    setStatus(CORRECTION_TEXTS.bulkUpdating(ids.length));
    try {
      const updated = await financialStore.getState().changeOnServer(async (options) => {
        let count = 0;
        for (let start = 0; start < ids.length; start += BULK_IDS_MAX) {
          const chunk = ids.slice(start, start + BULK_IDS_MAX);
          count += (await bulkEdit({ selection: { ids: chunk }, set }, options)).updated;
        }
        return count;
      });
      setStatus(CORRECTION_TEXTS.bulkUpdated(updated));
      return true;
    } catch (reason) {
      // What did change is shown as it is: the store reloads either way.
      setFailed(true);
      setStatus(failureText(CORRECTION_TEXTS.updateFailed, reason));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { status, failed, busy, apply };
}
