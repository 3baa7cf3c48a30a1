import 'fake-indexeddb/auto';
import { ALICE, aliceAccounts, aliceTransactions, fakeServer, inANewBrowserEachTest } from '../testing/financial-fakes';
import { createFinancialStore } from './financial-store';

inANewBrowserEachTest();

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
    // Then the accounts again, and the transactions' changes since the held cursor (not the whole set).
    expect(server.calls).toEqual(['remove', 'accounts', 'changes']);
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

describe('accounts kept by hand', () => {
  const wallet = { name: 'Wallet', kind: 'cash', iso_currency_code: 'USD', opening_balance: 100 } as const;

  it('lists a new one once the server has answered, and says "Failed to add account" when it refuses', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchAll();
    server.calls.length = 0;
    const created = await store.getState().createHandKeptAccount(wallet);
    expect(created).toMatchObject({ name: 'Wallet', institution_id: 'kept_by_hand', kept_by_hand: true });
    expect(store.getState().accounts.map((a) => a.account_id)).toEqual(['a1', 'a2', 'a3', created.account_id]);
    expect(server.calls).toEqual(['create-account', 'accounts']);

    await expect(store.getState().createHandKeptAccount({ ...wallet, name: 'refused' })).rejects.toThrow(
      'A person keeps at most 50 accounts by hand',
    );
    expect(store.getState().accounts).toHaveLength(4);
    expect(store.getState().syncError).toBe('Failed to add account');
  });

  it('renames one at once, its transactions too, and puts the name back with "Failed to rename account"', async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchAll();
    const id = (await store.getState().createHandKeptAccount(wallet)).account_id;
    await store.getState().addTransaction({ account_id: id, date: '2026-11-20', amount: 12.34, description: 'Lunch' });
    const renaming = store.getState().renameHandKeptAccount(id, 'Pocket');
    expect(store.getState().accounts.find((a) => a.account_id === id)?.name).toBe('Pocket');
    expect(store.getState().transactions.find((t) => t.account_id === id)?.account_name).toBe('Pocket');
    await renaming;
    expect(store.getState().accounts.find((a) => a.account_id === id)?.name).toBe('Pocket');

    server.api.renameHandKeptAccount = async () => {
      throw new Error('Account not found');
    };
    await expect(store.getState().renameHandKeptAccount(id, 'Gone')).rejects.toThrow('Account not found');
    expect(store.getState().accounts.find((a) => a.account_id === id)?.name).toBe('Pocket');
    expect(store.getState().transactions.find((t) => t.account_id === id)?.account_name).toBe('Pocket');
    expect(store.getState().syncError).toBe('Failed to rename account');
  });

  it("fetches the accounts again after a manual transaction in one kept by hand (the server sums its balance), not in a bank's", async () => {
    const server = fakeServer(aliceAccounts, aliceTransactions);
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchAll();
    const id = (await store.getState().createHandKeptAccount(wallet)).account_id;
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    server.calls.length = 0;
    await store.getState().addTransaction({ account_id: 'a1', date: '2026-11-20', amount: 5, description: 'Bank' });
    await settled();
    expect(server.calls).not.toContain('accounts');
    const added = await store
      .getState()
      .addTransaction({ account_id: id, date: '2026-11-20', amount: 12.34, description: 'Wallet purchase' });
    await settled();
    expect(server.calls.filter((call) => call === 'accounts')).toHaveLength(1);
    await store.getState().removeTransaction(added.transaction_id);
    await settled();
    expect(server.calls.filter((call) => call === 'accounts')).toHaveLength(2);
  });
});
