import 'fake-indexeddb/auto';
import { EventBus } from '../bus/event-bus';
import { authenticatedState, buildSessionUser, unauthenticatedState } from '../session/session-user';
import { ALICE, aliceAccounts, aliceTransactions, fakeServer, inANewBrowserEachTest } from '../testing/financial-fakes';
import { createFinancialStore } from './financial-store';
import { connectStoreToBus } from './store-bus';

inANewBrowserEachTest();

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
