// Whose store it is: setOwner ends the current owner session (cancelling its requests) and starts the next, which
// empties the state at once and then reads back its owner's cache. A cache left by anyone else is removed, never shown.
import type { StoreApi } from 'zustand/vanilla';
import { INVALID_DATA_ERRORS, emptyData, emptyState, type FinancialData, type FinancialState } from './financial-state';
import type { FieldStorage } from './idb-storage';
import { OwnerSession } from './owner-session';

export interface Ownership {
  /** The session every request is made for now. */
  current(): OwnerSession;
  /** Makes the store this person's (null: nobody's); resolves once their cache has been read. */
  setOwner(userId: string | null): Promise<void>;
}

/** The kinds whose cached value is not what the store holds, with the texts that say so. */
function invalidKinds(cached: FinancialData): Partial<Record<'accounts' | 'transactions', string>> {
  const invalid: Partial<Record<'accounts' | 'transactions', string>> = {};
  if (!Array.isArray(cached.accounts)) invalid.accounts = INVALID_DATA_ERRORS.accounts;
  if (!Array.isArray(cached.transactions)) invalid.transactions = INVALID_DATA_ERRORS.transactions;
  return invalid;
}

/** Fills a new session's state from its owner's cache; `reload` fetches everything when that cache is unusable. */
async function hydrate(
  session: OwnerSession,
  storage: FieldStorage<FinancialData>,
  reload: (session: OwnerSession) => Promise<void>,
): Promise<void> {
  const { ownerId } = session;
  session.set(emptyState(ownerId));
  if (ownerId === null) {
    await storage.remove(session.signal);
    session.set({ hydrated: true });
    return;
  }
  // The newest transactions show as soon as their chunk is read, with how many there are, while the rest is read.
  const cached = await storage
    .read(session.signal, ({ values, rows }) => {
      const { ownerId: owner, transactions } = values;
      const total = rows.transactions;
      if (owner !== ownerId || total === undefined || !Array.isArray(transactions)) return;
      session.set((state) => (state.hydrated ? null : { transactionsPreview: { transactions, total } }));
    })
    .catch(() => null);
  if (cached && cached.ownerId !== ownerId) {
    // Left behind by someone who did not sign out: it is not this person's to see, nor to keep.
    await storage.remove(session.signal);
    session.set({ hydrated: true, transactionsPreview: null });
    return;
  }
  const invalid = cached ? invalidKinds(cached) : {};
  if (Object.keys(invalid).length === 0) {
    session.set({ ...cached, hydrated: true, transactionsPreview: null });
    return;
  }
  if (
    !session.set((state) => ({
      ...emptyData(ownerId),
      hydrated: true,
      transactionsPreview: null,
      errors: { ...state.errors, ...invalid },
    }))
  )
    return;
  for (const message of Object.values(invalid)) console.error(`[financial-store] ${message}`);
  await reload(session);
}

export function createOwnership(
  store: StoreApi<FinancialState>,
  storage: FieldStorage<FinancialData>,
  reload: (session: OwnerSession) => Promise<void>,
): Ownership {
  // Before setOwner, requests belong to nobody's session, and nothing has been read.
  let session = new OwnerSession(null, store);
  let ready: Promise<void> | null = null;

  return {
    current: () => session,

    setOwner(userId) {
      // The same person announced twice is read once.
      if (ready && session.ownerId === userId) return ready;
      session.end();
      session = new OwnerSession(userId, store);
      ready = hydrate(session, storage, reload);
      return ready;
    },
  };
}
