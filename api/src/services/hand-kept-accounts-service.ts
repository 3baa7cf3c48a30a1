import crypto from 'node:crypto';
import {
  HAND_KEPT_ACCOUNTS_MAX,
  HAND_KEPT_KINDS,
  type Account,
  type HandKeptAccountBody,
} from '@finance/shared/contracts';
import { badRequest, notFound } from '../lib/http-errors';
import type { DataAccess, Repositories } from '../repositories';

const NOT_FOUND = 'Account not found';

/**
 * Accounts a person keeps by hand (issue 32): created with a name, a kind, a currency and an opening balance, renamed,
 * and removed with their transactions through the Remove Accounts request (LinkingService.remove, which asks
 * `removable` first). Each change runs under the person's write lock and records an `accounts` event in its
 * transaction, so that the person's other tabs fetch their accounts again.
 */
export class HandKeptAccountsService {
  constructor(private readonly data: DataAccess) {}

  async create(userId: string, body: HandKeptAccountBody): Promise<Account> {
    const { type, subtype } = HAND_KEPT_KINDS[body.kind];
    const accountId = `manual-${crypto.randomUUID()}`;
    await this.data.transactionFor(userId, async (tx) => {
      if ((await tx.handKeptAccounts.count(userId)) >= HAND_KEPT_ACCOUNTS_MAX) {
        throw badRequest(`A person keeps at most ${HAND_KEPT_ACCOUNTS_MAX} accounts by hand`);
      }
      await tx.handKeptAccounts.insert(userId, {
        accountId,
        name: body.name,
        type,
        subtype,
        currency: body.iso_currency_code,
        openingBalance: body.opening_balance,
      });
      // The transactions screen opens for a person with accounts, whoever keeps them.
      await tx.users.setAccountsLinked(userId, true);
      await tx.events.record(userId, 'accounts', { account_id: accountId, change: 'added' });
    });
    return this.account(userId, accountId);
  }

  async rename(userId: string, accountId: string, name: string): Promise<Account> {
    await this.data.transactionFor(userId, async (tx) => {
      if (!(await tx.handKeptAccounts.rename(userId, accountId, name))) throw notFound(NOT_FOUND);
      await tx.events.record(userId, 'accounts', { account_id: accountId, change: 'renamed' });
    });
    return this.account(userId, accountId);
  }

  /**
   * The accounts kept by hand a removal names: all of them (`whole`), or those named, each of which must be one of
   * the person's (else a 404, before anything is removed).
   */
  async removable(userId: string, whole: boolean, named: readonly string[]): Promise<string[]> {
    const kept = await this.data.repositories.handKeptAccounts.ids(userId);
    if (whole) return kept;
    const unknown = named.find((id) => !kept.includes(id));
    if (unknown) throw notFound(`No account ${unknown} kept by hand`);
    return [...new Set(named)];
  }

  /** Deletes them with their transactions, in the caller's transaction, and tells the person's other tabs. */
  async remove(tx: Repositories, userId: string, accountIds: string[]): Promise<string[]> {
    const removed = await tx.handKeptAccounts.delete(userId, accountIds);
    if (removed.length > 0) await tx.events.record(userId, 'accounts', { change: 'removed', count: removed.length });
    return removed;
  }

  private async account(userId: string, accountId: string): Promise<Account> {
    const account = (await this.data.repositories.items.listAccounts(userId)).find((a) => a.account_id === accountId);
    if (!account) throw notFound(NOT_FOUND);
    return account;
  }
}
