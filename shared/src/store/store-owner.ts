// The person the store is for, from sign-in (or the page's load) to sign-out or the next person: their requests take
// their signal, and their stored copy is read back into the queries when they are known.
import type { QueryClient } from '@tanstack/react-query';
import type { DataKind, FinancialData, FinancialState } from './financial-state';
import type { FieldStorage } from './idb-storage';
import { hydrate } from './store-persistence';

export interface Owner {
  id: string | null;
  /** Aborted when the person leaves: their requests are cancelled on the network. */
  controller: AbortController;
  /** The spec's texts for kinds whose stored copy was not usable, until they are fetched again. */
  invalid: Partial<Record<DataKind, string>>;
}

export const nobody = (): Owner => ({ id: null, controller: new AbortController(), invalid: {} });

export interface ReadBack {
  storage: FieldStorage<FinancialData>;
  client: QueryClient;
  /** Sets values while `mine` still owns the store. */
  setFor: (mine: Owner, values: Partial<FinancialState> | ((state: FinancialState) => Partial<FinancialState>)) => void;
  /** Sets the store's values from the queries. */
  derive: () => void;
  fetchAll: () => Promise<void>;
}

/** Reads the person's copy back, then shows it; an unusable one is fetched again. Nobody's: the copy is removed. */
export async function readBack({ storage, client, setFor, derive, fetchAll }: ReadBack, mine: Owner) {
  const { signal } = mine.controller;
  if (mine.id === null) {
    await storage.remove(signal);
    setFor(mine, { hydrated: true });
    return;
  }
  const found = await hydrate(storage, client, mine.id, signal, (preview, viewPages) =>
    setFor(mine, (state) => (state.hydrated ? {} : { transactionsPreview: preview, viewPages })),
  );
  if (signal.aborted) return;
  setFor(mine, {
    ...(found.found === 'copy' ? { lastSync: found.lastSync, viewPages: found.viewPages } : {}),
    hydrated: true,
    transactionsPreview: null,
  });
  derive();
  if (found.found !== 'invalid') return;
  mine.invalid = found.errors;
  derive();
  for (const message of Object.values(found.errors)) console.error(`[financial-store] ${message}`);
  await fetchAll();
  mine.invalid = {};
  derive();
}
