import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { announceLiveNotice, type EventBus } from '@finance/shared';
import type { FinancialStore } from '../store/financial-store';
import { painted } from '../store/page-idle';
import { changeAsShown } from './change-as-shown';
import { describeTransactions, type TransactionsChanged } from './live-message';

export interface LiveUpdatesDeps {
  fetch: typeof fetch;
  /** The ID token to send in the Authorization header (never in the URL); null when there is none. */
  idToken(): Promise<string | null>;
  baseUrl(): string;
  /** Waits before a reconnect (tests pass an instant one). */
  wait(ms: number): Promise<void>;
}

/** Backoff between reconnects: doubling from one second to half a minute, with jitter so pages do not return at once. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * The person's live updates, started with the session: connects to the API's event stream when someone is signed in,
 * closes it on sign-out, reconnects with backoff and resumes after the last event it saw (Last-Event-ID), and applies
 * each event to the store: the transactions' changes since the held cursor are pulled, the summaries invalidated, the
 * accounts fetched when a bank's data moved or an account kept by hand changed. Returns the stop.
 */
export function connectLiveUpdates(store: FinancialStore, bus: EventBus, deps: LiveUpdatesDeps): () => void {
  let current: { userId: string; stop: () => void } | null = null;
  const auth = bus.select('auth').subscribe((state) => {
    if (state.isLoading) return;
    const userId = state.isAuthenticated && state.user ? state.user.user_id : null;
    if (current?.userId === userId) return;
    current?.stop();
    current = userId ? { userId, stop: follow(store, deps) } : null;
  });
  return () => {
    auth.unsubscribe();
    current?.stop();
    current = null;
  };
}

function follow(store: FinancialStore, deps: LiveUpdatesDeps): () => void {
  const controller = new AbortController();
  let lastEventId: string | null = null;
  const apply = (event: EventSourceMessage) => {
    // Every id moves the resume point, the stream's opening `ready` event's too: a stream ends when its token expires,
    // and the next one resumes there even when no change came in between.
    if (event.id) lastEventId = event.id;
    if (event.event === 'transactions') {
      const change = JSON.parse(event.data) as TransactionsChanged;
      // Balances move with posted transactions: the accounts are fetched, the transactions' changes pulled.
      void store.getState().fetchAccounts();
      void announceAsShown(store, change);
    } else if (event.event === 'connection') {
      void store.getState().fetchAccounts();
    } else if (event.event === 'corrections') {
      // The person's own change, made here or in another open tab: this tab follows it without a notice (they know).
      // A manual transaction moves the balance of an account kept by hand: those accounts are fetched again.
      void store.getState().followChanges();
      if (store.getState().accounts.some((account) => account.kept_by_hand)) void store.getState().fetchAccounts();
    } else if (event.event === 'insights') {
      // A sync's end worked out the recurring streams and the insights again: the pages showing them read them.
      void store.getState().followWorkedOut();
    } else if (event.event === 'accounts') {
      // An account kept by hand added, renamed or removed (in another tab): the list, and its transactions' names.
      void store.getState().fetchAccounts();
      void store.getState().followChanges();
    }
  };
  void (async () => {
    let delay = FIRST_RETRY_MS;
    while (!controller.signal.aborted) {
      const opened = await readStream(deps, lastEventId, controller.signal, apply).catch(() => false);
      if (controller.signal.aborted) return;
      if (opened) delay = FIRST_RETRY_MS;
      await deps.wait(delay / 2 + Math.random() * (delay / 2));
      delay = Math.min(delay * 2, LONGEST_RETRY_MS);
    }
  })();
  return () => controller.abort();
}

/**
 * Pulls the transactions' changes, then announces what of the change the person now has before them, once the rows
 * are painted: counting it goes over every row held, and the new rows waited for it (the bench's 10 new rows showed
 * some 100 ms later at 150,000 rows held).
 */
async function announceAsShown(store: FinancialStore, change: TransactionsChanged): Promise<void> {
  const before = store.getState().transactions;
  await store.getState().followChanges();
  await painted();
  const notice = describeTransactions(changeAsShown(before, store.getState().transactions, change));
  if (notice) announceLiveNotice(notice);
}

/** One connection, until it ends; true when it was opened (the backoff starts over). */
async function readStream(
  deps: LiveUpdatesDeps,
  lastEventId: string | null,
  signal: AbortSignal,
  onEvent: (event: EventSourceMessage) => void,
): Promise<boolean> {
  const token = await deps.idToken();
  if (!token) return false;
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await deps.fetch(`${deps.baseUrl()}/events`, { headers, signal, cache: 'no-store' });
  if (!res.ok || !res.body) return false;
  const parser = createParser({ onEvent });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
