import type { FastifyBaseLogger } from 'fastify';
import { balanceDayOf } from '../domain/balance-days';
import { consentEndsSoon, expiryMessage, itemHealthOf, type ItemHealth } from '../domain/item-health';
import type { TokenCipher } from '../lib/token-cipher';
import type { DataAccess } from '../repositories';
import type { ItemRow } from '../repositories/items-repository';
import type { SyncChanges } from '../repositories/transactions-repository';
import type { ProviderAccount } from '../domain/provider-data';
import { ProviderError, toProviderError, type BankProvider } from './bank-provider';
import { correctAfterSync } from './sync-corrections';

export interface SyncOutcome {
  itemId: string;
  /** 'synced', or 'gone' when the item was removed before or during the sync. */
  result: 'synced' | 'gone';
  upserted: number;
  removed: number;
  cursor: string | null;
}

const MAX_ATTEMPTS = 4;

/** The item's cursor moved while this sync fetched pages: another instance synced first. */
class StaleCursor extends Error {}

/**
 * Transactions sync (Plaid /transactions/sync) for one item at a time:
 * - every page is fetched first; the changes and the new cursor are then written in one database transaction, so a
 *   crash at any point leaves the previous state whole;
 * - on TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION the sync restarts from the cursor it began with;
 * - within this process one sync per item runs at a time (a request during a sync queues one more, shared by
 *   every caller who asks meanwhile); across processes the write locks the item row and checks that the cursor
 *   is still the one the sync started from, or starts over;
 * - a provider error that needs the person (login, consent) is stored on the item; every provider error is rethrown.
 */
export class SyncService {
  private readonly chains = new Map<string, { tail: Promise<SyncOutcome>; queued: Promise<SyncOutcome> | null }>();

  constructor(
    private readonly data: DataAccess,
    private readonly provider: BankProvider,
    private readonly cipher: TokenCipher,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    /** What follows a sync that changed rows, once they are committed (recurring streams); its failure is logged. */
    private readonly afterSync?: (userId: string) => Promise<void>,
  ) {}

  /** Runs a sync of the item that starts no earlier than this call; joins one already queued. */
  sync(itemId: string): Promise<SyncOutcome> {
    const chain = this.chains.get(itemId);
    if (chain?.queued) return chain.queued;
    const entry = chain ?? { tail: Promise.resolve(undefined as unknown as SyncOutcome), queued: null };
    const run = entry.tail
      .catch(() => undefined)
      .then(() => {
        entry.queued = null;
        return this.run(itemId);
      });
    entry.tail = run;
    entry.queued = run;
    this.chains.set(itemId, entry);
    run
      .finally(() => {
        if (entry.tail === run) this.chains.delete(itemId);
      })
      .catch(() => undefined);
    return run;
  }

  /** Stores the health of an item whose syncs keep failing, and tells its person. */
  async giveUp(itemId: string, health: ItemHealth): Promise<void> {
    const item = await this.data.repositories.items.findById(itemId);
    if (item) await this.recordHealth(item, health);
  }

  /** A connection's new health and, when its status changes, the event that tells its person, together. */
  private recordHealth(item: ItemRow, health: ItemHealth): Promise<void> {
    return this.data.transaction(async (tx) => {
      await tx.items.setHealth(item.id, health);
      if (health.status !== item.status) await tx.events.connectionChanged(item, health.status);
    });
  }

  /** Resolves when no sync is running or queued (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.chains.size > 0) {
      await Promise.allSettled([...this.chains.values()].map((c) => c.tail));
    }
  }

  private async run(itemId: string): Promise<SyncOutcome> {
    for (let attempt = 1; ; attempt++) {
      const item = await this.data.repositories.items.findById(itemId);
      if (!item) return { itemId, result: 'gone', upserted: 0, removed: 0, cursor: null };
      let fetched: { changes: SyncChanges; cursor: string };
      try {
        fetched = await this.fetchAllPages(item);
      } catch (err) {
        const error = toProviderError(err);
        if (error.errorCode === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION' && attempt < MAX_ATTEMPTS) {
          this.log.info({ itemId, attempt }, 'transactions changed during pagination; restarting sync');
          continue;
        }
        // A login or consent the bank asks for is the person's to fix: shown at once. Anything else may pass; the
        // job that ran this sync retries it and stores the error after its last try.
        const health = itemHealthOf(error);
        if (health.status !== 'error') await this.recordHealth(item, health);
        throw error;
      }
      const balances = await this.balancesAfter(item, fetched.changes);
      try {
        const outcome = await this.write(item, fetched.changes, fetched.cursor, balances);
        await this.checkItem(item);
        if (outcome.upserted + outcome.removed > 0) await this.followChanges(item);
        return outcome;
      } catch (err) {
        if (err instanceof StaleCursor && attempt < MAX_ATTEMPTS) continue;
        if (err instanceof ItemGone) return { itemId, result: 'gone', upserted: 0, removed: 0, cursor: null };
        throw err;
      }
    }
  }

  /**
   * After a sync, item/get tells what the product calls do not: an error on the item, and when the person's consent
   * ends. A consent ending within the provider's notice period makes the item pending_expiration, so that it is
   * offered for repair before it breaks. A failure here leaves the sync's result as it is.
   */
  private async checkItem(item: ItemRow): Promise<void> {
    try {
      const state = await this.provider.getItem(this.cipher.decrypt(item.access_token_enc));
      if (state.error) {
        await this.recordHealth(
          item,
          itemHealthOf({ errorCode: state.error.error_code, message: state.error.error_message }),
        );
      } else if (consentEndsSoon(state.consent_expiration_time)) {
        await this.recordHealth(
          item,
          itemHealthOf({
            errorCode: 'PENDING_EXPIRATION',
            message: expiryMessage(item.institution_name, state.consent_expiration_time),
          }),
        );
      }
    } catch (err) {
      this.log.warn(
        { itemId: item.id, code: err instanceof ProviderError ? err.errorCode : undefined },
        'item/get after sync failed',
      );
    }
  }

  /**
   * After a sync that changed rows: the provider's recurring streams of the item are kept (best effort: a provider
   * that has none, or fails, leaves the ones found here), then what follows a sync runs (recurring streams).
   */
  private async followChanges(item: ItemRow): Promise<void> {
    try {
      const streams = await this.provider.getRecurringStreams(this.cipher.decrypt(item.access_token_enc));
      await this.data.transactionFor(item.user_id, (tx) =>
        tx.recurring.setProviderStreams(item.user_id, item.id, streams),
      );
    } catch (err) {
      this.log.info({ itemId: item.id, code: toProviderError(err).errorCode }, 'recurring streams not read');
    }
    try {
      await this.afterSync?.(item.user_id);
    } catch (err) {
      this.log.warn({ itemId: item.id, err }, 'what follows a sync failed');
    }
  }

  private async fetchAllPages(item: ItemRow): Promise<{ changes: SyncChanges; cursor: string }> {
    const accessToken = this.cipher.decrypt(item.access_token_enc);
    const changes: SyncChanges = { added: [], modified: [], removed: [] };
    let cursor = item.cursor;
    for (;;) {
      const page = await this.provider.syncTransactions(accessToken, cursor);
      changes.added.push(...page.added);
      changes.modified.push(...page.modified);
      changes.removed.push(...page.removed);
      cursor = page.next_cursor;
      if (!page.has_more) return { changes, cursor };
    }
  }

  /** Balances move as transactions post: read them again when the sync brought any change (best effort). */
  private async balancesAfter(item: ItemRow, changes: SyncChanges): Promise<ProviderAccount[]> {
    if (changes.added.length + changes.modified.length + changes.removed.length === 0) return [];
    try {
      return (await this.provider.getAccounts(this.cipher.decrypt(item.access_token_enc))).accounts;
    } catch (err) {
      this.log.info({ itemId: item.id, code: toProviderError(err).errorCode }, 'balances not refreshed');
      return [];
    }
  }

  private write(
    item: ItemRow,
    changes: SyncChanges,
    cursor: string,
    balances: ProviderAccount[],
  ): Promise<SyncOutcome> {
    // The person's write lock first: the rules the sync applies and the categories it may set are the ones committed
    // before it, and a rule or a category change after it sees every row it stored.
    return this.data.transactionFor(item.user_id, async (tx) => {
      const locked = await tx.items.lockCursor(item.id);
      if (!locked) throw new ItemGone();
      if (locked.cursor !== (item.cursor ?? null)) throw new StaleCursor();
      const applied = await tx.transactions.applyChanges(item.id, item.user_id, changes);
      const corrected = await correctAfterSync(tx, item.user_id, changes);
      await tx.items.updateBalances(item.id, balances);
      await tx.balanceHistory.record(
        item.user_id,
        item.id,
        balances.map((a) => a.account_id),
        balanceDayOf(this.now()),
      );
      await tx.items.recordSync(item.id, cursor);
      if (applied.upserted + applied.removed > 0) {
        await tx.events.record(item.user_id, 'transactions', {
          institution_id: item.institution_id,
          institution_name: item.institution_name,
          ...countsOf(changes),
        });
      } else if (corrected > 0) {
        await tx.events.record(item.user_id, 'corrections', { count: corrected });
      }
      if (item.status !== 'good' && item.status !== 'pending_expiration')
        await tx.events.connectionChanged(item, 'good');
      return {
        itemId: item.id,
        result: 'synced' as const,
        upserted: applied.upserted,
        removed: applied.removed,
        cursor,
      };
    });
  }
}

/**
 * What a sync changed, as a person would say it: a pending transaction that posts comes as the pending one removed and
 * the posted one added (pointing back to it), which is neither new nor removed but posted.
 */
function countsOf(changes: SyncChanges): { added: number; posted: number; modified: number; removed: number } {
  const removed = new Set(changes.removed.map((r) => r.transaction_id));
  const posted = changes.added.filter((t) => t.pending_transaction_id && removed.has(t.pending_transaction_id)).length;
  return {
    added: changes.added.length - posted,
    posted,
    modified: changes.modified.length,
    removed: changes.removed.length - posted,
  };
}

class ItemGone extends Error {}
