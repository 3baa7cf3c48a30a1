// The remote's UI tests drive the one financial store directly: a signed-in owner, the data, and fake actions.
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeRoot, bus } from '@finance/shared';
import { financialStore, type FinancialState } from '@finance/shared/data';
import { resetBus, signedInState } from '@finance/shared/testing';

/** The store as the page first has it, its own actions included: every test ends with it again. */
const initialState = financialStore.getState();

/** Signs user-1 in on the bus and waits until the store is theirs. */
export async function signIn(attributes: Parameters<typeof signedInState>[0] = {}) {
  act(() => bus.publish('auth', signedInState(attributes)));
  await act(async () => {
    await financialStore.setOwner('user-1');
  });
}

export function setStore(state: Partial<FinancialState>) {
  // Braces matter: persist's setState returns its write's promise, which act would take for an async callback.
  act(() => {
    financialStore.setState(state);
  });
}

/** Signed out, the store emptied and its own actions back. */
export async function resetStore() {
  await act(async () => {
    resetBus();
    // Inside act: a page still mounted re-renders with the emptied store.
    void financialStore.setState(initialState, true);
    await financialStore.setOwner(null);
  });
}

/** Renders inside the theme and a router at `path`, the element at the route `pattern`. */
export function renderRoute(path: string, pattern: string, element: ReactNode, children?: ReactNode) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element}>
            {children}
          </Route>
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}
