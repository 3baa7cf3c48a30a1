import crypto from 'node:crypto';
import type { ManualTransactionBody, TransactionDetail, TransactionPatch } from '@finance/shared/contracts';
import { checkCategory } from '../domain/category-check';
import { EARLIEST_DATE, LATEST_DATE } from '../lib/date-range';
import { isIsoDate } from '../lib/dates';
import { HttpError, badRequest, notFound } from '../lib/http-errors';
import type { DataAccess, Repositories } from '../repositories';
import type { TransactionEdit } from '../repositories/transaction-edits-repository';

const NOT_FOUND = 'Transaction not found';

/** Empty notes are no notes (the schema has trimmed them). */
export function notesOf(text: string | null | undefined): string | null {
  return text ? text : null;
}

/**
 * A person's edits of one transaction (category, display name, notes, excluded; each back to the bank's value with
 * null, or false), and the cash or manual transactions they add and remove. A bank transaction is never removed, only
 * excluded. Each change is checked whole before anything is written, runs in one database transaction and records a
 * `corrections` event in it, so the person's other tabs follow; every write moves the transactions' ETag.
 */
export class TransactionEditsService {
  constructor(private readonly data: DataAccess) {}

  async edit(userId: string, transactionId: string, patch: TransactionPatch): Promise<TransactionDetail> {
    const edit: TransactionEdit = {};
    if (patch.category !== undefined) edit.category = patch.category;
    if (patch.display_name !== undefined) edit.display_name = patch.display_name;
    if (patch.notes !== undefined) edit.notes = notesOf(patch.notes);
    if (patch.excluded !== undefined) edit.excluded = patch.excluded;
    if (Object.keys(edit).length === 0) {
      throw badRequest('body must name at least one of category, display_name, notes, excluded');
    }
    return this.data.transactionFor(userId, async (tx) => {
      if (edit.category) await checkCategory(tx.categories, userId, edit.category, 'body/category');
      if (!(await tx.transactionEdits.edit(userId, transactionId, edit))) throw notFound(NOT_FOUND);
      await tx.events.record(userId, 'corrections', { count: 1 });
      return this.detail(tx, userId, transactionId);
    });
  }

  /**
   * Adds a manual transaction. With an Idempotency-Key, the same key again within a day answers the first answer and
   * creates nothing (`replayed`); the same key with another body is a 422. Two requests with one key at once are one
   * after the other (the person's write lock): the second finds the first's answer.
   */
  async add(
    userId: string,
    body: ManualTransactionBody,
    idempotencyKey?: string,
  ): Promise<{ transaction: TransactionDetail; replayed: boolean }> {
    if (!isIsoDate(body.date) || body.date < EARLIEST_DATE || body.date > LATEST_DATE) {
      throw badRequest(`body/date must be a real date written yyyy-MM-dd, from ${EARLIEST_DATE} to ${LATEST_DATE}`);
    }
    const requestHash = crypto
      .createHash('sha256')
      .update(JSON.stringify(body, Object.keys(body).sort()))
      .digest('base64url');
    const transactionId = `manual-${crypto.randomUUID()}`;
    return this.data.transactionFor(userId, async (tx) => {
      if (idempotencyKey !== undefined) {
        const stored = await tx.idempotency.find(userId, idempotencyKey);
        if (stored && stored.request_hash !== requestHash) {
          throw new HttpError(
            422,
            'This Idempotency-Key was sent with another transaction: send a new key for a new transaction',
          );
        }
        if (stored) return { transaction: JSON.parse(stored.response) as TransactionDetail, replayed: true };
      }
      if (body.category) await checkCategory(tx.categories, userId, body.category, 'body/category');
      const added = await tx.transactionEdits.insertManual(userId, {
        transactionId,
        accountId: body.account_id,
        date: body.date,
        amount: body.amount,
        description: body.description,
        category: body.category ?? null,
        notes: notesOf(body.notes),
      });
      if (!added) throw notFound('Account not found');
      await tx.events.record(userId, 'corrections', { count: 1 });
      const transaction = await this.detail(tx, userId, transactionId);
      if (idempotencyKey !== undefined) {
        await tx.idempotency.store(userId, idempotencyKey, requestHash, JSON.stringify(transaction));
      }
      return { transaction, replayed: false };
    });
  }

  async remove(userId: string, transactionId: string): Promise<void> {
    await this.data.transactionFor(userId, async (tx) => {
      const found = await tx.transactionEdits.find(userId, transactionId);
      if (!found) throw notFound(NOT_FOUND);
      if (found.split_of) {
        throw badRequest('A part of a split transaction cannot be removed; unsplit the transaction instead');
      }
      if (!found.manual) throw badRequest('A transaction from the bank cannot be removed; exclude it instead');
      await tx.transactionEdits.deleteManual(userId, transactionId);
      await tx.transactions.unpairHalves(userId, [transactionId]);
      await tx.events.record(userId, 'corrections', { count: 1 });
    });
  }

  private async detail(tx: Repositories, userId: string, transactionId: string): Promise<TransactionDetail> {
    const json = await tx.transactions.detailJson(userId, transactionId);
    if (json === null) throw notFound(NOT_FOUND);
    return JSON.parse(json) as TransactionDetail;
  }
}
