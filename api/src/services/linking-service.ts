import {
  KEPT_BY_HAND_ID,
  type Account,
  type ExchangeBody,
  type ExchangeResponse,
  type LinkTokenResponse,
  type RemovalRequest,
  type RemovalResponse,
  type SyncBody,
  type SyncResponse,
} from '@finance/shared/contracts';
import type { Config } from '../config';
import { balanceDayOf } from '../domain/balance-days';
import { itemHealthOf } from '../domain/item-health';
import { releaseLoneHalves } from '../domain/transfer-halves';
import { isUniqueViolation } from '../lib/db-errors';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import type { TokenCipher } from '../lib/token-cipher';
import type { DataAccess, Repositories } from '../repositories';
import type { ItemRow, ItemsRepository } from '../repositories/items-repository';
import type { ProviderAccount } from '../domain/provider-data';
import { toProviderError, type BankProvider } from './bank-provider';
import type { HandKeptAccountsService } from './hand-kept-accounts-service';
import type { SyncJobs } from './sync-jobs';

/** What a removal did; `failures` names the institutions the provider refused to let go. */
export interface RemovalOutcome extends RemovalResponse {
  failures: string[];
}

/** Provider codes that mean the item is already gone there: removing it here is what the person wants. */
const ALREADY_GONE = new Set(['ITEM_NOT_FOUND', 'INVALID_ACCESS_TOKEN']);

/**
 * The bank-linking flows: a Link token (new link or repair), the exchange of Link's public token (a new item, or the
 * same item back from update mode), an institution's refresh, and the removal of items and accounts. Every provider
 * error that concerns an item is recorded on it through itemHealthOf.
 */
export class LinkingService {
  private readonly items: ItemsRepository;

  constructor(
    private readonly data: DataAccess,
    private readonly provider: BankProvider,
    private readonly cipher: TokenCipher,
    private readonly syncJobs: SyncJobs,
    private readonly plaidConfig: Pick<Config['plaid'], 'webhookUrl'>,
    private readonly handKept: HandKeptAccountsService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.items = data.repositories.items;
  }

  /** A Link token; with institutionId, one in update mode for an item that needs repair. */
  async createLinkToken(userId: string, institutionId: string | undefined): Promise<LinkTokenResponse> {
    const webhookUrl = this.plaidConfig.webhookUrl;
    if (!institutionId) {
      return { ...(await this.provider.createLinkToken({ userId, webhookUrl })), mode: 'link' };
    }
    const item = await this.ownItem(userId, institutionId);
    if (item.status === 'good')
      throw conflict(`${item.institution_name} is linked and working: there is nothing to repair`);
    const accessToken = this.cipher.decrypt(item.access_token_enc);
    return { ...(await this.provider.createLinkToken({ userId, webhookUrl, accessToken })), mode: 'update' };
  }

  /**
   * Exchanges Link's public token. An institution is not linked twice: a new item of a linked institution is removed
   * at the provider and refused. The same item back from Link's update mode is a repair, which keeps its accounts and
   * takes the new access token, whatever its stored status: the provider's LOGIN_REPAIRED webhook may have marked it
   * good before the browser's exchange arrives. The stored accounts and the institution's name are the provider's, not
   * the browser's.
   * Whatever fails after the exchange removes the new item at the provider.
   */
  async exchange(userId: string, body: ExchangeBody): Promise<ExchangeResponse> {
    const alreadyLinked = (name: string) =>
      conflict(`${name} is already linked. Remove it before linking it again, or repair it from Sync Issues.`);
    if (body.institution_id === KEPT_BY_HAND_ID) throw badRequest(`${KEPT_BY_HAND_ID} is not an institution to link`);
    const existing = await this.items.findByInstitution(userId, body.institution_id);

    const exchanged = await this.provider.exchangePublicToken(body.public_token).catch((err: unknown) => {
      const error = toProviderError(err);
      // A public token the provider does not accept is the caller's input, not an upstream failure.
      if (error.errorType === 'INVALID_INPUT') throw badRequest(`The public token was not accepted: ${error.message}`);
      throw error;
    });
    // The same item back from update mode is the person's linked item: a failure keeps it, recorded on it. A new
    // item that cannot be stored is removed at the provider.
    const repairing = existing !== undefined && exchanged.item_id === existing.plaid_item_id;
    const undo = () =>
      repairing ? Promise.resolve() : this.provider.removeItem(exchanged.access_token).catch(() => undefined);
    let linked: { institution_id: string | null; accounts: ProviderAccount[] };
    try {
      linked = repairing
        ? await this.withItemHealth(existing, () => this.provider.getAccounts(exchanged.access_token))
        : await this.provider.getAccounts(exchanged.access_token);
    } catch (err) {
      await undo();
      throw err;
    }
    if (linked.institution_id && linked.institution_id !== body.institution_id) {
      await undo();
      throw badRequest('institution_id does not match the institution that was linked');
    }

    let item: ItemRow;
    if (existing && !repairing) {
      await undo();
      throw alreadyLinked(existing.institution_name);
    }
    if (existing) {
      item = existing;
      await this.data.transaction(async (tx) => {
        // Accounts the user removed singly stay removed.
        const kept = new Set(await tx.items.accountIdsOfItem(existing.id));
        await tx.items.replaceAccessToken(existing.id, this.cipher.encrypt(exchanged.access_token));
        await tx.items.setHealth(existing.id, { status: 'good', errorCode: null, errorMessage: null });
        const keptAccounts = linked.accounts.filter((a) => kept.has(a.account_id));
        await tx.items.upsertAccounts(existing, keptAccounts);
        await this.recordBalances(tx, existing, keptAccounts);
        await this.syncJobs.enqueue(tx.connection, existing.id, 'link');
      });
    } else {
      // The name every page shows is the provider's: the browser's could say anything. Without it the link fails
      // like any other step after the exchange (502, the new item removed at the provider), so Link can be retried;
      // an id stored in its place would be shown for good.
      const institutionName = await this.provider
        .getInstitutionName(body.institution_id)
        .catch(async (err: unknown) => {
          await undo();
          throw err;
        });
      try {
        item = await this.data.transaction(async (tx) => {
          const row = await tx.items.insert({
            userId,
            plaidItemId: exchanged.item_id,
            institutionId: body.institution_id,
            institutionName,
            accessTokenEnc: this.cipher.encrypt(exchanged.access_token),
          });
          await tx.items.upsertAccounts(row, linked.accounts);
          await this.recordBalances(tx, row, linked.accounts);
          await tx.users.setAccountsLinked(userId, true);
          await this.syncJobs.enqueue(tx.connection, row.id, 'link');
          return row;
        });
      } catch (err) {
        await undo();
        // Two links of one institution racing: the unique constraint lets one win.
        if (isUniqueViolation(err, 'items_user_institution_key')) throw alreadyLinked(institutionName);
        if (isUniqueViolation(err)) throw conflict('These accounts are already linked');
        throw err;
      }
    }
    return {
      item_id: item.institution_id,
      institution_id: item.institution_id,
      institution_name: item.institution_name,
      accounts: await this.accountsOf(userId, item.institution_id),
    };
  }

  /** Refreshes an institution's balances (only the accounts the user kept) and its transactions now. */
  async syncInstitution(userId: string, body: SyncBody): Promise<SyncResponse> {
    const { institution_id: institutionId, accounts: accountIds = [] } = body;
    const item = await this.ownItem(userId, institutionId);
    const owned = await this.ownAccounts(item, accountIds);
    const accessToken = this.cipher.decrypt(item.access_token_enc);
    const balances = await this.withItemHealth(item, () =>
      this.provider.getBalances(accessToken, accountIds.length ? accountIds : undefined),
    );
    const ownedBalances = balances.filter((a) => owned.has(a.account_id));
    await this.data.transaction(async (tx) => {
      await tx.items.upsertAccounts(item, ownedBalances);
      await this.recordBalances(tx, item, ownedBalances);
    });
    const outcome = await this.syncJobs.syncAndWait(this.data.repositories.connection, item.id);
    const fresh = await this.items.findById(item.id);
    return {
      institution_id: institutionId,
      last_sync: fresh?.last_sync ? fresh.last_sync.toISOString() : null,
      transactions_upserted: outcome.upserted,
      transactions_removed: outcome.removed,
      accounts: await this.accountsOf(userId, institutionId),
    };
  }

  /**
   * Removes whole items (at the provider, then here) and single accounts, and accounts kept by hand (KEPT_BY_HAND_ID
   * as an item: all of them; as a key of `accounts`: those named), never at the provider. Everything named is checked
   * before anything changes: one foreign id refuses the whole request. Naming every account of an item removes the
   * item.
   */
  async remove(userId: string, request: RemovalRequest): Promise<RemovalOutcome> {
    const { [KEPT_BY_HAND_ID]: handKeptNamed = [], ...accountsByItem } = request.accounts ?? {};
    const wholeHandKept = (request.items ?? []).includes(KEPT_BY_HAND_ID);
    const itemIds = [...new Set(request.items ?? [])].filter((id) => id !== KEPT_BY_HAND_ID);
    if (
      !wholeHandKept &&
      handKeptNamed.length === 0 &&
      itemIds.length === 0 &&
      Object.values(accountsByItem).every((a) => a.length === 0)
    ) {
      throw badRequest('Nothing to remove: name items or accounts');
    }
    const handKept = await this.handKept.removable(userId, wholeHandKept, handKeptNamed);
    const userItems = new Map((await this.items.listForUser(userId)).map((i) => [i.institution_id, i]));
    for (const id of itemIds) if (!userItems.has(id)) throw notFound(`No linked institution ${id}`);
    const singles: string[][] = [];
    for (const [itemId, accountIds] of Object.entries(accountsByItem)) {
      if (accountIds.length === 0 || itemIds.includes(itemId)) continue;
      const item = userItems.get(itemId);
      if (!item) throw notFound(`No linked institution ${itemId}`);
      const owned = await this.ownAccounts(item, accountIds);
      if ([...owned].every((id) => accountIds.includes(id))) itemIds.push(itemId);
      else singles.push([...new Set(accountIds)]);
    }

    const outcome: RemovalOutcome = { accounts_removed: [], items_removed: [], failures: [] };
    for (const id of itemIds) {
      const item = userItems.get(id)!;
      const accountIds = await this.items.accountIdsOfItem(item.id);
      try {
        await this.provider.removeItem(this.cipher.decrypt(item.access_token_enc));
      } catch (err) {
        const error = toProviderError(err);
        if (!ALREADY_GONE.has(error.errorCode)) {
          outcome.failures.push(`${item.institution_name}: ${error.message}`);
          continue;
        }
      }
      await this.deleteReleasingTransfers(userId, (tx) => tx.items.deleteItem(userId, item.id));
      outcome.items_removed.push(item.institution_id);
      outcome.accounts_removed.push(...accountIds);
    }
    for (const accountIds of singles)
      outcome.accounts_removed.push(
        ...(await this.deleteReleasingTransfers(userId, (tx) => tx.items.deleteAccounts(userId, accountIds))),
      );
    if (handKept.length > 0) {
      outcome.accounts_removed.push(
        ...(await this.deleteReleasingTransfers(userId, (tx) => this.handKept.remove(tx, userId, handKept))),
      );
      if (wholeHandKept) outcome.items_removed.push(KEPT_BY_HAND_ID);
    }
    if (
      (await this.items.countItems(userId)) === 0 &&
      (await this.data.repositories.handKeptAccounts.count(userId)) === 0
    )
      await this.data.repositories.users.setAccountsLinked(userId, false);
    return outcome;
  }

  /** The bank's balances just written on the item's accounts, recorded as the day's (balance_history). */
  private recordBalances(tx: Repositories, item: ItemRow, accounts: ProviderAccount[]): Promise<void> {
    return tx.balanceHistory.record(
      item.user_id,
      item.id,
      accounts.map((a) => a.account_id),
      balanceDayOf(this.now()),
    );
  }

  /**
   * Deletes accounts (with their transactions) and, in the same database transaction, lets go of the other halves of
   * their transfers; the person's other tabs are told when any was let go.
   */
  private deleteReleasingTransfers<T>(userId: string, remove: (tx: Repositories) => Promise<T>): Promise<T> {
    return this.data.transactionFor(userId, async (tx) => {
      const removed = await remove(tx);
      const released = await releaseLoneHalves(tx, userId);
      if (released > 0) await tx.events.record(userId, 'corrections', { count: released });
      return removed;
    });
  }

  private async ownItem(userId: string, institutionId: string): Promise<ItemRow> {
    const item = await this.items.findByInstitution(userId, institutionId);
    if (!item) throw notFound(`No linked institution ${institutionId}`);
    return item;
  }

  /** The item's account ids, after checking that every one named belongs to it. */
  private async ownAccounts(item: ItemRow, named: string[]): Promise<Set<string>> {
    const owned = new Set(await this.items.accountIdsOfItem(item.id));
    const unknown = named.find((id) => !owned.has(id));
    if (unknown) throw notFound(`No account ${unknown} at institution ${item.institution_id}`);
    return owned;
  }

  /** The person's accounts with balances, last sync and their item's status (GET /plaid/accounts). */
  accounts(userId: string): Promise<Account[]> {
    return this.items.listAccounts(userId);
  }

  private async accountsOf(userId: string, institutionId: string): Promise<Account[]> {
    return (await this.accounts(userId)).filter((a) => a.institution_id === institutionId);
  }

  /** Runs a provider call about the item; its error is recorded on the item (what Sync Issues shows) and passed on. */
  private async withItemHealth<T>(item: ItemRow, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      const error = toProviderError(err);
      await this.items.setHealth(item.id, itemHealthOf(error));
      throw error;
    }
  }
}
