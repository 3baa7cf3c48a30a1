import 'fake-indexeddb/auto';
import { fetchAuthSession } from 'aws-amplify/auth';
import { setApiBaseUrl } from '../api/api-base-url';
import {
  ALICE,
  BOB,
  account,
  aliceAccounts,
  fakeServer,
  inANewBrowserEachTest,
  recordStates,
  settle,
} from '../testing/financial-fakes';
import { amplifySession, fakeResponse, idTokenFor } from '../testing/session-fakes';
import type { FinancialState } from './financial-state';
import { createFinancialStore } from './financial-store';

jest.mock('aws-amplify/auth');

inANewBrowserEachTest();

/** A request the fetch mock holds open: its URL and signal, and a way to send its response anyway. */
interface HeldRequest {
  url: string;
  signal: AbortSignal;
  respond(body: unknown): void;
}

/**
 * The store over the real API client and a fetch that holds every request open until the test responds. Like the
 * browser's, it rejects with the signal's AbortError when the signal aborts (unless `ignoreAbort`: a response already
 * on its way).
 */
function heldFetch({ ignoreAbort = false } = {}): HeldRequest[] {
  const held: HeldRequest[] = [];
  globalThis.fetch = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal!;
        held.push({ url, signal, respond: (body) => resolve(fakeResponse(200, body)) });
        if (!ignoreAbort) signal.addEventListener('abort', () => reject(signal.reason as Error));
      }),
  ) as unknown as typeof fetch;
  return held;
}

const isAbort = (reason: unknown) => reason instanceof DOMException && reason.name === 'AbortError';

/** Nothing a failed or stale request could leave: no error text anywhere, nothing syncing. */
function showsNoFailure(state: FinancialState): boolean {
  return Object.values(state.errors).every((error) => error === null) && state.syncError === null;
}

beforeEach(() => {
  setApiBaseUrl('https://api.example.com');
  jest.mocked(fetchAuthSession).mockResolvedValue(amplifySession(idTokenFor({ preferred_username: 'usr_1' })));
});

describe('ending an owner session cancels its requests', () => {
  it('sign-out during a fetch aborts every request on the network; nothing of the person lands, no error shows', async () => {
    const held = heldFetch();
    const store = createFinancialStore();
    await store.setOwner(ALICE);
    const fetching = store.getState().fetchAll();
    await settle();
    // The six kinds and the first page of transactions, all in flight.
    expect(held).toHaveLength(7);
    expect(held.some((request) => request.signal.aborted)).toBe(false);

    const states = recordStates(store);
    await store.clear();
    await fetching;
    expect(held.every((request) => request.signal.aborted && isAbort(request.signal.reason))).toBe(true);
    expect(states.every((state) => state.ownerId === null && showsNoFailure(state))).toBe(true);
    expect(store.getState()).toMatchObject({ ownerId: null, accounts: [], transactions: [], isSyncing: false });
    expect(console.error).not.toHaveBeenCalled();
    // Nothing of the person is left in the query client: no query, no mutation.
    expect(store.queryClient.getQueryCache().findAll({ queryKey: ['person'] })).toHaveLength(0);
    expect(store.queryClient.getMutationCache().getAll()).toHaveLength(0);
  });

  it("a change of person aborts the previous person's requests; their responses never reach the next", async () => {
    const held = heldFetch({ ignoreAbort: true });
    const store = createFinancialStore();
    await store.setOwner(ALICE);
    const fetching = store.getState().fetchAll();
    await settle();
    const alices = [...held];

    const states = recordStates(store);
    await store.setOwner(BOB);
    expect(alices.every((request) => request.signal.aborted)).toBe(true);
    // Responses already on their way when the session ended arrive anyway: they are dropped.
    for (const request of alices) request.respond(request.url.includes('/plaid/accounts') ? aliceAccounts : {});
    await fetching;
    expect(states.every((state) => state.ownerId === BOB && state.accounts.length === 0)).toBe(true);
    expect(store.getState().isSyncing).toBe(false);

    // Bob's own requests go out with his session's signal, and land.
    const bobs = store.getState().fetchAccounts();
    await settle();
    const [request] = held.slice(alices.length);
    expect(request!.signal.aborted).toBe(false);
    request!.respond([account('b1', 'ins_9')]);
    await bobs;
    expect(store.getState().accounts.map((a) => a.account_id)).toEqual(['b1']);
  });

  it("aborts a change in flight on sign-out without putting the previous person's state back", async () => {
    const server = fakeServer(aliceAccounts, []);
    let removal: AbortSignal | undefined;
    server.api.removeAccounts = (_request, { signal } = {}) =>
      new Promise((_resolve, reject) => {
        removal = signal;
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
      });
    const store = createFinancialStore(server.api);
    await store.setOwner(ALICE);
    await store.getState().fetchAccounts();
    const removing = store
      .getState()
      .removeAccounts({ items: ['ins_1'], accounts: {} })
      .catch((error: unknown) => error);
    // The request is on its way (a mutation sends it a moment after it is made).
    await new Promise((resolve) => setTimeout(resolve, 0));

    const states = recordStates(store);
    await store.clear();
    expect(isAbort(await removing)).toBe(true);
    expect(removal?.aborted).toBe(true);
    expect(states.some((state) => state.accounts.length > 0 || state.syncError !== null)).toBe(false);
  });
});
