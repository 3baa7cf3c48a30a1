// The store's mutations of accounts: each is shown at once (optimistic), sent with the owner session's signal, then
// reloaded; the server refusing it puts the state back and sets syncError. A new mutation is one more function built on
// `optimistically` (transaction-changes.ts holds those of transactions).
import type { RequestSignal } from '../api/api-client';
import type { ExchangeBody, ExchangeResponse, RemovalResponse, SyncBody, SyncResponse } from '../contracts';
import type { Account, RemovalRequest } from '../types/entities';
import { SYNC_ERRORS, type FinancialData, type FinancialValues } from './financial-state';
import type { Fetchers } from './fetchers';
import type { OwnerSession, StateUpdate } from './owner-session';
import type { FinancialStoreApi } from './store-api';

export interface Changes {
  addAccounts(session: OwnerSession, request: ExchangeBody): Promise<ExchangeResponse>;
  removeAccounts(session: OwnerSession, request: RemovalRequest): Promise<RemovalResponse>;
  updateAccounts(session: OwnerSession, request: SyncBody): Promise<SyncResponse>;
}

/** An update with more values set beside it. */
const along =
  (update: StateUpdate, values: Partial<FinancialValues>): StateUpdate =>
  (state) => ({ ...(typeof update === 'function' ? update(state) : update), ...values });

/**
 * Shows the change, then sends the request: the server's refusal undoes it, with `failure` as syncError. An aborted
 * request (the session ended) rejects too, but leaves the next owner's state alone (the session sets nothing more).
 */
export async function optimistically<T>(
  session: OwnerSession,
  show: StateUpdate,
  undo: StateUpdate,
  request: (options: RequestSignal) => Promise<T>,
  failure: string,
): Promise<T> {
  session.set(along(show, { syncError: null }));
  try {
    return await request({ signal: session.signal });
  } catch (error) {
    session.set(along(undo, { syncError: failure }));
    throw error;
  }
}

/** optimistically, undone by putting accounts and transactions back as they were. */
function optimistic<T>(
  session: OwnerSession,
  change: Partial<FinancialData>,
  request: (options: RequestSignal) => Promise<T>,
  failure: string,
): Promise<T> {
  const before = { accounts: session.state.accounts, transactions: session.state.transactions };
  return optimistically(session, change, before, request, failure);
}

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

export function createChanges(api: FinancialStoreApi, fetchers: Fetchers): Changes {
  return {
    async addAccounts(session, request) {
      const others = session.state.accounts.filter((account) => account.institution_id !== request.institution_id);
      const shown = [...others, ...(request.accounts ?? []).map((meta) => pendingAccount(request, meta))];
      const response = await optimistic(
        session,
        { accounts: shown },
        (options) => api.exchangePublicToken(request, options),
        SYNC_ERRORS.addAccounts,
      );
      session.set((state) => ({
        accounts: [
          ...state.accounts.filter((account) => account.institution_id !== response.institution_id),
          ...response.accounts,
        ],
      }));
      void fetchers.accounts(session);
      return response;
    },

    async removeAccounts(session, request) {
      const removed = isRemoved(request);
      const { accounts, transactions } = session.state;
      const leaving = new Set(accounts.filter(removed).map((account) => account.account_id));
      const response = await optimistic(
        session,
        {
          accounts: accounts.filter((account) => !removed(account)),
          transactions: transactions.filter((transaction) => !leaving.has(transaction.account_id)),
        },
        (options) => api.removeAccounts(request, options),
        SYNC_ERRORS.removeAccount,
      );
      await Promise.all([fetchers.accounts(session), fetchers.transactions(session)]);
      return response;
    },

    async updateAccounts(session, request) {
      const response = await optimistic(
        session,
        {},
        (options) => api.syncAccounts(request, options),
        SYNC_ERRORS.updateAccount,
      );
      session.set((state) => ({
        accounts: state.accounts.map(
          (account) => response.accounts.find((fresh) => fresh.account_id === account.account_id) ?? account,
        ),
      }));
      await fetchers.transactions(session);
      return response;
    },
  };
}
