/** @jest-environment node */
import { EventBus } from '../bus/event-bus';
import type { FinancialStore } from '../store/financial-store';
import type { Account, SessionUser, Transaction } from '../types/entities';
import { liveNotices } from './live-notices';
import { connectLiveUpdates } from './live-updates';

const encoder = new TextEncoder();

/** A fetch whose every call answers an event stream the test writes to. */
function streamingFetch() {
  const calls: { url: string; headers: Record<string, string>; signal: AbortSignal }[] = [];
  const writers: ReadableStreamDefaultController<Uint8Array>[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, signal: init.signal! });
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void writers.push(controller) });
    init.signal!.addEventListener('abort', () => writers.at(-1)?.error(new Error('aborted')));
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
  const write = (text: string) => writers.at(-1)!.enqueue(encoder.encode(text));
  return { fetchImpl, calls, write, end: () => writers.at(-1)!.close() };
}

/** The live updates of a store over the streaming fetch, with a token and no waiting between connections. */
const follow = (store: ReturnType<typeof fakeStore>, bus: EventBus, stream: ReturnType<typeof streamingFetch>) =>
  connectLiveUpdates(store as unknown as FinancialStore, bus, {
    fetch: stream.fetchImpl,
    idToken: async () => 'the-token',
    baseUrl: () => 'http://api.test',
    wait: async () => undefined,
  });

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A store whose every pull of changes brings the given rows (three new ones of First Platypus Bank by default). */
function fakeStore(fetched = (held: Transaction[]) => [...held, ...rows(3)]) {
  const state = {
    transactions: [] as Transaction[],
    accounts: [] as Account[],
    fetchAccounts: jest.fn(async () => undefined),
    followChanges: jest.fn(async () => {
      state.transactions = fetched(state.transactions);
    }),
    followWorkedOut: jest.fn(async () => undefined),
  };
  return { ...state, getState: () => state };
}

let lastId = 0;
const rows = (count: number, date = '2026-11-26'): Transaction[] =>
  Array.from(
    { length: count },
    () => ({ transaction_id: `t${++lastId}`, date, institution_name: 'First Platypus Bank' }) as Transaction,
  );

const signedIn = (bus: EventBus, userId: string) =>
  bus.publish('auth', {
    isAuthenticated: true,
    isLoading: false,
    user: { user_id: userId } as SessionUser,
    isProfileComplete: true,
    accounts_linked: true,
  });
const signedOut = (bus: EventBus) =>
  bus.publish('auth', {
    isAuthenticated: false,
    isLoading: false,
    user: null,
    isProfileComplete: false,
    accounts_linked: false,
  });

describe('live updates', () => {
  it('connects when someone signs in, with the token in the Authorization header, and applies what arrives', async () => {
    const bus = new EventBus('test');
    const store = fakeStore();
    const stream = streamingFetch();
    const notices: (string | null)[] = [];
    const subscription = liveNotices.subscribe((notice) => notices.push(notice));
    const stop = follow(store, bus, stream);
    try {
      expect(stream.calls).toHaveLength(0);
      signedIn(bus, 'u1');
      await until(() => stream.calls.length === 1);
      expect(stream.calls[0]!.url).toBe('http://api.test/events');
      expect(stream.calls[0]!.headers.authorization).toBe('Bearer the-token');

      stream.write(
        'id: 7\nevent: transactions\ndata: {"institution_id":"ins_1","institution_name":"First Platypus Bank","added":3,"modified":0,"removed":0}\n\n',
      );
      await until(() => notices.at(-1) === '3 new transactions at First Platypus Bank');
      expect(store.followChanges).toHaveBeenCalledTimes(1);
      expect(store.fetchAccounts).toHaveBeenCalledTimes(1);

      stream.write(
        'id: 8\nevent: connection\ndata: {"institution_id":"ins_1","institution_name":"First Platypus Bank","status":"login_required"}\n\n',
      );
      await until(() => store.fetchAccounts.mock.calls.length === 2);
      expect(store.followChanges).toHaveBeenCalledTimes(1);

      // The stream ends (the API process went away): the next connection resumes after the last event seen.
      stream.end();
      await until(() => stream.calls.length === 2);
      expect(stream.calls[1]!.headers['last-event-id']).toBe('8');

      signedOut(bus);
      expect(stream.calls[1]!.signal.aborted).toBe(true);
    } finally {
      stop();
      subscription.unsubscribe();
    }
  });

  it("follows the person's corrections made in another tab, and what a sync's end worked out, without a notice", async () => {
    const bus = new EventBus('test');
    const store = fakeStore();
    const stream = streamingFetch();
    const notices: (string | null)[] = [];
    const subscription = liveNotices.subscribe((notice) => notices.push(notice));
    const seen = notices.length;
    const stop = follow(store, bus, stream);
    try {
      signedIn(bus, 'u1');
      await until(() => stream.calls.length === 1);
      // Each correction asks the store to follow the changes (the store pulls once after a pull under way).
      stream.write('id: 11\nevent: corrections\ndata: {"count":1}\n\n');
      stream.write('id: 12\nevent: corrections\ndata: {"count":1}\n\n');
      stream.write('id: 13\nevent: corrections\ndata: {"count":37000}\n\n');
      stream.write('id: 14\nevent: corrections\ndata: {"count":1}\n\n');
      await until(() => store.followChanges.mock.calls.length === 4);

      // A sync's end worked out the streams and insights again: only those are read again.
      stream.write('id: 15\nevent: insights\ndata: {}\n\n');
      await until(() => store.followWorkedOut.mock.calls.length === 1);
      expect(store.followChanges).toHaveBeenCalledTimes(4);

      // The person made these changes: nothing is announced, and balances do not move.
      expect(notices.length).toBe(seen);
      expect(store.fetchAccounts).not.toHaveBeenCalled();

      // The stream resumes after the last event seen.
      stream.end();
      await until(() => stream.calls.length === 2);
      expect(stream.calls[1]!.headers['last-event-id']).toBe('15');
    } finally {
      stop();
      subscription.unsubscribe();
    }
  });

  it('fetches the accounts again when one kept by hand changes in another tab, or a correction moves its balance', async () => {
    const bus = new EventBus('test');
    const store = fakeStore((held) => held);
    const stream = streamingFetch();
    const stop = follow(store, bus, stream);
    try {
      signedIn(bus, 'u1');
      await until(() => stream.calls.length === 1);
      // Added, renamed or removed elsewhere: the list and the transactions' account names.
      stream.write('id: 21\nevent: accounts\ndata: {"account_id":"manual-1","change":"added"}\n\n');
      await until(() => store.fetchAccounts.mock.calls.length === 1 && store.followChanges.mock.calls.length === 1);
      // A correction moves no bank's balance, but one of an account kept by hand (its manual transactions).
      stream.write('id: 22\nevent: corrections\ndata: {"count":1}\n\n');
      await until(() => store.followChanges.mock.calls.length === 2);
      expect(store.fetchAccounts).toHaveBeenCalledTimes(1);
      store.getState().accounts = [{ account_id: 'manual-1', kept_by_hand: true } as Account];
      stream.write('id: 23\nevent: corrections\ndata: {"count":1}\n\n');
      await until(() => store.followChanges.mock.calls.length === 3);
      expect(store.fetchAccounts).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });

  it('resumes from where a stream started when it ends before any change (its token expired), with a fresh token', async () => {
    const bus = new EventBus('test');
    const store = fakeStore();
    const stream = streamingFetch();
    const tokens = ['the-first-token', 'a-fresh-token'];
    const stop = connectLiveUpdates(store as unknown as FinancialStore, bus, {
      fetch: stream.fetchImpl,
      idToken: async () => tokens.shift() ?? null,
      baseUrl: () => 'http://api.test',
      wait: async () => undefined,
    });
    try {
      signedIn(bus, 'u1');
      await until(() => stream.calls.length === 1);
      // The API opens each stream with where it starts, and ends it at the token's exp.
      stream.write(': connected\n\nid: 5\nevent: ready\ndata: {}\n\n');
      stream.end();
      await until(() => stream.calls.length === 2);
      expect(stream.calls[1]!.headers['last-event-id']).toBe('5');
      expect(stream.calls[1]!.headers.authorization).toBe('Bearer a-fresh-token');
      expect(store.followChanges).not.toHaveBeenCalled();
      expect(store.fetchAccounts).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('backs off while the API refuses, and stops on sign-out', async () => {
    const bus = new EventBus('test');
    const waits: number[] = [];
    let calls = 0;
    const stop = connectLiveUpdates(fakeStore() as unknown as FinancialStore, bus, {
      fetch: async () => {
        calls++;
        return new Response('', { status: 503 });
      },
      idToken: async () => 'the-token',
      baseUrl: () => 'http://api.test',
      wait: async (ms) => {
        waits.push(ms);
        if (waits.length === 6) signedOut(bus);
      },
    });
    try {
      signedIn(bus, 'u1');
      await until(() => waits.length >= 6);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toBe(6);
      // Each wait is between half and all of a delay that doubles from 1 s, up to 30 s.
      waits.forEach((ms, i) => {
        const delay = Math.min(1000 * 2 ** i, 30_000);
        expect(ms).toBeGreaterThanOrEqual(delay / 2);
        expect(ms).toBeLessThanOrEqual(delay);
      });
    } finally {
      stop();
    }
  });
});

describe('the live notice', () => {
  it("announces what the person now holds: of a first link's 24 months, the window's; posts and removals as rows", async () => {
    const bus = new EventBus('test');
    const stream = streamingFetch();
    const notices: (string | null)[] = [];
    const subscription = liveNotices.subscribe((notice) => notices.push(notice));
    const history = rows(1100);
    let fetches = 0;
    const store = fakeStore((held) => {
      fetches += 1;
      if (fetches === 1) return history;
      // The bank's next update: two pending transactions post, one new arrives, one is reversed.
      return [...rows(3), ...held.slice(3)];
    });
    const stop = follow(store, bus, stream);
    try {
      signedIn(bus, 'u1');
      await until(() => stream.calls.length === 1);
      // 1,500 transactions came from the bank, of which 1,100 fall in the window the page holds.
      stream.write(
        'id: 1\nevent: transactions\ndata: {"institution_id":"ins_1","institution_name":"First Platypus Bank","added":1500,"posted":0,"modified":0,"removed":0}\n\n',
      );
      await until(() => store.followChanges.mock.calls.length === 1 && notices.length > 1);
      expect(notices.at(-1)).toBe('1,100 new transactions at First Platypus Bank');
      stream.write(
        'id: 2\nevent: transactions\ndata: {"institution_id":"ins_1","institution_name":"First Platypus Bank","added":1,"posted":2,"modified":1,"removed":1}\n\n',
      );
      await until(() => store.followChanges.mock.calls.length === 2 && notices.length > 2);
      expect(notices.at(-1)).toBe(
        '1 new transaction, 2 pending transactions posted, 1 transaction updated, 1 transaction removed at First Platypus Bank',
      );
    } finally {
      stop();
      subscription.unsubscribe();
    }
  });
});
