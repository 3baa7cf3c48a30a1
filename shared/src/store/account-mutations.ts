// The person's changes of linked accounts as TanStack mutations: each shows at once (onMutate), is sent with the
// person's signal, and is put back as it was (onError) with the spec's text in syncError; then what it moved is
// fetched again.
import type {
  ExchangeBody,
  ExchangeResponse,
  HandKeptAccountBody,
  RemovalResponse,
  SyncBody,
  SyncResponse,
} from '../contracts';
import { dataKey } from '../query/query-keys';
import type { Account, RemovalRequest } from '../types/entities';
import { SYNC_ERRORS } from './financial-state';
import { mutate, patchQuery, patchRows, type OwnerScope } from './store-mutation';
import type { TransactionsData } from './transactions-query';

/** An account placeholder from Link's metadata (its institution name too), shown until the server's response replaces it. */
function pendingAccount(request: ExchangeBody, meta: NonNullable<ExchangeBody['accounts']>[number]): Account {
  return {
    account_id: meta.id,
    item_id: request.institution_id,
    institution_id: request.institution_id,
    institution_name: request.institution_name ?? '',
    name: meta.name ?? 'Account',
    official_name: null,
    type: (meta.type as Account['type']) ?? 'depository',
    subtype: meta.subtype ?? null,
    mask: meta.mask ?? null,
    last_sync: null,
    balances: { current: null, available: null, limit: null, iso_currency_code: null },
    item_status: 'good',
    item_error: null,
  };
}

function isRemoved(request: RemovalRequest) {
  const items = new Set(request.items ?? []);
  const accounts = new Set(Object.values(request.accounts ?? {}).flat());
  return (account: Account) => items.has(account.institution_id) || accounts.has(account.account_id);
}

/** What a mutation of accounts may change, as it was before: put back on failure. */
interface Snapshot {
  accounts: Account[] | undefined;
  transactions: TransactionsData | undefined;
}

function snapshot(scope: OwnerScope): Snapshot {
  return {
    accounts: scope.client.getQueryData(dataKey(scope.userId, 'accounts')),
    transactions: scope.client.getQueryData(dataKey(scope.userId, 'transactions')),
  };
}

function restore(scope: OwnerScope, before: Snapshot | undefined, failure: string) {
  if (before?.accounts) patchQuery<Account[]>(scope.client, dataKey(scope.userId, 'accounts'), () => before.accounts!);
  if (before?.transactions)
    patchQuery<TransactionsData>(scope.client, dataKey(scope.userId, 'transactions'), () => before.transactions!);
  scope.setSyncError(failure);
}

const patchAccounts = (scope: OwnerScope, change: (accounts: Account[]) => Account[]) =>
  patchQuery<Account[]>(scope.client, dataKey(scope.userId, 'accounts'), change);

const mutationKey = (scope: OwnerScope, name: string) => [...dataKey(scope.userId, 'accounts'), name];

/** Exchanges Link's public token: the accounts show at once, the server's response replaces them. */
export function addAccounts(scope: OwnerScope, request: ExchangeBody): Promise<ExchangeResponse> {
  const ofOthers = (accounts: Account[], institutionId: string) =>
    accounts.filter((account) => account.institution_id !== institutionId);
  return mutate(scope, {
    mutationKey: mutationKey(scope, 'add'),
    mutationFn: () => scope.api.exchangePublicToken(request, { signal: scope.signal }),
    onMutate: () => {
      const before = snapshot(scope);
      const shown = (request.accounts ?? []).map((meta) => pendingAccount(request, meta));
      scope.client.setQueryData<Account[]>(dataKey(scope.userId, 'accounts'), (held = []) => [
        ...ofOthers(held, request.institution_id),
        ...shown,
      ]);
      scope.setSyncError(null);
      return before;
    },
    onError: (_error, _variables, before) => restore(scope, before, SYNC_ERRORS.addAccounts),
    onSuccess: (response) => {
      patchAccounts(scope, (held) => [...ofOthers(held, response.institution_id), ...response.accounts]);
      void scope.refetchAccounts();
    },
  });
}

/** Removes institutions and accounts (with their transactions) at once, then fetches both again. */
export async function removeAccounts(scope: OwnerScope, request: RemovalRequest): Promise<RemovalResponse> {
  const response = await mutate(scope, {
    mutationKey: mutationKey(scope, 'remove'),
    mutationFn: () => scope.api.removeAccounts(request, { signal: scope.signal }),
    onMutate: () => {
      const before = snapshot(scope);
      const removed = isRemoved(request);
      const leaving = new Set((before.accounts ?? []).filter(removed).map((account) => account.account_id));
      patchAccounts(scope, (held) => held.filter((account) => !removed(account)));
      patchRows(scope, (rows) => rows.filter((transaction) => !leaving.has(transaction.account_id)));
      scope.setSyncError(null);
      return before;
    },
    onError: (_error, _variables, before) => restore(scope, before, SYNC_ERRORS.removeAccount),
  });
  await Promise.all([scope.refetchAccounts(), scope.followChanges()]);
  return response;
}

/** Refreshes one institution's balances and transactions now ("Sync now"). */
export async function updateAccounts(scope: OwnerScope, request: SyncBody): Promise<SyncResponse> {
  const response = await mutate(scope, {
    mutationKey: mutationKey(scope, 'sync'),
    mutationFn: () => scope.api.syncAccounts(request, { signal: scope.signal }),
    onMutate: () => void scope.setSyncError(null),
    onError: () => scope.setSyncError(SYNC_ERRORS.updateAccount),
    onSuccess: (synced) =>
      patchAccounts(scope, (held) =>
        held.map((account) => synced.accounts.find((fresh) => fresh.account_id === account.account_id) ?? account),
      ),
  });
  await scope.followChanges();
  return response;
}

/**
 * Adds an account kept by hand: listed once the server has answered (its id is the server's), among the others as
 * the server orders them (fetched again).
 */
export async function createHandKeptAccount(scope: OwnerScope, body: HandKeptAccountBody): Promise<Account> {
  const created = await mutate(scope, {
    mutationKey: mutationKey(scope, 'create'),
    mutationFn: () => scope.api.createHandKeptAccount(body, { signal: scope.signal }),
    onMutate: () => void scope.setSyncError(null),
    onError: () => scope.setSyncError(SYNC_ERRORS.createAccount),
    onSuccess: (account) =>
      patchAccounts(scope, (held) => [...held.filter((a) => a.account_id !== account.account_id), account]),
  });
  await scope.refetchAccounts();
  return created;
}

/** Renames an account kept by hand: at once in the list and on its transactions, put back on failure. */
export async function renameHandKeptAccount(scope: OwnerScope, accountId: string, name: string): Promise<Account> {
  const renamed = await mutate(scope, {
    mutationKey: mutationKey(scope, 'rename'),
    mutationFn: () => scope.api.renameHandKeptAccount(accountId, name, { signal: scope.signal }),
    onMutate: () => {
      const before = snapshot(scope);
      patchAccounts(scope, (held) => held.map((a) => (a.account_id === accountId ? { ...a, name } : a)));
      patchRows(scope, (rows) =>
        rows.some((t) => t.account_id === accountId)
          ? rows.map((t) => (t.account_id === accountId ? { ...t, account_name: name } : t))
          : rows,
      );
      scope.setSyncError(null);
      return before;
    },
    onError: (_error, _variables, before) => restore(scope, before, SYNC_ERRORS.renameAccount),
  });
  await Promise.all([scope.refetchAccounts(), scope.followChanges()]);
  return renamed;
}
