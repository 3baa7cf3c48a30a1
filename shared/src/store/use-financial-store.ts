import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { bus, onSignOut } from '@finance/shared';
import { createFinancialStore, type FinancialState } from './financial-store';
import { connectStoreToBus } from './store-session';

/** The one financial store of the page: @finance/shared is a federation singleton, so every app reads this instance. */
export const financialStore = createFinancialStore();
// The stored copy is read while the session is: a returning visit's rows are ready the moment the owner is known.
financialStore.preload();
connectStoreToBus(financialStore, bus);
// Emptied before the page leaves for the identity service's sign-out, while it can still write.
onSignOut(() => financialStore.clear());

/** A slice of the store; the component re-renders when that slice changes. */
export function useFinancialStore<T>(selector: (state: FinancialState) => T): T {
  return useStore(financialStore, selector);
}

/** Several fields at once ({accounts, loading}), compared field by field so that an equal slice does not re-render. */
export function useFinancialStoreShallow<T extends object>(selector: (state: FinancialState) => T): T {
  return useStore(financialStore, useShallow(selector));
}
