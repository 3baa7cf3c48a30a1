// The store's changes of transactions (issue 22): each shows at once in the held transactions (and so in IndexedDB),
// is sent with the owner session's signal, then the transactions and the four summaries are reloaded, as every one of
// them counts the corrected values. Until that reload, the change is laid over any transactions fetch that lands
// (pending-changes.ts). A refusal undoes only this change (another one made meanwhile stays) and sets syncError; the
// promise rejects with the server's error, for the screen to show where the person acted.
import type { RequestSignal } from '../api/api-client';
import { heldTransaction } from '../api/corrections-api';
import type { ManualTransactionBody, Transaction, TransactionPatch } from '../contracts';
import { optimistically } from './changes';
import { SYNC_ERRORS } from './financial-state';
import type { Fetchers } from './fetchers';
import { ensured, inserted, manualPlaceholder, patched, replaced, unpatched, without } from './held-transactions';
import type { OwnerSession } from './owner-session';
import type { ListChange, PendingChanges } from './pending-changes';
import type { FinancialStoreApi } from './store-api';

export interface TransactionChanges {
  addTransaction(session: OwnerSession, body: ManualTransactionBody): Promise<Transaction>;
  updateTransaction(session: OwnerSession, transactionId: string, patch: TransactionPatch): Promise<Transaction>;
  removeTransaction(session: OwnerSession, transactionId: string): Promise<void>;
  changeOnServer<T>(session: OwnerSession, send: (options: RequestSignal) => Promise<T>): Promise<T>;
}

/** Placeholders' ids, never the server's (its manual ones are manual-<uuid>). */
let placeholders = 0;

export function createTransactionChanges(
  api: FinancialStoreApi,
  fetchers: Fetchers,
  pending: PendingChanges,
): TransactionChanges {
  /** Everything a change of transactions moves. */
  async function reload(session: OwnerSession): Promise<void> {
    await Promise.all([
      fetchers.transactions(session),
      fetchers.categorySummary(session),
      fetchers.monthlySummary(session),
      fetchers.payeeSummary(session),
      fetchers.spendingTrends(session),
    ]);
  }

  /**
   * Runs a change: `over` laid over fetches from now until its reload has landed, or until the server refuses it
   * (released before the undo, so no fetch lays a refused change over the data again).
   */
  async function underWay<T>(
    session: OwnerSession,
    over: ListChange,
    run: (sent: <R>(request: Promise<R>) => Promise<R>) => Promise<T>,
  ): Promise<T> {
    const release = pending.hold(session, over);
    try {
      return await run((request) =>
        request.catch((error: unknown) => {
          release();
          throw error;
        }),
      );
    } finally {
      release();
    }
  }

  return {
    updateTransaction(session, transactionId, patch) {
      const change = (held: Transaction) => patched(held, patch);
      return underWay(
        session,
        (list) => replaced(list, transactionId, change),
        async (sent) => {
          let before: Transaction | undefined;
          let shown: Transaction | undefined;
          const response = await optimistically(
            session,
            (state) => ({
              transactions: replaced(state.transactions, transactionId, (held) => {
                before = held;
                return (shown = change(held));
              }),
            }),
            // Only what this change touched goes back: another change of the row made meanwhile stays.
            (state) => ({
              transactions: replaced(state.transactions, transactionId, (held) => {
                if (!before) return held;
                return held === shown ? before : unpatched(held, before, patch);
              }),
            }),
            (options) => sent(api.updateTransaction(transactionId, patch, options)),
            SYNC_ERRORS.updateTransaction,
          );
          const stored = heldTransaction(response);
          session.set((state) => ({ transactions: replaced(state.transactions, transactionId, () => stored) }));
          await reload(session);
          return stored;
        },
      );
    },

    addTransaction(session, body) {
      const placeholderId = `pending-manual-${++placeholders}`;
      const account = session.state.accounts.find((held) => held.account_id === body.account_id);
      /** The placeholder until the server answers, then the server's. */
      let shown = manualPlaceholder(placeholderId, body, account);
      return underWay(
        session,
        (list) => ensured(list, shown),
        async (sent) => {
          const response = await optimistically(
            session,
            (state) => ({ transactions: inserted(state.transactions, shown) }),
            (state) => ({ transactions: without(state.transactions, placeholderId) }),
            (options) => sent(api.addTransaction(body, options)),
            SYNC_ERRORS.addTransaction,
          );
          const stored = heldTransaction(response);
          shown = stored;
          session.set((state) => {
            const others = without(state.transactions, placeholderId);
            // A reload may have brought it already.
            const known = others.some((held) => held.transaction_id === stored.transaction_id);
            return {
              transactions: known ? replaced(others, stored.transaction_id, () => stored) : inserted(others, stored),
            };
          });
          await reload(session);
          return stored;
        },
      );
    },

    removeTransaction(session, transactionId) {
      return underWay(
        session,
        (list) => without(list, transactionId),
        async (sent) => {
          let removed: { transaction: Transaction; index: number; from: Transaction[] } | undefined;
          await optimistically(
            session,
            (state) => {
              const index = state.transactions.findIndex((held) => held.transaction_id === transactionId);
              if (index < 0) return null;
              const from = without(state.transactions, transactionId);
              removed = { transaction: state.transactions[index]!, index, from };
              return { transactions: from };
            },
            (state) => {
              if (!removed || state.transactions.some((held) => held.transaction_id === transactionId)) return null;
              const { transaction, index, from } = removed;
              // Back where it was when nothing else changed since; else by its date.
              return {
                transactions:
                  state.transactions === from
                    ? [...from.slice(0, index), transaction, ...from.slice(index)]
                    : inserted(state.transactions, transaction),
              };
            },
            (options) => sent(api.removeTransaction(transactionId, options)),
            SYNC_ERRORS.removeTransaction,
          );
          await reload(session);
        },
      );
    },

    async changeOnServer(session, send) {
      try {
        return await send({ signal: session.signal });
      } finally {
        // Whether it went through or not (a part of it may have), what the server holds is shown; a session that has
        // ended reads nothing more.
        if (!session.signal.aborted) await reload(session);
      }
    },
  };
}
