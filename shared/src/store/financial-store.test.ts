import 'fake-indexeddb/auto';
import {
  ALICE,
  BOB,
  aliceAccounts,
  aliceTransactions,
  deferred,
  fakeServer,
  inANewBrowserEachTest,
  recordStates,
  settle,
  storedTransactions,
  transaction,
} from '../testing/financial-fakes';
import { correctionsKey, summariesKey, workedOutKey } from '../query/query-keys';
import { createFinancialStore } from './financial-store';
import type { FinancialStoreApi } from './store-api';

inANewBrowserEachTest();

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

  it('pulls only what changed since the held cursor: the held list itself when nothing did', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    const held = store.getState().transactions;
    const states = recordStates(store);

    await store.getState().fetchTransactions();
    expect(server.calls).toEqual(['transactions', 'changes']);
    expect(store.getState().transactions).toBe(held);
    expect(states.every((state) => state.transactions === held)).toBe(true);
  });

  it('replaces only the changed, adds the new and drops the removed, keeping every other object', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    const held = store.getState().transactions;

    const added = { ...transaction('t4', 'a1'), date: '2026-11-20' };
    server.transactions = [added, { ...aliceTransactions[0]!, display_name: 'Renamed' }, aliceTransactions[1]!];
    await store.getState().fetchTransactions();
    const [t4, t1, t2, ...rest] = store.getState().transactions;
    expect(t4).toEqual(added);
    expect(t1).toMatchObject({ transaction_id: 't1', display_name: 'Renamed' });
    expect(t2).toBe(held[1]);
    expect(rest).toEqual([]);
    expect(server.calls).toEqual(['transactions', 'changes']);
    expect(store.getState().transactionsCursor).toBe('cursor-2');
  });

  it('drops rows older than the window on a pull, once the day has moved past them', async () => {
    const old = { ...transaction('t0', 'a1'), date: '2000-01-01' };
    const server = fakeServer(aliceAccounts, [...aliceTransactions, old]);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    expect(store.getState().transactions).toHaveLength(4);
    await store.getState().fetchTransactions();
    expect(store.getState().transactions.map((t) => t.transaction_id)).toEqual(['t1', 't2', 't3']);
  });

  it('loads the whole set again when the API can no longer bring the held cursor up to date (410)', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    server.cursors.clear();
    server.transactions = [aliceTransactions[2]!];
    await store.getState().fetchTransactions();
    expect(server.calls).toEqual(['transactions', 'changes', 'transactions']);
    expect(store.getState().transactions).toEqual([aliceTransactions[2]]);
    expect(store.getState().errors.transactions).toBeNull();
  });

  it('follows a change after a pull under way: that pull may have been answered before it', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    const gate = deferred<void>();
    const pull = server.api.getTransactionChanges;
    server.api.getTransactionChanges = async (cursor, options) => {
      const page = await pull(cursor, options);
      await gate.promise;
      return page;
    };
    const first = store.getState().fetchTransactions();
    await settle();
    // Changed after the pull under way was answered, as the event says.
    server.transactions = [{ ...aliceTransactions[0]!, notes: 'later' }, ...aliceTransactions.slice(1)];
    const following = Promise.all([store.getState().followChanges(), store.getState().followChanges()]);
    gate.resolve();
    await Promise.all([first, following]);
    expect(store.getState().transactions[0]).toMatchObject({ notes: 'later' });
    // The pull under way, then one more for both events.
    expect(server.calls).toEqual(['transactions', 'changes', 'changes']);
  });
});

describe('two tabs of one person', () => {
  it('follows a correction made in the other tab with one pull of the changes: that row replaced, every other kept', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const [first, second] = [createFinancialStore(server.api), createFinancialStore(server.api)];
    await first.setOwner(ALICE);
    await second.setOwner(ALICE);
    await Promise.all([first.getState().fetchTransactions(), second.getState().fetchTransactions()]);
    const held = second.getState().transactions;
    server.calls.length = 0;

    await first.getState().updateTransaction('t2', { notes: 'from the first tab' });
    // The API's `corrections` event reaches the second tab, whose live updates follow it.
    await second.getState().followChanges();
    expect(server.calls).toEqual(['update', 'changes']);
    const [t1, t2, t3] = second.getState().transactions;
    expect(t2).toMatchObject({ transaction_id: 't2', notes: 'from the first tab' });
    expect([t1, t3]).toEqual([held[0], held[2]]);
    expect(t1).toBe(held[0]);
    expect(t3).toBe(held[2]);
  });

  it("marks what the person's corrections change besides the rows stale on following them: categories, counts, rules", async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    const held = [
      correctionsKey(ALICE, 'categories'),
      correctionsKey(ALICE, 'category-counts'),
      ['person', ALICE, 'x'],
    ];
    for (const key of held) store.queryClient.setQueryData(key, ['held']);
    await store.getState().followChanges();
    expect(held.map((key) => store.queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, false]);
  });
  it("marks only what a sync's end works out stale on an insights event: streams and insights, not the rows nor the rest", async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    const held = [
      [...workedOutKey(ALICE), 'insights', '2026-11-20'],
      [...workedOutKey(ALICE), 'recurring', '2026-11-20'],
      [...summariesKey(ALICE), 'budget'],
      correctionsKey(ALICE, 'categories'),
      [...workedOutKey('bob'), 'insights', '2026-11-20'],
    ];
    for (const key of held) store.queryClient.setQueryData(key, ['held']);
    const pulls = server.calls.length;
    await store.getState().followWorkedOut();
    expect(held.map((key) => store.queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(server.calls.length).toBe(pulls);
  });
});

describe('the first page while the whole set loads', () => {
  const many = Array.from({ length: 120 }, (_, index) => transaction(`t${index}`, 'a1'));

  /** A server whose whole-set answer waits until the test sends it. */
  function slowServer() {
    const server = fakeServer(aliceAccounts, many);
    const whole = deferred<Awaited<ReturnType<FinancialStoreApi['getTransactions']>>>();
    const quick = server.api.getTransactions;
    server.api.getTransactions = (range, request = {}) =>
      request.limit === undefined ? whole.promise : quick(range, request);
    return { server, whole };
  }

  it('asks for the newest 50 before the whole set, so that a server answering one query at a time builds them first', async () => {
    const server = fakeServer(aliceAccounts, many);
    const asked: string[] = [];
    const answer = server.api.getTransactions;
    server.api.getTransactions = (range, request = {}) => {
      asked.push(request.limit === undefined ? 'whole set' : `newest ${request.limit}`);
      return answer(range, request);
    };
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    expect(asked).toEqual(['newest 50', 'whole set']);
  });

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

    whole.resolve({ transactions: many, cursor: 'c1', total: 120 });
    await loading;
    expect(store.getState().transactions).toBe(many);
    expect(store.getState().transactionsPreview).toBeNull();
    await store.flush();
    // The first page is never stored as if it were the set.
    expect(await storedTransactions()).toHaveLength(120);
  });

  it('drops a first page that comes after the whole set, and keeps it beside the error when the set fails', async () => {
    const server = fakeServer(aliceAccounts, many);
    const preview = deferred<Awaited<ReturnType<FinancialStoreApi['getTransactions']>>>();
    const quick = server.api.getTransactions;
    server.api.getTransactions = (range, request = {}) =>
      request.limit === undefined ? quick(range, request) : preview.promise;
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    preview.resolve({ transactions: many.slice(0, 50), cursor: null, total: 120 });
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

  it('asks for no first page when a set is held: its changes are pulled', async () => {
    const server = fakeServer(aliceAccounts, many);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    await store.getState().fetchTransactions();
    expect(server.previews).toEqual([50]);
    expect(server.calls).toEqual(['transactions', 'changes']);
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
