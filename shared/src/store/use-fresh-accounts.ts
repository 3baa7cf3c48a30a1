import { useEffect, useState } from 'react';
import { financialStore } from './use-financial-store';

/** Asks the server for the person's accounts once their stored ones are shown; true once it has responded. */
export function useFreshAccounts(hydrated: boolean, ownerId: string | null): boolean {
  const [fetchedFor, setFetchedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!hydrated || !ownerId) return;
    let current = true;
    void financialStore
      .getState()
      .fetchAccounts()
      .then(() => current && setFetchedFor(ownerId));
    return () => void (current = false);
  }, [hydrated, ownerId]);
  return fetchedFor !== null && fetchedFor === ownerId;
}
