import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createStore as createKeyValueStore, set as setKeyValue, get as getKeyValue } from 'idb-keyval';
import { EventBus } from '../bus/event-bus';
import { authenticatedState, buildSessionUser, unauthenticatedState } from '../session/session-user';
import type { Account, Transaction } from '../types/entities';
import {
  createFinancialStore,
  type FinancialState,
  type FinancialStoreApi,
  type FinancialStore,
} from './financial-store';
import { connectStoreToBus } from './store-session';

function account(id: string, institution: string, extra: Partial<Account> = {}): Account {
  return {
    account_id: id,
    item_id: institution,
    institution_id: institution,
    institution_name: `Bank ${institution}`,
    name: `Account ${id}`,
    official_name: null,
    type: 'depository',
    subtype: 'checking',
    mask: '0000',
    last_sync: null,
    balances: { current: 100, available: 90, limit: null, iso_currency_code: 'USD' },
    item_status: 'good',
    item_error: null,
    ...extra,
  };
}

function transaction(id: string, accountId: string): Transaction {
  return {
    transaction_id: id,
    account_id: accountId,
    date: '2026-11-01',
    amount: 12.5,
    iso_currency_code: 'USD',
    pending: false,
    merchant_name: 'Shop',
    name: 'SHOP',
    category: [],
    personal_finance_category: { primary: 'GENERAL_MERCHANDISE' },
    account_name: `Account ${accountId}`,
    account_mask: '0000',
    institution_name: 'Bank',
  };
}

interface Server {
  accounts: Account[];
  transactions: Transaction[];
  api: FinancialStoreApi;
  calls: string[];
  /** The limits of the first-page requests (GET /transactions?limit=), apart from calls. */
  previews: number[];
}

function fakeServer(accounts: Account[], transactions: Transaction[]): Server {
  const server: Server = {
    accounts,
    transactions,
    calls: [],
    previews: [],
    api: undefined as unknown as FinancialStoreApi,
  };
  const summary = (name: string) => async () => {
    server.calls.push(name);
    return { summary: [name] };
  };
  server.api = {
    getAccounts: async () => {
      server.calls.push('accounts');
      return server.accounts;
    },
    getTransactions: async (_range, _etag, limit) => {
      const total = server.transactions.length;
      if (limit !== undefined) {
        server.previews.push(limit);
        return { transactions: server.transactions.slice(0, limit), etag: null, total };
      }
      server.calls.push('transactions');
      return { transactions: server.transactions, etag: null, total };
    },
    exchangePublicToken: async (request) => {
      server.calls.push('exchange');
      const added = (request.accounts ?? []).map((meta) =>
        account(meta.id, request.institution_id, { name: meta.name ?? 'x' }),
      );
      server.accounts = [...server.accounts, ...added];
      return {
        item_id: request.institution_id,
        institution_id: request.institution_id,
        institution_name: request.institution_name,
        accounts: added,
      };
    },
    removeAccounts: async (request) => {
      server.calls.push('remove');
      const items = request.items ?? [];
      const gone = server.accounts.filter(
        (a) =>
          items.includes(a.institution_id) ||
          Object.values(request.accounts ?? {})
            .flat()
            .includes(a.account_id),
      );
      server.accounts = server.accounts.filter((a) => !gone.includes(a));
      return { accounts_removed: gone.map((a) => a.account_id), items_removed: items };
    },
    syncAccounts: async (request) => {
      server.calls.push('sync');
      return {
        institution_id: request.institution_id,
        last_sync: '2026-11-23T10:00:00Z',
        transactions_upserted: 0,
        transactions_removed: 0,
        accounts: server.accounts.filter((a) => a.institution_id === request.institution_id),
      };
    },
    getCategorySummary: summary('category'),
    getMonthlySummary: summary('month'),
    getPayeeSummary: summary('payee'),
    getSpendingTrends: summary('trends'),
  };
  return server;
}

const ALICE = 'user-alice';
const BOB = 'user-bob';
const aliceAccounts = [account('a1', 'ins_1'), account('a2', 'ins_1'), account('a3', 'ins_2')];
const aliceTransactions = [transaction('t1', 'a1'), transaction('t2', 'a2'), transaction('t3', 'a3')];

/** Every state a store passes through, to show that something never appeared, not even for one update. */
function recordStates(store: FinancialStore): FinancialState[] {
  const states: FinancialState[] = [];
  store.subscribe((state) => states.push(state));
  return states;
}

const keyValue = () => createKeyValueStore('finance-tracker', 'keyval');

beforeEach(() => {
  // A new, empty IndexedDB for every test: each one starts as a browser that never ran the app.
  globalThis.indexedDB = new IDBFactory();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('fetching', () => {
  it('loads the six kinds in parallel, syncing, then records lastSync', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    const pending = store.getState().fetchAll();
    expect(store.getState().isSyncing).toBe(true);
    expect(store.getState().loading).toEqual({
      accounts: true,
      transactions: true,
      categorySummary: true,
      monthlySummary: true,
      payeeSummary: true,
      spendingTrends: true,
    });
    await pending;
    const state = store.getState();
    expect(server.calls.sort()).toEqual(['accounts', 'category', 'month', 'payee', 'transactions', 'trends']);
    expect(state.isSyncing).toBe(false);
    expect(state.lastSync).not.toBeNull();
    expect(state.syncError).toBeNull();
    expect(state.accounts).toHaveLength(3);
    expect(state.transactions).toHaveLength(3);
    expect(state.categorySummary).toEqual({ summary: ['category'] });
  });

  it('gives each failed kind its own error and the sync "Failed to sync data"', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    server.api.getTransactions = async () => {
      throw new Error('boom');
    };
    server.api.getPayeeSummary = async () => {
      throw new Error('boom');
    };
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchAll();
    const state = store.getState();
    expect(state.errors).toEqual({
      accounts: null,
      transactions: 'Failed to fetch transactions',
      categorySummary: null,
      monthlySummary: null,
      payeeSummary: 'Failed to fetch payee summary',
      spendingTrends: null,
    });
    expect(state.syncError).toBe('Failed to sync data');
    expect(state.lastSync).toBeNull();
    expect(state.loading.transactions).toBe(false);
  });

  it('keeps the transactions it holds when the server says they did not change', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const etags: (string | null | undefined)[] = [];
    server.api.getTransactions = async (_range, etag, limit) => {
      if (limit === undefined) etags.push(etag);
      return etag === 'v1' ? 'not-modified' : { transactions: aliceTransactions, etag: 'v1', total: 3 };
    };
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    const held = store.getState().transactions;
    await store.getState().fetchTransactions();
    expect(etags).toEqual([null, 'v1']);
    expect(store.getState().transactions).toBe(held);
  });
});

/** A promise to settle by hand, and a way to let every pending callback run. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first page while the whole set loads', () => {
  const many = Array.from({ length: 120 }, (_, index) => transaction(`t${index}`, 'a1'));

  /** A server whose whole-set answer waits until the test sends it. */
  function slowServer() {
    const server = fakeServer(aliceAccounts, many);
    const whole = deferred<Awaited<ReturnType<FinancialStoreApi['getTransactions']>>>();
    const quick = server.api.getTransactions;
    server.api.getTransactions = (range, etag, limit) =>
      limit === undefined ? whole.promise : quick(range, etag, limit);
    return { server, whole };
  }

  it('shows the newest 50 and the total at once with nothing stored, then swaps in the whole set', async () => {
    const { server, whole } = slowServer();
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    const loading = store.getState().fetchTransactions();
    await settle();
    expect(server.previews).toEqual([50]);
    expect(store.getState().transactionsPreview).toEqual({ transactions: many.slice(0, 50), total: 120 });
    expect(store.getState().transactions).toEqual([]);
    expect(store.getState().loading.transactions).toBe(true);

    whole.resolve({ transactions: many, etag: 'v1', total: 120 });
    await loading;
    expect(store.getState().transactions).toBe(many);
    expect(store.getState().transactionsPreview).toBeNull();
    await store.flush();
    // The first page is never stored as if it were the set.
    expect(await getKeyValue('financial-store/transactions', keyValue())).toHaveLength(120);
  });

  it('drops a first page that comes after the whole set, and keeps it beside the error when the set fails', async () => {
    const server = fakeServer(aliceAccounts, many);
    const preview = deferred<Awaited<ReturnType<FinancialStoreApi['getTransactions']>>>();
    const quick = server.api.getTransactions;
    server.api.getTransactions = (range, etag, limit) => (limit === undefined ? quick(range, etag) : preview.promise);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    preview.resolve({ transactions: many.slice(0, 50), etag: null, total: 120 });
    await settle();
    expect(store.getState().transactionsPreview).toBeNull();
    expect(store.getState().transactions).toHaveLength(120);

    const failing = slowServer();
    const other = createFinancialStore(failing.server.api);
    await other.setOwner(BOB);
    const loading = other.getState().fetchTransactions();
    await settle();
    failing.whole.reject(new Error('down'));
    await loading;
    expect(other.getState().errors.transactions).toBe('Failed to fetch transactions');
    expect(other.getState().transactionsPreview?.transactions).toHaveLength(50);
  });

  it('asks for no first page when a set is held: the conditional request refreshes it', async () => {
    const server = fakeServer(aliceAccounts, many);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    await store.getState().fetchTransactions();
    expect(server.previews).toEqual([50]);
    expect(server.calls).toEqual(['transactions', 'transactions']);
  });

  it("never shows one person's first page to the next", async () => {
    const { server } = slowServer();
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    const states = recordStates(store);
    void store.getState().fetchTransactions();
    const owning = store.setOwner(BOB);
    await settle();
    await owning;
    expect(states.some((s) => s.ownerId === BOB && s.transactionsPreview !== null)).toBe(false);
  });
});

/** A page load of Alice's that fetched everything and stored it. */
async function storeAlicesData() {
  const first = createFinancialStore(fakeServer(aliceAccounts, aliceTransactions).api);
  await first.setOwner(ALICE);
  await first.getState().fetchAll();
  await first.flush();
}

const aliceIds = new Set(aliceAccounts.map((a) => a.account_id));
const showsAlicesData = (state: FinancialState) =>
  state.accounts.some((a) => aliceIds.has(a.account_id)) || state.transactions.length > 0;

describe('persistence in IndexedDB', () => {
  it('restores the stored data on the next page load, before any fetch', async () => {
    await storeAlicesData();

    const server = fakeServer([], []);
    const reloaded = createFinancialStore(server.api);
    await reloaded.setOwner(ALICE);
    expect(reloaded.getState().hydrated).toBe(true);
    expect(reloaded.getState().accounts.map((a) => a.account_id)).toEqual(['a1', 'a2', 'a3']);
    expect(reloaded.getState().transactions).toHaveLength(3);
    expect(server.calls).toEqual([]);
    expect(await getKeyValue('financial-store/ownerId', keyValue())).toBe(ALICE);
  });

  it("never shows a previous person's rows to the next one, and deletes them", async () => {
    await storeAlicesData();

    const next = createFinancialStore(fakeServer([account('b1', 'ins_9')], []).api);
    const states = recordStates(next);
    await next.setOwner(BOB);
    await next.getState().fetchAll();
    expect(states.some(showsAlicesData)).toBe(false);
    expect(next.getState().accounts.map((a) => a.account_id)).toEqual(['b1']);
    await next.flush();
    expect(await getKeyValue('financial-store/ownerId', keyValue())).toBe(BOB);
    expect(await getKeyValue('financial-store/accounts', keyValue())).toEqual([account('b1', 'ins_9')]);
  });

  it('reads the stored copy before the owner is known (preload) and shows it to its owner only', async () => {
    await storeAlicesData();

    // Alice again: her rows straight from the read begun at page load, before any fetch.
    const server = fakeServer([], []);
    const reloaded = createFinancialStore(server.api);
    reloaded.preload();
    await settle();
    await setKeyValue('financial-store/lastSync', 'changed after the preload', keyValue());
    await reloaded.setOwner(ALICE);
    expect(reloaded.getState().transactions).toHaveLength(3);
    expect(reloaded.getState().lastSync).not.toBe('changed after the preload');
    expect(server.calls).toEqual([]);

    // Bob on the same browser: the preloaded copy is Alice's; he never sees it, not for one update, and it is deleted.
    const next = createFinancialStore(fakeServer([account('b1', 'ins_9')], []).api);
    const states = recordStates(next);
    next.preload();
    await settle();
    await next.setOwner(BOB);
    await next.getState().fetchAll();
    expect(states.some(showsAlicesData)).toBe(false);
    await next.flush();
    expect(await getKeyValue('financial-store/ownerId', keyValue())).toBe(BOB);
    expect(await getKeyValue('financial-store/transactions', keyValue())).toEqual([]);
  });

  it("drops one person's data from memory at once when another takes over the same page", async () => {
    const store = createFinancialStore(fakeServer(aliceAccounts, aliceTransactions).api);
    await store.setOwner(ALICE);
    await store.getState().fetchAll();
    const owning = store.setOwner(BOB);
    expect(store.getState().accounts).toEqual([]);
    expect(store.getState().transactions).toEqual([]);
    expect(store.getState().ownerId).toBe(BOB);
    await owning;
  });

  it('forgets everything on sign-out, in memory and in IndexedDB', async () => {
    const store = createFinancialStore(fakeServer(aliceAccounts, aliceTransactions).api);
    await store.setOwner(ALICE);
    await store.getState().fetchAll();
    await store.clear();
    expect(store.getState().accounts).toEqual([]);
    expect(store.getState().ownerId).toBeNull();
    expect(await getKeyValue('financial-store/accounts', keyValue())).toBeUndefined();
    expect(await getKeyValue('financial-store/ownerId', keyValue())).toBeUndefined();
  });

  it.each([
    ['accounts', 'Accounts data is invalid'],
    ['transactions', 'Transactions data is invalid'],
  ])('reloads everything when stored %s are not an array', async (field, message) => {
    const kv = keyValue();
    await setKeyValue('financial-store/version', 1, kv);
    await setKeyValue('financial-store/ownerId', ALICE, kv);
    await setKeyValue('financial-store/accounts', field === 'accounts' ? { broken: true } : aliceAccounts, kv);
    await setKeyValue('financial-store/transactions', field === 'transactions' ? 'broken' : aliceTransactions, kv);

    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    const states = recordStates(store);
    await store.setOwner(ALICE);
    expect(console.error).toHaveBeenCalledWith(`[financial-store] ${message}`);
    expect(states.some((s) => s.errors[field as 'accounts' | 'transactions'] === message)).toBe(true);
    expect(server.calls.sort()).toEqual(['accounts', 'category', 'month', 'payee', 'transactions', 'trends']);
    expect(Array.isArray(store.getState().accounts)).toBe(true);
    expect(store.getState().transactions).toHaveLength(3);
  });
});

describe('changes applied at once, then reloaded, reverted on failure', () => {
  it('removes accounts and their transactions before the server answers, then reloads', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchAll();
    server.calls.length = 0;
    const removing = store.getState().removeAccounts({ items: ['ins_2'], accounts: { ins_1: ['a1'] } });
    expect(store.getState().accounts.map((a) => a.account_id)).toEqual(['a2']);
    expect(store.getState().transactions.map((t) => t.transaction_id)).toEqual(['t2']);
    await expect(removing).resolves.toEqual({ accounts_removed: ['a1', 'a3'], items_removed: ['ins_2'] });
    expect(server.calls).toEqual(['remove', 'accounts', 'transactions']);
  });

  it('puts removed accounts back with "Failed to remove account" when the server refuses', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    server.api.removeAccounts = async () => {
      throw new Error('Bad Gateway');
    };
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchAll();
    await expect(store.getState().removeAccounts({ items: ['ins_1'], accounts: {} })).rejects.toThrow('Bad Gateway');
    expect(store.getState().accounts.map((a) => a.account_id)).toEqual(['a1', 'a2', 'a3']);
    expect(store.getState().transactions).toHaveLength(3);
    expect(store.getState().syncError).toBe('Failed to remove account');
  });

  it('shows linked accounts at once, then the server\'s, and reverts with "Failed to add accounts"', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchAccounts();
    const request = {
      public_token: 'public-x',
      institution_id: 'ins_3',
      institution_name: 'Bank 3',
      accounts: [{ id: 'n1', name: 'New checking', type: 'depository', subtype: 'checking', mask: '1111' }],
    };
    const adding = store.getState().addAccounts(request);
    expect(store.getState().accounts.find((a) => a.account_id === 'n1')).toMatchObject({
      name: 'New checking',
      institution_id: 'ins_3',
    });
    await adding;
    expect(store.getState().accounts.filter((a) => a.account_id === 'n1')).toHaveLength(1);

    server.api.exchangePublicToken = async () => {
      throw new Error('refused');
    };
    await expect(
      store.getState().addAccounts({ ...request, institution_id: 'ins_4', accounts: [{ id: 'n2' }] }),
    ).rejects.toThrow('refused');
    expect(store.getState().accounts.some((a) => a.account_id === 'n2')).toBe(false);
    expect(store.getState().syncError).toBe('Failed to add accounts');
  });

  it('refreshes an institution and says "Failed to update account" when it cannot', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchAll();
    server.accounts = server.accounts.map((a) =>
      a.account_id === 'a3' ? { ...a, balances: { ...a.balances, current: 7 } } : a,
    );
    await store.getState().updateAccounts({ institution_id: 'ins_2' });
    expect(store.getState().accounts.find((a) => a.account_id === 'a3')?.balances.current).toBe(7);

    server.api.syncAccounts = async () => {
      throw new Error('down');
    };
    await expect(store.getState().updateAccounts({ institution_id: 'ins_2' })).rejects.toThrow('down');
    expect(store.getState().syncError).toBe('Failed to update account');
  });
});

describe('the store on the bus', () => {
  const user = (id: string) =>
    authenticatedState(
      buildSessionUser(
        { sub: id, email: `${id}@example.com`, exp: 9_999_999_999, preferred_username: id },
        {
          needs_session_refresh: false,
          profile_completed: true,
          accounts_linked: true,
          user_id: id,
          given_name: 'A',
          family_name: 'B',
        },
      ),
    );

  it('follows the signed-in person and publishes its sync status', async () => {
    const bus = new EventBus('test');
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    const disconnect = connectStoreToBus(store, bus);
    bus.publish('auth', user(ALICE));
    await store.setOwner(ALICE);
    expect(store.getState().ownerId).toBe(ALICE);

    const syncing = store.getState().fetchAll();
    expect(bus.current('sync').isSyncing).toBe(true);
    await syncing;
    expect(bus.current('sync')).toEqual({ lastSync: store.getState().lastSync, isSyncing: false, syncError: null });

    bus.publish('auth', unauthenticatedState);
    await store.setOwner(null);
    expect(store.getState().ownerId).toBeNull();
    expect(store.getState().accounts).toEqual([]);
    disconnect();
  });
});
