// After linking, the server runs the institution's first sync in the background; the page watches for its end.
import type { Account } from '@finance/shared';

/** How often and how long the page asks: every 2 s, for up to 2 minutes. */
export const FIRST_SYNC_POLL = { intervalMs: 2000, attempts: 60 } as const;

export interface FirstSyncWatch {
  institutionId: string;
  /** Fresh accounts from the server. */
  fetchAccounts: () => Promise<readonly Account[]>;
  sleep: (ms: number) => Promise<void>;
  /** True once the page no longer cares (it was left). */
  cancelled: () => boolean;
  intervalMs?: number;
  attempts?: number;
}

export type FirstSyncOutcome = 'done' | 'slow' | 'cancelled';

/** Asks until the institution's accounts carry a last_sync ('done'), or gives up after the bound ('slow'). */
export async function waitForFirstSync(watch: FirstSyncWatch): Promise<FirstSyncOutcome> {
  const { intervalMs = FIRST_SYNC_POLL.intervalMs, attempts = FIRST_SYNC_POLL.attempts } = watch;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (watch.cancelled()) return 'cancelled';
    const accounts = await watch.fetchAccounts();
    if (watch.cancelled()) return 'cancelled';
    if (accounts.some((account) => account.institution_id === watch.institutionId && account.last_sync)) return 'done';
    if (attempt < attempts - 1) await watch.sleep(intervalMs);
  }
  return 'slow';
}
