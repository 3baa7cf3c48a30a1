import type { TransferBody } from '@finance/shared/contracts';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import type { DataAccess } from '../repositories';

/**
 * Transfers between a person's own accounts, paired by hand (POST /transfers) or unpaired (DELETE
 * /transfers/:transaction_id); automatic pairing runs with each sync (sync-corrections.ts). Every pairing of a person
 * runs in a transaction of the person's writes.
 */
export class TransfersService {
  constructor(private readonly data: DataAccess) {}

  pair(userId: string, { transaction_ids: [a, b] }: TransferBody): Promise<TransferBody> {
    if (a === b) throw badRequest('transaction_ids must name two different transactions');
    return this.data.transactionFor(userId, async (tx) => {
      const rows = await tx.transfers.lockTransactions(userId, [a, b]);
      if (rows.length < 2) throw notFound('Transaction not found');
      const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
      if (Math.sign(first.amount) * Math.sign(second.amount) !== -1) {
        throw badRequest(
          'A transfer pairs money out of one account with money into another: the amounts must have opposite signs',
        );
      }
      if (first.account_pk === second.account_pk) throw badRequest('A transfer is between two different accounts');
      if (first.split || second.split) {
        throw badRequest('A split transaction, or a part of one, cannot be half of a transfer; unsplit it first');
      }
      if (first.transfer_id || second.transfer_id) throw conflict('A transaction is already part of a transfer');
      await tx.transfers.pair(userId, a, b);
      await tx.events.record(userId, 'corrections', { count: 2 });
      return { transaction_ids: [a, b] };
    });
  }

  unpair(userId: string, transactionId: string): Promise<void> {
    return this.data.transactionFor(userId, async (tx) => {
      const [row] = await tx.transfers.lockTransactions(userId, [transactionId]);
      if (!row) throw notFound('Transaction not found');
      if (!row.transfer_id) throw notFound('This transaction is not part of a transfer');
      const count = await tx.transfers.unpair(userId, transactionId, row.transfer_id);
      await tx.events.record(userId, 'corrections', { count });
    });
  }
}
