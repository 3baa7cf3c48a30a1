import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { bus, onSignOut } from '@finance/shared';
import { queryClient } from '../query/query-client';
import { createFinancialStore } from './financial-store';
import { defaultApi } from './store-api';
import type { FinancialState } from './financial-state';
import { connectStoreToBus } from './store-bus';

/** The one financial store of the page: @finance/shared is a federation singleton, so every app reads this instance. */
export const financialStore = createFinancialStore(defaultApi, queryClient);

let started = false;

/**
 * Ties the store to the page's session: its cache is read while the session is (a returning visit's rows are ready the
 * moment the owner is known), it follows the signed-in person on the bus, and it is emptied on sign-out before the page
 * leaves for the identity service, while it can still write. The shell calls it once the session is configured, a
 * remote's standalone page before it renders; calling it again does nothing.
 */
export function startFinancialStore(): void {
  if (started) return;
  started = true;
  financialStore.preload();
  connectStoreToBus(financialStore, bus);
  onSignOut(() => financialStore.clear());
}

/** A slice of the store; the component re-renders when that slice changes. */
export function useFinancialStore<T>(selector: (state: FinancialState) => T): T {
  return useStore(financialStore, selector);
}

/** Several fields at once ({accounts, loading}), compared field by field so that an equal slice does not re-render. */
export function useFinancialStoreShallow<T extends object>(selector: (state: FinancialState) => T): T {
  return useStore(financialStore, useShallow(selector));
}
