// What the store's mutations share: the person they are made for, and how one runs and patches the queries' data.
import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Transaction } from '../contracts';
import { dataKey, summariesKey } from '../query/query-keys';
import type { FinancialStoreApi } from './store-api';
import type { TransactionsData } from './transactions-query';

/** One person's time as the store's owner: every mutation is made for it. */
export interface OwnerScope {
  client: QueryClient;
  api: FinancialStoreApi;
  userId: string;
  /** Aborted when the person signs out or another signs in: their requests are cancelled on the network. */
  signal: AbortSignal;
  /** Sets syncError, while this person still owns the store. */
  setSyncError(text: string | null): void;
  /** Pulls the transactions' changes and invalidates the summaries (FinancialActions.followChanges). */
  followChanges(): Promise<void>;
  /** Fetches one kind again (FinancialActions.fetchAccounts and the like). */
  refetchAccounts(): Promise<void>;
}

/** What a change of transactions does to a list of them, done again on a list that has it (the same list back). */
export type ListChange = (rows: Transaction[]) => Transaction[];

/**
 * Runs a TanStack mutation for the person once; resolves with its data, rejects with its error. Nothing is sent once
 * the person has left. `over`: what a change of transactions does to the set, laid over every pull of the set that
 * lands while the change is pending (the pull may have been answered before the change reached the server).
 *
 * Its `onMutate` runs at once, in the task of the person's action: TanStack calls it a few microtasks later, after
 * React has rendered the click (the panel closing), and the screen over 50,000 rows would render a second time for
 * the change (an edit's Save: 34 -> 58 ms to the painted frame). TanStack's onMutate hands on what it returned.
 */
export function mutate<TData, TContext>(
  scope: OwnerScope,
  { mutationFn, onMutate, ...options }: MutationOptions<TData, Error, void, TContext>,
  over?: ListChange,
): Promise<TData> {
  const shown = onMutate?.(undefined, { client: scope.client, meta: undefined, mutationKey: options.mutationKey });
  return new MutationObserver(scope.client, {
    ...options,
    onMutate: onMutate && (() => shown!),
    meta: over ? { over } : undefined,
    mutationFn: (variables, context) => {
      scope.signal.throwIfAborted();
      return mutationFn!(variables, context);
    },
  }).mutate();
}

/** A pulled set with the person's pending changes of transactions laid over it, in the order they were made. */
export function withPending(client: QueryClient, userId: string, rows: Transaction[]): Transaction[] {
  return client
    .getMutationCache()
    .findAll({ mutationKey: dataKey(userId, 'transactions'), status: 'pending' })
    .reduce((list, mutation) => (mutation.meta?.over as ListChange | undefined)?.(list) ?? list, rows);
}

/**
 * Patches a query's data where it is held; a query nobody holds (a previous person's, removed at sign-out) is not
 * created again.
 */
export function patchQuery<T>(client: QueryClient, queryKey: readonly unknown[], change: (held: T) => T): void {
  client.setQueryData<T>(queryKey, (held) => (held === undefined ? undefined : change(held)));
}

/** Patches the held transactions' rows (the same data when the change leaves them as they are). */
export function patchRows(scope: OwnerScope, change: (rows: TransactionsData['rows']) => TransactionsData['rows']) {
  patchQuery<TransactionsData>(scope.client, dataKey(scope.userId, 'transactions'), (held) => {
    const rows = change(held.rows);
    return rows === held.rows ? held : { ...held, rows };
  });
}

/** The four summaries count every change of transactions: stale now, asked again where a page shows them. */
export function invalidateSummaries(scope: OwnerScope): Promise<void> {
  return scope.client.invalidateQueries({ queryKey: summariesKey(scope.userId) });
}
