import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router';
import { bus } from '../bus/event-bus';
import type { AuthState } from '../types/entities';
import { ThemeRoot } from '../ui/ThemeRoot';

export interface AuthRenderOptions {
  /** The auth state published on the bus before the first render (see auth-state-fixtures). */
  auth: AuthState;
  /** Where the router starts: a path, or a location with state (for example `{ pathname, state: { from } }`). */
  route?: InitialEntry;
}

/**
 * Renders routes as an app shows them: the auth state already on the bus, the product's theme, a memory router at
 * the initial route. The published state stays until the test resets the bus (inside act while pages are mounted).
 */
export function renderWithAuth(routes: ReactElement, { auth, route = '/' }: AuthRenderOptions): RenderResult {
  act(() => bus.publish('auth', auth));
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[route]}>{routes}</MemoryRouter>
    </ThemeRoot>,
  );
}

/** A route's stand-in page that says where the router is: "at /accounts". */
export function CurrentPath() {
  return <p>at {useLocation().pathname}</p>;
}

/** Clears every bus channel after a test, inside act: pages still mounted follow the bus as it resets. */
export function resetBus(): void {
  act(() => bus.reset());
}
