// The person's corrections of transactions as TanStack mutations: each shows at once in the held set (onMutate), is
// sent once, and is put right by the server's answer (onSuccess) or undone (onError: only what it touched, so that
// another change made meanwhile stays) with the spec's text in syncError. The four summaries count corrected values:
// they are invalidated, never fetched by the edit itself. The event stream's `corrections` event, which this tab gets
// too, pulls whatever else the change moved.
import { transactionOfDetail } from '../api/corrections-api';
import type { RequestSignal } from '../api/api-client';
import type { ManualTransactionBody, SplitPart, Transaction, TransactionPatch } from '../contracts';
import { dataKey } from '../query/query-keys';
import type { Account } from '../types/entities';
import { SYNC_ERRORS } from './financial-state';
import {
  ensured,
  inserted,
  manualPlaceholder,
  patched,
  replaced,
  unpatched,
  withSplit,
  without,
  withoutSplit,
} from './transaction-list';
import { invalidateSummaries, mutate, patchRows, type OwnerScope } from './store-mutation';

/** Placeholders' ids, never the server's (its manual ones are manual-<uuid>). */
let placeholders = 0;

const mutationKey = (scope: OwnerScope, name: string) => [...dataKey(scope.userId, 'transactions'), name];

export function updateTransaction(scope: OwnerScope, id: string, patch: TransactionPatch): Promise<Transaction> {
  const change = (rows: Transaction[]) => replaced(rows, id, (held) => patched(held, patch));
  return mutate(
    scope,
    {
      mutationKey: mutationKey(scope, 'update'),
      mutationFn: async () =>
        transactionOfDetail(await scope.api.updateTransaction(id, patch, { signal: scope.signal })),
      onMutate: () => {
        const context: { before?: Transaction; shown?: Transaction } = {};
        scope.setSyncError(null);
        patchRows(scope, (rows) =>
          replaced(rows, id, (held) => (context.shown = patched((context.before = held), patch))),
        );
        return context;
      },
      onError: (_error, _variables, context) => {
        const { before, shown } = context ?? {};
        // Only what this change touched goes back: another change of the row made meanwhile stays.
        if (before)
          patchRows(scope, (rows) =>
            replaced(rows, id, (held) => (held === shown ? before : unpatched(held, before, patch))),
          );
        scope.setSyncError(SYNC_ERRORS.updateTransaction);
      },
      onSuccess: (stored) => patchRows(scope, (rows) => replaced(rows, id, () => stored)),
      onSettled: () => invalidateSummaries(scope),
    },
    change,
  );
}

/**
 * The balance of an account kept by hand is the server's sum of its manual transactions: once one is added or removed
 * (or failed to be), the accounts are fetched again. A bank's balance is the bank's, moved by no manual transaction.
 */
function refetchIfKeptByHand(scope: OwnerScope, accountId: string | undefined): void {
  const held = scope.client.getQueryData<Account[]>(dataKey(scope.userId, 'accounts'));
  if (held?.some((account) => account.account_id === accountId && account.kept_by_hand)) void scope.refetchAccounts();
}

export function addTransaction(
  scope: OwnerScope,
  body: ManualTransactionBody,
  account: Account | undefined,
): Promise<Transaction> {
  const placeholderId = `pending-manual-${++placeholders}`;
  const placeholder = manualPlaceholder(placeholderId, body, account);
  return mutate(
    scope,
    {
      mutationKey: mutationKey(scope, 'add'),
      mutationFn: async () => transactionOfDetail(await scope.api.addTransaction(body, { signal: scope.signal })),
      onMutate: () => {
        scope.setSyncError(null);
        patchRows(scope, (rows) => inserted(rows, placeholder));
      },
      onError: () => {
        patchRows(scope, (rows) => without(rows, placeholderId));
        scope.setSyncError(SYNC_ERRORS.addTransaction);
      },
      onSuccess: (stored) =>
        patchRows(scope, (rows) => {
          const others = without(rows, placeholderId);
          // A pull may have brought it already.
          const known = others.some((held) => held.transaction_id === stored.transaction_id);
          return known ? replaced(others, stored.transaction_id, () => stored) : inserted(others, stored);
        }),
      onSettled: () => {
        refetchIfKeptByHand(scope, body.account_id);
        return invalidateSummaries(scope);
      },
    },
    (rows) => ensured(rows, placeholder),
  );
}

export function removeTransaction(scope: OwnerScope, id: string): Promise<void> {
  return mutate(
    scope,
    {
      mutationKey: mutationKey(scope, 'remove'),
      mutationFn: () => scope.api.removeTransaction(id, { signal: scope.signal }),
      onMutate: () => {
        scope.setSyncError(null);
        let removed: { transaction: Transaction; index: number; from: Transaction[] } | undefined;
        patchRows(scope, (rows) => {
          const index = rows.findIndex((held) => held.transaction_id === id);
          if (index < 0) return rows;
          const from = without(rows, id);
          removed = { transaction: rows[index]!, index, from };
          return from;
        });
        return { removed };
      },
      onError: (_error, _variables, context) => {
        const removed = context?.removed;
        if (removed)
          patchRows(scope, (rows) => {
            if (rows.some((held) => held.transaction_id === id)) return rows;
            const { transaction, index, from } = removed;
            // Back where it was when nothing else changed since; else by its date.
            return rows === from
              ? [...from.slice(0, index), transaction, ...from.slice(index)]
              : inserted(rows, transaction);
          });
        scope.setSyncError(SYNC_ERRORS.removeTransaction);
      },
      onSettled: (_data, _error, _variables, context) => {
        refetchIfKeptByHand(scope, context?.removed?.transaction.account_id);
        return invalidateSummaries(scope);
      },
    },
    (rows) => without(rows, id),
  );
}

/** A split as the store holds it: the whole, marked split, and its parts in the order given. */
export interface HeldSplit {
  transaction: Transaction;
  parts: Transaction[];
}

/**
 * A split (or new parts for a split one) and an unsplit show once the server has answered: the parts' ids are the
 * server's, and a refusal (parts that do not add up, a pending transaction) leaves the held set exactly as it was.
 * The answer is laid over the set as rows the changes feed will bring again: applying them twice changes nothing.
 */
export function splitTransaction(scope: OwnerScope, id: string, parts: SplitPart[]): Promise<HeldSplit> {
  return mutate(scope, {
    mutationKey: mutationKey(scope, 'split'),
    mutationFn: async () => {
      const stored = await scope.api.splitTransaction(id, { parts }, { signal: scope.signal });
      return { transaction: transactionOfDetail(stored.transaction), parts: stored.parts.map(transactionOfDetail) };
    },
    onMutate: () => scope.setSyncError(null),
    onError: () => scope.setSyncError(SYNC_ERRORS.updateTransaction),
    onSuccess: (split) => patchRows(scope, (rows) => withSplit(rows, split.transaction, split.parts)),
    onSettled: () => invalidateSummaries(scope),
  });
}

export function unsplitTransaction(scope: OwnerScope, id: string): Promise<Transaction> {
  return mutate(scope, {
    mutationKey: mutationKey(scope, 'unsplit'),
    mutationFn: async () => transactionOfDetail(await scope.api.unsplitTransaction(id, { signal: scope.signal })),
    onMutate: () => scope.setSyncError(null),
    onError: () => scope.setSyncError(SYNC_ERRORS.updateTransaction),
    onSuccess: (whole) => patchRows(scope, (rows) => withoutSplit(rows, whole)),
    onSettled: () => invalidateSummaries(scope),
  });
}

/**
 * A change the server works out (a rule over past transactions, many transactions at once, a transfer's pairing):
 * nothing shows before the server has answered; then its changes are pulled, also when it failed (a part may have gone
 * through). syncError stays as it is: the promise rejects with the server's error, for the screen to say where the
 * person acted.
 */
export async function changeOnServer<T>(scope: OwnerScope, send: (options: RequestSignal) => Promise<T>): Promise<T> {
  try {
    return await send({ signal: scope.signal });
  } finally {
    if (!scope.signal.aborted) await scope.followChanges();
  }
}
