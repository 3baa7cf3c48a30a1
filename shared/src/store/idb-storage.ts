// The financial store's cache in IndexedDB. Each cached field lives under its own key ("financial-store/transactions",
// ...) and is written only when its value changed: at 50,000 transactions a write of the whole state on every loading
// flag would cost more than the work it records. Values are stored as structured clones, not JSON strings, so reading
// them back needs no parse.
import { createStore, delMany, getMany, setMany, type UseStore } from 'idb-keyval';

export interface FieldStorage<S extends object> {
  /**
   * Starts reading the cache now (at page load, before anyone is known to own it); the next read takes this response
   * unless a write or removal came first. It only reads: whose data it is stays for the caller to check.
   */
  preload(): void;
  /** The cached fields as stored, or null when nothing is. A failed read is retried once. */
  read(signal: AbortSignal): Promise<S | null>;
  /**
   * Writes the fields whose value is not the one last read or written, once the page is idle: a change shows first
   * (copying 50,000 transactions into IndexedDB takes longer than a frame). Writes of one signal in the meantime are
   * one write of the last values; any other request sends a waiting write first, so requests keep their order.
   */
  write(values: S, signal: AbortSignal): void;
  /** Removes every field; never rejects (a failure is logged). */
  remove(signal: AbortSignal): Promise<void>;
  /** Resolves once every request made so far has settled. */
  flush(): Promise<void>;
}

/**
 * Runs the callback once the page is idle (after the frame that shows a change), within a second even on a busy or
 * hidden page; where the browser cannot say (Safari, tests), as the next task.
 */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1_000 });
  else setTimeout(callback, 0);
}

/** The database and object store names; the store's name is the key prefix. */
const DATABASE = 'finance-tracker';
const OBJECT_STORE = 'keyval';

/**
 * Requests run one after the other, in the order they were made, so the values last read or written are always what
 * IndexedDB holds; a request whose signal is aborted by the time its turn comes is skipped.
 */
export function createFieldStorage<S extends object>(
  name: string,
  version: number,
  fields: readonly (keyof S & string)[],
): FieldStorage<S> {
  let database: UseStore | null | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  /** The values IndexedDB holds, by field, once read or written: a field whose value is the same object is not written again. */
  const written = new Map<string, unknown>();
  let preloaded: Promise<S | null> | null = null;
  /** The write waiting for the page to be idle: the latest values of its signal. */
  let waiting: { values: S; signal: AbortSignal } | null = null;
  const keys = [`${name}/version`, ...fields.map((field) => `${name}/${field}`)];

  /** Created on first use, so that importing the store never opens a database. */
  function kv(): UseStore | null {
    if (database === undefined)
      database = typeof indexedDB === 'undefined' ? null : createStore(DATABASE, OBJECT_STORE);
    return database;
  }

  function enqueue<T>(request: () => Promise<T>): Promise<T> {
    const next = queue.then(request);
    queue = next.catch(() => undefined);
    return next;
  }

  async function readOnce(store: UseStore): Promise<S | null> {
    const [storedVersion, ...values] = await getMany(keys, store);
    // Another format's values (an older app's) are never read: the fields are fetched again and overwrite them.
    if (storedVersion !== version) return null;
    fields.forEach((field, index) => written.set(field, values[index]));
    return Object.fromEntries(fields.map((field, index) => [field, values[index]])) as S;
  }

  /** Enqueues the waiting write, if there is one. */
  function send(): void {
    if (!waiting) return;
    const { values, signal } = waiting;
    waiting = null;
    void enqueue(async () => {
      const store = kv();
      if (!store || signal.aborted) return;
      const changed = fields.filter((field) => !written.has(field) || written.get(field) !== values[field]);
      if (changed.length === 0) return;
      try {
        await setMany(
          [[keys[0]!, version], ...changed.map((field): [string, unknown] => [`${name}/${field}`, values[field]])],
          store,
        );
        for (const field of changed) written.set(field, values[field]);
      } catch (error) {
        // Quota or a closed database: the data stays in memory and is fetched again next visit.
        console.error('[financial-store] could not be stored:', error instanceof Error ? error.message : error);
      }
    });
  }

  function readAll(signal?: AbortSignal): Promise<S | null> {
    send();
    return enqueue(async () => {
      const store = kv();
      if (!store || signal?.aborted) return null;
      return readOnce(store).catch(() => readOnce(store));
    });
  }

  return {
    preload() {
      preloaded ??= readAll();
      // Taken by a read, or never: either way its failure is that reader's to handle.
      preloaded.catch(() => undefined);
    },

    read(signal) {
      const response = preloaded ?? readAll(signal);
      preloaded = null;
      return response;
    },

    write(values, signal) {
      preloaded = null;
      if (waiting && waiting.signal !== signal) send();
      const scheduled = waiting !== null;
      waiting = { values, signal };
      if (!scheduled) whenIdle(send);
    },

    remove(signal) {
      preloaded = null;
      send();
      return enqueue(async () => {
        const store = kv();
        if (!store || signal.aborted) return;
        try {
          await delMany(keys, store);
          written.clear();
        } catch (error) {
          // Left in place, it is still never shown: whoever reads it next checks whose it is.
          console.error('[financial-store] could not be removed:', error instanceof Error ? error.message : error);
        }
      });
    },

    flush() {
      send();
      return queue.then(() => undefined);
    },
  };
}
