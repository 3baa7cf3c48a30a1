import 'fake-indexeddb/auto';
import { ApiError } from '../api/api-client';
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
import type { Transaction } from '../types/entities';
import { dataKey } from '../query/query-keys';
import { createFinancialStore, type FinancialStore } from './financial-store';
import type { DataKind } from './financial-state';

inANewBrowserEachTest();

/** Alice's store with everything fetched, and the fake server behind it (its calls recorded from here on). */
async function alicesStore(transactions: Transaction[] = aliceTransactions) {
  const server = fakeServer(aliceAccounts, transactions);
  const store = createFinancialStore(server.api);
  await store.setOwner(ALICE);
  await store.getState().fetchAll();
  server.calls.length = 0;
  return { server, store };
}

/** Holds the server's answer to a change until the test lets it through. */
function held<T>(answer: () => Promise<T>) {
  const gate = deferred<void>();
  return {
    release: () => gate.resolve(),
    refuse: (error: unknown) => gate.reject(error),
    answer: async () => {
      await gate.promise;
      return answer();
    },
  };
}

/** The four summaries count corrected values: a change marks them stale (asked again where a page shows them). */
const summariesStale = (store: FinancialStore) =>
  ['categorySummary', 'monthlySummary', 'payeeSummary', 'spendingTrends'].every(
    (kind) => store.queryClient.getQueryState(dataKey(ALICE, kind as DataKind))?.isInvalidated,
  );
const ids = (transactions: Transaction[]) => transactions.map((t) => t.transaction_id);

describe('updating a transaction', () => {
  it('shows the change at once, then sends it once: no reload, the four summaries marked stale', async () => {
    const { server, store } = await alicesStore();
    const before = store.getState().transactions;
    const real = server.api.updateTransaction;
    const answer = held(() => real('t2', { category: 'cat_treats', display_name: 'Coffee with Sam' }));
    server.api.updateTransaction = answer.answer;

    const updating = store
      .getState()
      .updateTransaction('t2', { category: 'cat_treats', display_name: 'Coffee with Sam' });
    await settle();
    const shown = store.getState().transactions;
    expect(shown[1]).toMatchObject({
      transaction_id: 't2',
      personal_finance_category: { primary: 'cat_treats' },
      display_name: 'Coffee with Sam',
    });
    // One object replaced, the others as they were, in their order.
    expect(shown[0]).toBe(before[0]);
    expect(shown[2]).toBe(before[2]);

    answer.release();
    await expect(updating).resolves.toMatchObject({ transaction_id: 't2', display_name: 'Coffee with Sam' });
    // One request: the server's answer is the row as stored; the corrections event pulls anything else it moved.
    expect(server.calls).toEqual(['update']);
    expect(summariesStale(store)).toBe(true);
    expect(store.getState().transactions[1]).toMatchObject({ personal_finance_category: { primary: 'cat_treats' } });
    expect(store.getState().syncError).toBeNull();
  });

  it('puts it back with "Failed to update transaction" when the server refuses, and rejects with its reason', async () => {
    const { server, store } = await alicesStore();
    const before = store.getState().transactions;
    server.api.updateTransaction = async () => {
      throw new ApiError(400, 'Bad Request', { message: 'Unknown category' });
    };
    await expect(store.getState().updateTransaction('t1', { category: 'cat_gone' })).rejects.toThrow(
      'Unknown category',
    );
    expect(store.getState().transactions).toEqual(before);
    expect(store.getState().transactions[0]).toBe(before[0]);
    expect(store.getState().syncError).toBe('Failed to update transaction');
    // Nothing changed on the server: nothing to reload.
    expect(server.calls).toEqual([]);
  });

  it('shows a row a rule changed as the person\'s at once, and as the rule\'s again with "Failed to update transaction" when refused', async () => {
    const [first, ...others] = aliceTransactions;
    const { server, store } = await alicesStore([{ ...first!, rule_id: 'rule_coffee' }, ...others]);
    expect(store.getState().transactions[0]).toMatchObject({ transaction_id: 't1', rule_id: 'rule_coffee' });
    const answer = held(async (): Promise<never> => {
      throw new ApiError(400, 'Bad Request', { message: 'Unknown category' });
    });
    server.api.updateTransaction = answer.answer;
    const updating = store
      .getState()
      .updateTransaction('t1', { category: 'cat_gone' })
      .catch((error: unknown) => error);
    await settle();
    expect(store.getState().transactions[0]).toMatchObject({
      rule_id: null,
      personal_finance_category: { primary: 'cat_gone' },
    });
    answer.release();
    expect(await updating).toEqual(new ApiError(400, 'Bad Request', { message: 'Unknown category' }));
    expect(store.getState().transactions[0]).toMatchObject({ rule_id: 'rule_coffee' });
    expect(store.getState().syncError).toBe('Failed to update transaction');
  });

  it('undoes only its own change: another made meanwhile stays', async () => {
    const { server, store } = await alicesStore();
    const real = server.api.updateTransaction;
    const first = held(() => real('t1', { excluded: true }));
    server.api.updateTransaction = first.answer;
    const excluding = store
      .getState()
      .updateTransaction('t1', { excluded: true })
      .catch((error: unknown) => error);
    await settle();
    server.api.updateTransaction = real;
    await store.getState().updateTransaction('t3', { notes: 'dinner with the team' });

    first.refuse(new Error('Bad Gateway'));
    expect(await excluding).toEqual(new Error('Bad Gateway'));
    const [t1, , t3] = store.getState().transactions;
    expect(t1).toMatchObject({ excluded: false });
    expect(t3).toMatchObject({ notes: 'dinner with the team' });
    expect(store.getState().syncError).toBe('Failed to update transaction');
  });

  it('starts with no failure left from before, and a later success keeps it clear', async () => {
    const { server, store } = await alicesStore();
    const real = server.api.updateTransaction;
    server.api.updateTransaction = async () => {
      throw new Error('down');
    };
    await expect(store.getState().updateTransaction('t1', { excluded: true })).rejects.toThrow('down');
    expect(store.getState().syncError).toBe('Failed to update transaction');
    server.api.updateTransaction = real;
    const states = recordStates(store);
    await store.getState().updateTransaction('t1', { excluded: true });
    // The old failure goes before the change shows: never the two together.
    expect(states[0]!.syncError).toBeNull();
    expect(states.some((state) => state.transactions[0]!.excluded)).toBe(true);
    expect(store.getState().syncError).toBeNull();
  });

  it('is cheap at 50,000 transactions: one object replaced in a copy, the order kept, nothing sorted', async () => {
    const many = Array.from({ length: 50_000 }, (_, i) => ({
      ...transaction(`t${i}`, 'a1'),
      date: `2026-${String(12 - Math.floor(i / 5000)).padStart(2, '0')}-01`,
    }));
    const { server, store } = await alicesStore(many);
    const before = store.getState().transactions;
    server.api.updateTransaction = (_id, _patch, { signal } = {}) =>
      new Promise<never>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)));
    const sort = jest.spyOn(Array.prototype, 'sort');
    const updating = store
      .getState()
      .updateTransaction('t25000', { excluded: true })
      .catch(() => undefined);
    await settle();
    const shown = store.getState().transactions;
    // Nothing sorted the set (what else ran meanwhile, IndexedDB's copy, may sort its own short lists).
    expect(sort.mock.contexts.filter((list) => (list as unknown[]).length >= 50_000)).toHaveLength(0);
    sort.mockRestore();
    expect(shown).toHaveLength(50_000);
    const changed = shown.flatMap((t, i) => (t === before[i] ? [] : [i]));
    expect(changed).toEqual([25_000]);
    expect(shown[25_000]).toMatchObject({ transaction_id: 't25000', excluded: true });
    // Signed out before the answer: the 50,000 rows are not written to IndexedDB again.
    await store.clear();
    await updating;
  });
});

describe('adding a manual transaction', () => {
  const cash = { account_id: 'a1', date: '2026-11-05', amount: 20, description: 'Farmers market', notes: 'cash' };

  it("shows it at once in its date's place, then the server's (with its id), with one request", async () => {
    const { server, store } = await alicesStore();
    const real = server.api.addTransaction;
    const answer = held(() => real(cash));
    server.api.addTransaction = answer.answer;

    const adding = store.getState().addTransaction(cash);
    await settle();
    const [first, ...rest] = store.getState().transactions;
    expect(first).toMatchObject({
      name: 'Farmers market',
      amount: 20,
      manual: true,
      notes: 'cash',
      account_name: 'Account a1',
      date: '2026-11-05',
    });
    expect(ids(rest)).toEqual(['t1', 't2', 't3']);

    answer.release();
    const stored = await adding;
    expect(stored).toMatchObject({ transaction_id: 'manual-4', manual: true });
    expect(ids(store.getState().transactions)).toEqual(['manual-4', 't1', 't2', 't3']);
    expect(server.calls).toEqual(['add']);
    expect(summariesStale(store)).toBe(true);
  });

  it('takes it away again with "Failed to add transaction" when the server refuses', async () => {
    const { server, store } = await alicesStore();
    server.api.addTransaction = async () => {
      throw new ApiError(400, 'Bad Request', { message: 'Account not found' });
    };
    await expect(store.getState().addTransaction(cash)).rejects.toThrow('Account not found');
    expect(ids(store.getState().transactions)).toEqual(['t1', 't2', 't3']);
    expect(store.getState().syncError).toBe('Failed to add transaction');
  });

  it("keeps the server's row, never the placeholder, when a pull under way lands after the answer", async () => {
    const { server, store } = await alicesStore();
    const gate = deferred<void>();
    const pull = server.api.getTransactionChanges;
    server.api.getTransactionChanges = async (cursor, options) => {
      const page = await pull(cursor, options);
      await gate.promise;
      return page;
    };
    const pulling = store.getState().fetchTransactions();
    await settle();
    await store.getState().addTransaction(cash);
    gate.resolve();
    await pulling;
    expect(ids(store.getState().transactions)).toEqual(['manual-4', 't1', 't2', 't3']);
  });

  it('holds it once when a reload brought it before the answer did', async () => {
    const { server, store } = await alicesStore();
    const real = server.api.addTransaction;
    server.api.addTransaction = async (body) => {
      const stored = await real(body);
      // Another tab's live event reloads the transactions first.
      await store.getState().fetchTransactions();
      return stored;
    };
    await store.getState().addTransaction(cash);
    expect(ids(store.getState().transactions)).toEqual(['manual-4', 't1', 't2', 't3']);
  });
});

describe('removing a manual transaction', () => {
  it('takes it away at once, with one request', async () => {
    const manual = { ...transaction('manual-9', 'a1'), manual: true };
    const { server, store } = await alicesStore([...aliceTransactions, manual]);
    const real = server.api.removeTransaction;
    const answer = held(() => real('manual-9'));
    server.api.removeTransaction = answer.answer;
    const removing = store.getState().removeTransaction('manual-9');
    await settle();
    expect(ids(store.getState().transactions)).toEqual(['t1', 't2', 't3']);
    answer.release();
    await expect(removing).resolves.toBeUndefined();
    expect(server.calls).toEqual(['remove transaction']);
    expect(summariesStale(store)).toBe(true);
    expect(ids(store.getState().transactions)).toEqual(['t1', 't2', 't3']);
  });

  it('puts one from the bank back where it was, with "Failed to update transaction" and the server\'s reason', async () => {
    const { store } = await alicesStore();
    const before = store.getState().transactions;
    await expect(store.getState().removeTransaction('t2')).rejects.toThrow(
      'A transaction from the bank cannot be removed; exclude it instead',
    );
    expect(store.getState().transactions).toEqual(before);
    expect(store.getState().syncError).toBe('Failed to update transaction');
  });
});

describe('a fetch that lands while a change is under way', () => {
  // Another tab's live event, or the reload of the change just before, brings the server's transactions from before
  // this change reached it.
  it("keeps showing an edit until its own reload, and shows the server's value once the edit is refused", async () => {
    const { server, store } = await alicesStore();
    const answer = held(async (): Promise<never> => {
      throw new ApiError(400, 'Bad Request', { message: 'Unknown category' });
    });
    server.api.updateTransaction = answer.answer;
    const updating = store.getState().updateTransaction('t2', { category: 'cat_gone', notes: 'x' });
    // Meanwhile the row's display name changed in another tab.
    server.transactions = server.transactions.map((t) =>
      t.transaction_id === 't2' ? { ...t, display_name: 'Shoes' } : t,
    );
    await store.getState().fetchTransactions();
    expect(store.getState().transactions[1]).toMatchObject({
      personal_finance_category: { primary: 'cat_gone' },
      notes: 'x',
      display_name: 'Shoes',
    });

    answer.release();
    await expect(updating).rejects.toThrow('Unknown category');
    expect(store.getState().transactions[1]).toMatchObject({
      personal_finance_category: { primary: 'GENERAL_MERCHANDISE' },
      notes: null,
      display_name: 'Shoes',
    });
    await store.getState().fetchTransactions();
    expect(store.getState().transactions[1]).toMatchObject({
      personal_finance_category: { primary: 'GENERAL_MERCHANDISE' },
    });
  });

  it('keeps showing a transaction being added, once, and one being removed as gone', async () => {
    const manual = { ...transaction('manual-9', 'a1'), manual: true };
    const { server, store } = await alicesStore([...aliceTransactions, manual]);
    const add = server.api.addTransaction;
    const remove = server.api.removeTransaction;
    const adding = held(() => add({ account_id: 'a2', date: '2026-11-04', amount: 8, description: 'Parking' }));
    const removing = held(() => remove('manual-9'));
    server.api.addTransaction = adding.answer;
    server.api.removeTransaction = removing.answer;
    const changes = Promise.all([
      store.getState().addTransaction({ account_id: 'a2', date: '2026-11-04', amount: 8, description: 'Parking' }),
      store.getState().removeTransaction('manual-9'),
    ]);
    await store.getState().fetchTransactions();
    const names = () => store.getState().transactions.map((t) => t.name);
    expect(names()).toEqual(['Parking', 'SHOP', 'SHOP', 'SHOP']);

    adding.release();
    removing.release();
    await changes;
    expect(ids(store.getState().transactions)).toEqual(['manual-5', 't1', 't2', 't3']);
  });

  it("never lays a previous person's change over the next one's transactions", async () => {
    const { server, store } = await alicesStore();
    // A request already on its way when Alice signs out: it never settles.
    server.api.updateTransaction = () => new Promise<never>(() => undefined);
    void store.getState().updateTransaction('t1', { display_name: "Alice's name for it" });
    await settle();
    await store.setOwner(BOB);
    await store.getState().fetchTransactions();
    expect(store.getState().transactions[0]).toMatchObject({ transaction_id: 't1', display_name: null });
  });
});

describe('the copy in IndexedDB', () => {
  it('follows each change, and its undoing', async () => {
    const { server, store } = await alicesStore();
    await store.getState().updateTransaction('t1', { display_name: 'Groceries' });
    await store.flush();
    expect((await storedTransactions())?.[0]).toMatchObject({ transaction_id: 't1', display_name: 'Groceries' });

    const gate = held(async () => {
      throw new Error('refused');
    });
    server.api.updateTransaction = gate.answer;
    const updating = store
      .getState()
      .updateTransaction('t1', { display_name: 'Treats' })
      .catch(() => undefined);
    await settle();
    await store.flush();
    expect((await storedTransactions())?.[0]).toMatchObject({ display_name: 'Treats' });
    gate.release();
    await updating;
    await store.flush();
    expect((await storedTransactions())?.[0]).toMatchObject({ display_name: 'Groceries' });

    // The next visit reads the change back before anything is fetched.
    const next = createFinancialStore(fakeServer([], []).api);
    await next.setOwner(ALICE);
    expect(next.getState().transactions[0]).toMatchObject({ display_name: 'Groceries' });
  });
});

describe('a change the server works out (a rule, a bulk change, a transfer)', () => {
  it("sends its requests with the person's signal, then pulls the transactions' changes and marks the summaries stale", async () => {
    const { server, store } = await alicesStore();
    const signals: (AbortSignal | undefined)[] = [];
    const result = await store.getState().changeOnServer(async ({ signal }) => {
      signals.push(signal);
      server.calls.push('rule');
      return 7;
    });
    expect(result).toBe(7);
    expect(signals.every((signal) => signal instanceof AbortSignal && !signal.aborted)).toBe(true);
    expect(signals).toHaveLength(1);
    expect(server.calls).toEqual(['rule', 'changes']);
    expect(summariesStale(store)).toBe(true);
  });

  it("pulls after a refusal too (a part may have gone through), rejects with the server's error, and sets no syncError", async () => {
    const { server, store } = await alicesStore();
    const refusal = new ApiError(400, 'Bad Request', { message: 'Unknown category' });
    await expect(
      store.getState().changeOnServer(async () => {
        server.calls.push('bulk');
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(server.calls).toEqual(['bulk', 'changes']);
    expect(store.getState().syncError).toBeNull();
  });
});

describe('signing out while a change is under way', () => {
  it('cancels the request; nothing of the person is put back, no failure shows, the promise rejects', async () => {
    const { server, store } = await alicesStore();
    const signals: AbortSignal[] = [];
    /** A request that never answers: only its signal ends it, as the browser's fetch does. */
    const hangs = (signal?: AbortSignal) =>
      new Promise<never>((_resolve, reject) => {
        signals.push(signal!);
        signal!.addEventListener('abort', () => reject(signal!.reason as Error));
      });
    server.api.updateTransaction = (_id, _patch, { signal } = {}) => hangs(signal);
    server.api.addTransaction = (_body, { signal } = {}) => hangs(signal);
    server.api.removeTransaction = (_id, { signal } = {}) => hangs(signal);
    const failures = Promise.all(
      [
        store.getState().updateTransaction('t1', { excluded: true }),
        store.getState().addTransaction({ account_id: 'a1', date: '2026-11-02', amount: 3, description: 'Tip' }),
        store.getState().removeTransaction('t3'),
        store.getState().changeOnServer(({ signal }) => hangs(signal)),
      ].map((change) =>
        change.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    );

    // The four requests are on their way.
    await settle();
    const states = recordStates(store);
    const calls = server.calls.length;
    await store.clear();
    expect(signals).toHaveLength(4);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    for (const failure of await failures) expect(failure).toMatchObject({ name: 'AbortError' });
    expect(states.every((state) => state.transactions.length === 0 && state.syncError === null)).toBe(true);
    expect(store.getState()).toMatchObject({ ownerId: null, transactions: [], syncError: null });
    // Nothing was reloaded for the person who left.
    expect(server.calls).toHaveLength(calls);
    await store.flush();
    expect(await storedTransactions()).toBeUndefined();
  });
});

describe('splitting a transaction', () => {
  // A $50.00 purchase at the top of the set, split into $30.00 of groceries and $20.00 of household goods.
  const whole = { ...transaction('t0', 'a1'), date: '2026-11-02', amount: 50 };
  const parts = [
    { amount: 30, category: 'FOOD_AND_DRINK' },
    { amount: 20, notes: 'soap' },
  ];
  const splitStore = () => alicesStore([whole, ...aliceTransactions]);

  it('shows nothing before the server answers, then the whole marked split with its parts after it', async () => {
    const { server, store } = await splitStore();
    const before = store.getState().transactions;
    const real = server.api.splitTransaction;
    const answer = held(() => real('t0', { parts }));
    server.api.splitTransaction = answer.answer;

    const splitting = store.getState().splitTransaction('t0', parts);
    await settle();
    expect(store.getState().transactions).toBe(before);

    answer.release();
    const split = await splitting;
    expect(split.transaction).toMatchObject({ transaction_id: 't0', split: 'split', split_of: null });
    expect(split.parts).toMatchObject([
      { split_of: 't0', split: 'split', amount: 30, personal_finance_category: { primary: 'FOOD_AND_DRINK' } },
      { split_of: 't0', split: 'split', amount: 20, notes: 'soap' },
    ]);
    const shown = store.getState().transactions;
    expect(ids(shown)).toEqual(['t0', ...ids(split.parts), 't1', 't2', 't3']);
    expect(shown[0]).toMatchObject({ split: 'split' });
    // The untouched rows keep their objects.
    expect(shown.slice(3)).toEqual(before.slice(1));
    expect(shown[3]).toBe(before[1]);
    expect(server.calls).toEqual(['split']);
    expect(summariesStale(store)).toBe(true);
    expect(store.getState().syncError).toBeNull();
  });

  it('changes nothing when the changes feed brings the same rows again', async () => {
    const { store } = await splitStore();
    await store.getState().splitTransaction('t0', parts);
    const shown = store.getState().transactions;
    await store.getState().followChanges();
    expect(store.getState().transactions).toEqual(shown);
  });

  it("replaces a split one's parts with the new ones", async () => {
    const { store } = await splitStore();
    const first = await store.getState().splitTransaction('t0', parts);
    const again = await store.getState().splitTransaction('t0', [{ amount: 25 }, { amount: 15 }, { amount: 10 }]);
    const shown = store.getState().transactions;
    expect(ids(shown)).toEqual(['t0', ...ids(again.parts), 't1', 't2', 't3']);
    expect(shown.some((t) => ids(first.parts).includes(t.transaction_id))).toBe(false);
    await store.getState().followChanges();
    expect(store.getState().transactions).toEqual(shown);
  });

  it('changes nothing and says "Failed to update transaction" when refused, rejecting with the server\'s reason', async () => {
    const { server, store } = await splitStore();
    const before = store.getState().transactions;
    const refusal = await store
      .getState()
      .splitTransaction('t0', [{ amount: 30 }, { amount: 10 }])
      .catch((error: unknown) => error);
    expect(refusal).toEqual(new ApiError(400, '', { message: 'The parts must add up to the transaction' }));
    expect(store.getState().transactions).toBe(before);
    expect(store.getState().syncError).toBe('Failed to update transaction');
    expect(server.calls).toEqual(['split']);
  });

  it('makes it whole again: its parts gone, the whole no longer split; the feed bringing it again changes nothing', async () => {
    const { server, store } = await splitStore();
    await store.getState().splitTransaction('t0', parts);
    server.calls.length = 0;
    await expect(store.getState().unsplitTransaction('t0')).resolves.toMatchObject({
      transaction_id: 't0',
      split: null,
    });
    const shown = store.getState().transactions;
    expect(ids(shown)).toEqual(['t0', 't1', 't2', 't3']);
    expect(shown[0]).toMatchObject({ split: null });
    expect(server.calls).toEqual(['unsplit']);
    await store.getState().followChanges();
    expect(store.getState().transactions).toEqual(shown);
  });

  it('keeps the split as it was when the unsplit is refused, with "Failed to update transaction"', async () => {
    const { server, store } = await splitStore();
    await store.getState().splitTransaction('t0', parts);
    const before = store.getState().transactions;
    server.api.unsplitTransaction = async () => {
      throw new ApiError(503, 'Service Unavailable', {});
    };
    await expect(store.getState().unsplitTransaction('t0')).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().transactions).toBe(before);
    expect(store.getState().syncError).toBe('Failed to update transaction');
  });
});
