import type { Repositories } from '../repositories';

/**
 * Lets go of the halves of transfers whose other half is gone (the bank removed it, or its account or institution was
 * removed): a transfer needs both. Runs in a transaction of the person's writes. Returns how many rows changed.
 */
export function releaseLoneHalves(tx: Repositories, userId: string): Promise<number> {
  return tx.transfers.releaseOrphans(userId);
}
