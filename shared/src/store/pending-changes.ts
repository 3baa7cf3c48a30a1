// The changes of transactions still under way, laid over every transactions fetch that lands meanwhile: the fetch may
// have been answered before the change reached the server (another tab's live event, the reload of the change just
// before), and a row the person just edited must not flicker back to its old value until the change's own reload.
import type { Transaction } from '../contracts';
import type { OwnerSession } from './owner-session';

/** What a change does to a list of transactions; the same list when it has nothing to do. */
export type ListChange = (transactions: Transaction[]) => Transaction[];

export interface PendingChanges {
  /** Holds a change of the session until the returned release is called. */
  hold(session: OwnerSession, change: ListChange): () => void;
  /** The fetched transactions with the session's changes under way applied, in the order they were made. */
  over(session: OwnerSession, transactions: Transaction[]): Transaction[];
}

export function createPendingChanges(): PendingChanges {
  const held = new Set<{ session: OwnerSession; change: ListChange }>();
  return {
    hold(session, change) {
      const entry = { session, change };
      held.add(entry);
      return () => void held.delete(entry);
    },
    over(session, transactions) {
      let next = transactions;
      // Only the session's own: a previous person's change (its request aborted) never reaches the next one's data.
      for (const entry of held) if (entry.session === session) next = entry.change(next);
      return next;
    },
  };
}
