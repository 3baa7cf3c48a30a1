/** @jest-environment node */
import { EventBus } from '../bus/event-bus';
import type { FinancialStore } from '../store/financial-store';
import type { SessionUser } from '../types/entities';
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

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

function fakeStore() {
  const state = { fetchAccounts: jest.fn(async () => undefined), fetchTransactions: jest.fn(async () => undefined) };
  return { ...state, getState: () => state };
}

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
    const stop = connectLiveUpdates(store as unknown as FinancialStore, bus, {
      fetch: stream.fetchImpl,
      idToken: async () => 'the-token',
      baseUrl: () => 'http://api.test',
      wait: async () => undefined,
    });
    try {
      expect(stream.calls).toHaveLength(0);
      signedIn(bus, 'u1');
      await until(() => stream.calls.length === 1);
      expect(stream.calls[0]!.url).toBe('http://api.test/events');
      expect(stream.calls[0]!.headers.authorization).toBe('Bearer the-token');

      stream.write(
        'id: 7\nevent: transactions\ndata: {"institution_id":"ins_1","institution_name":"First Platypus Bank","added":3,"modified":0,"removed":0}\n\n',
      );
      await until(() => store.fetchTransactions.mock.calls.length === 1);
      expect(store.fetchAccounts).toHaveBeenCalledTimes(1);
      expect(notices.at(-1)).toBe('3 new transactions at First Platypus Bank');

      stream.write(
        'id: 8\nevent: connection\ndata: {"institution_id":"ins_1","institution_name":"First Platypus Bank","status":"login_required"}\n\n',
      );
      await until(() => store.fetchAccounts.mock.calls.length === 2);
      expect(store.fetchTransactions).toHaveBeenCalledTimes(1);

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
