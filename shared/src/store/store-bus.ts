// Ties the financial store to the session: it is always the signed-in person's, it is emptied on sign-out, and its
// sync status goes out on the bus for every app.
import type { EventBus } from '../bus/event-bus';
import type { SyncStatus } from '../types/entities';
import type { FinancialStore } from './financial-store';

/** Follows the 'auth' channel and publishes the store's sync status on the 'sync' channel. Returns the unsubscribe. */
export function connectStoreToBus(store: FinancialStore, bus: EventBus): () => void {
  const auth = bus.select('auth').subscribe((state) => {
    if (state.isLoading) return;
    void store.setOwner(state.isAuthenticated && state.user ? state.user.user_id : null);
  });
  let last: SyncStatus = bus.current('sync');
  const publish = () => {
    const { lastSync, isSyncing, syncError } = store.getState();
    if (lastSync === last.lastSync && isSyncing === last.isSyncing && syncError === last.syncError) return;
    last = { lastSync, isSyncing, syncError };
    bus.publish('sync', last);
  };
  const unsubscribeStore = store.subscribe(publish);
  return () => {
    auth.unsubscribe();
    unsubscribeStore();
  };
}
