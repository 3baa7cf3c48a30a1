// A page of the remote as a signed-in person sees it at a set time: the clock faked (timers run), the session on the
// bus, the store owned by them; and everything put back afterwards.
import { act } from '@testing-library/react';
import { bus } from '@finance/shared';
import { financialStore, queryClient } from '@finance/shared/data';
import { resetBus, signedInState } from '@finance/shared/testing';

const initialState = financialStore.getState();

/** Signs 'user-1' in at `now` in the suites' zone (America/New_York). */
export async function signInAt(now: Date): Promise<void> {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'queueMicrotask',
      'nextTick',
    ],
  });
  act(() => bus.publish('auth', signedInState()));
  await act(async () => {
    await financialStore.setOwner('user-1');
  });
}

/** Forgets the queries, the bus and the store, and gives the clock back. */
export async function signOutAfter(): Promise<void> {
  queryClient.clear();
  await act(async () => {
    resetBus();
    void financialStore.setState(initialState, true);
    await financialStore.setOwner(null);
  });
  jest.useRealTimers();
}
