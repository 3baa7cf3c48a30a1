import crypto from 'node:crypto';
import type { SplitBody, SplitResponse, TransactionDetail } from '@finance/shared/contracts';
import { checkCategory } from '../domain/category-check';
import { centsOf, checkPartsAddUp } from '../domain/split-sums';
import { badRequest, notFound } from '../lib/http-errors';
import type { DataAccess, Repositories } from '../repositories';
import type { SplitCandidate, StoredPart } from '../repositories/splits-repository';
import { notesOf } from './transaction-edits-service';

const NOT_FOUND = 'Transaction not found';

/** A whole that can be split: the person's, not a part, posted, and not half of a transfer (400 otherwise). */
function checkSplittable(found: SplitCandidate | undefined): SplitCandidate {
  if (!found) throw notFound(NOT_FOUND);
  if (found.split_of) throw badRequest('A part of a split transaction cannot be split; split its transaction again');
  if (found.pending) throw badRequest('A pending transaction cannot be split; split it once it has posted');
  if (found.transfer_id) throw badRequest('One half of a transfer cannot be split; unpair the transfer first');
  return found;
}

/**
 * A person's split transactions (issue 32, point 3): a whole split into parts that add up to it to the cent, each with
 * its own amount, category and note, and the whole put back as it was. Everything is checked before anything is
 * written, in one transaction of the person's writes with a `corrections` event, as an edit is; the rows written and
 * removed reach GET /transactions/changes through the triggers of migrations 009 and 010, and move the ETag of GET
 * /transactions (so its cached answers are not served again).
 */
export class SplitsService {
  constructor(private readonly data: DataAccess) {}

  /** Splits the whole into these parts, in place of any it had: a split again also settles a `review`. */
  split(userId: string, wholeId: string, body: SplitBody): Promise<SplitResponse> {
    const parts: StoredPart[] = body.parts.map((part) => ({
      transactionId: `split-${crypto.randomUUID()}`,
      amount: part.amount,
      category: part.category ?? null,
      notes: notesOf(part.notes),
    }));
    return this.data.transactionFor(userId, async (tx) => {
      const whole = checkSplittable(await tx.splits.find(userId, wholeId));
      checkPartsAddUp(
        centsOf(whole.amount),
        parts.map((part) => part.amount),
      );
      for (const [i, part] of parts.entries()) {
        if (part.category) await checkCategory(tx.categories, userId, part.category, `body/parts/${i}/category`);
      }
      await tx.splits.replaceParts(userId, wholeId, parts);
      await tx.events.record(userId, 'corrections', { count: parts.length + 1 });
      const [transaction, ...written] = await this.details(tx, userId, [
        wholeId,
        ...parts.map((part) => part.transactionId),
      ]);
      return { transaction: transaction!, parts: written };
    });
  }

  /** Removes the whole's parts: it counts as itself again. 400 when it is not split (or is a part). */
  unsplit(userId: string, wholeId: string): Promise<TransactionDetail> {
    return this.data.transactionFor(userId, async (tx) => {
      const whole = await tx.splits.find(userId, wholeId);
      if (!whole) throw notFound(NOT_FOUND);
      if (whole.split_of) throw badRequest('A part of a split transaction cannot be unsplit; unsplit its transaction');
      if (!whole.split) throw badRequest('This transaction is not split');
      const removed = await tx.splits.unsplit(userId, wholeId);
      await tx.events.record(userId, 'corrections', { count: removed + 1 });
      const [transaction] = await this.details(tx, userId, [wholeId]);
      return transaction!;
    });
  }

  /** The transactions with every field, in the order of the ids. */
  private async details(tx: Repositories, userId: string, ids: string[]): Promise<TransactionDetail[]> {
    const found = JSON.parse(await tx.transactions.detailsJsonOf(userId, ids)) as TransactionDetail[];
    const byId = new Map(found.map((t) => [t.transaction_id, t]));
    return ids.map((id) => byId.get(id)!);
  }
}
