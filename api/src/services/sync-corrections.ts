import { releaseLoneHalves } from '../domain/transfer-halves';
import type { Repositories } from '../repositories';
import type { SyncChanges } from '../repositories/transactions-repository';

/**
 * What a sync's write does for the person's corrections, in its own database transaction: the parts of the split
 * transactions it stored brought up to date with them, their rules applied to the transactions it stored, halves of
 * transfers whose other half is gone let go, and new transfers paired around the dates it stored. Returns how many
 * rows changed.
 */
export async function correctAfterSync(tx: Repositories, userId: string, changes: SyncChanges): Promise<number> {
  const removed = new Set(changes.removed.map((r) => r.transaction_id));
  const stored = [...changes.added, ...changes.modified].filter((t) => !removed.has(t.transaction_id));
  const storedIds = stored.map((t) => t.transaction_id);
  const followed = await tx.splits.followWholes(userId, storedIds);
  const ruled = await tx.rules.applyTo(userId, storedIds);
  const released = await releaseLoneHalves(tx, userId);
  if (stored.length === 0) return followed + ruled + released;
  const dates = stored.map((t) => t.date).sort();
  const paired = await tx.transfers.pairAutomatically(userId, { from: dates[0]!, to: dates.at(-1)! });
  return followed + ruled + released + paired * 2;
}
