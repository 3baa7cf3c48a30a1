import 'fake-indexeddb/auto';
import { get as getKeyValue, set as setKeyValue } from 'idb-keyval';
import {
  ALICE,
  BOB,
  account,
  aliceAccounts,
  aliceTransactions,
  fakeServer,
  inANewBrowserEachTest,
  keyValue,
  recordStates,
  settle,
  showsAlicesData,
  storeAlicesData,
  storedTransactions,
} from '../testing/financial-fakes';
import { CACHE_VERSION, createFinancialStore } from './financial-store';

inANewBrowserEachTest();

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

  it('shows the newest stored rows and how many there are while the rest is read, then the whole set', async () => {
    await storeAlicesData();

    const reloaded = createFinancialStore(fakeServer([], []).api);
    const states = recordStates(reloaded);
    await reloaded.setOwner(ALICE);
    const first = states.find((state) => state.transactionsPreview !== null);
    expect(first?.hydrated).toBe(false);
    expect(first?.transactionsPreview?.total).toBe(aliceTransactions.length);
    expect(first?.transactionsPreview?.transactions.map((t) => t.transaction_id)).toEqual(['t1', 't2', 't3']);
    expect(reloaded.getState()).toMatchObject({ hydrated: true, transactionsPreview: null });
    expect(reloaded.getState().transactions).toHaveLength(3);
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
    expect(await storedTransactions()).toEqual([]);
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
    await setKeyValue('financial-store/version', CACHE_VERSION, kv);
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
