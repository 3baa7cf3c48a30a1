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
