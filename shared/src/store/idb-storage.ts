// The financial store's cache in IndexedDB. Each cached field lives under its own key ("financial-store/transactions",
// ...) and is written only when its value changed: at 50,000 transactions a write of the whole state on every loading
// flag would cost more than the work it records. Values are stored as structured clones, not JSON strings, so reading
// them back needs no parse. A long list (the transactions) is stored in chunks behind a manifest (chunked-field.ts).
import { createStore, delMany, keys as storedKeys, setMany, type UseStore } from 'idb-keyval';
import { planChunks, type ChunkManifest, type WrittenChunk } from './chunked-field';
import { idle, whenIdle } from './page-idle';
import { CHUNK_ROWS, type FieldStorage, type FieldStorageOptions } from './field-storage';
import { readStoredFields, type StoredHead } from './stored-fields-read';

export type { StoredHead } from './stored-fields-read';
export { CHUNK_ROWS, type FieldStorage, type FieldStorageOptions } from './field-storage';

/** A read under way: the head, once its chunks are read (null when there is none to give), then everything. */
interface Reading<S> {
  head: Promise<StoredHead<S> | null>;
  all: Promise<S | null>;
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
  { chunked = [], chunkRows = CHUNK_ROWS, headRows = 0 }: FieldStorageOptions<S> = {},
): FieldStorage<S> {
  const inChunks = new Set<string>(chunked);
  /** The chunks each chunked field's value was last read from or written in. */
  const writtenChunks = new Map<string, WrittenChunk<unknown>[]>();
  let sequence = 0;
  const chunkKey = (field: string) =>
    `${name}/${field}/${Date.now().toString(36)}-${(sequence += 1).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  let database: UseStore | null | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  /** The values IndexedDB holds, by field, once read or written: a field whose value is the same object is not written again. */
  const written = new Map<string, unknown>();
  let preloaded: Reading<S> | null = null;
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
        const entries: [string, unknown][] = [[keys[0]!, version]];
        const plans = new Map<string, ReturnType<typeof planChunks<unknown>>>();
        for (const field of changed) {
          const value: unknown = values[field];
          if (!inChunks.has(field) || !Array.isArray(value)) {
            entries.push([`${name}/${field}`, value]);
            continue;
          }
          const plan = planChunks(value, chunkRows, writtenChunks.get(field) ?? [], () => chunkKey(field));
          for (const chunk of plan.toWrite) {
            // One chunk a request, the page free in between: never a copy of the whole list at once.
            await idle();
            if (signal.aborted) return;
            await setMany([[chunk.key, chunk.rows]], store);
          }
          const manifest: ChunkManifest = { chunks: plan.chunks.map((chunk) => chunk.key), rows: value.length };
          entries.push([`${name}/${field}`, manifest]);
          plans.set(field, plan);
        }
        if (signal.aborted) return;
        await setMany(entries, store);
        for (const field of changed) written.set(field, values[field]);
        for (const [field, plan] of plans) writtenChunks.set(field, plan.chunks);
        const gone = [...plans.values()].flatMap((plan) => plan.gone);
        if (gone.length > 0) await delMany(gone, store);
      } catch (error) {
        // Quota or a closed database: the data stays in memory and is fetched again next visit.
        console.error('[financial-store] could not be stored:', error instanceof Error ? error.message : error);
      }
    });
  }

  const readOnce = (store: UseStore, onHead: ((head: StoredHead<S>) => void) | null) =>
    readStoredFields<S>({ keys, fields, version, inChunks, headRows, written, writtenChunks }, store, onHead);

  function readAll(signal?: AbortSignal): Reading<S> {
    send();
    let giveHead: (head: StoredHead<S> | null) => void = () => undefined;
    const head = new Promise<StoredHead<S> | null>((resolve) => (giveHead = resolve));
    const all = enqueue(async () => {
      const store = kv();
      if (!store || signal?.aborted) return null;
      return readOnce(store, headRows > 0 && inChunks.size > 0 ? giveHead : null).catch(() => readOnce(store, null));
    });
    // No head was given (nothing stored, a failure, no chunked field): there is none.
    void all.then(
      () => giveHead(null),
      () => giveHead(null),
    );
    return { head, all };
  }

  return {
    preload() {
      preloaded ??= readAll();
      // Taken by a read, or never: either way its failure is that reader's to handle.
      preloaded.all.catch(() => undefined);
    },

    read(signal, onHead) {
      const reading = preloaded ?? readAll(signal);
      preloaded = null;
      if (onHead) {
        void reading.head.then((head) => {
          if (head && !signal.aborted) onHead(head);
        });
      }
      return reading.all;
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
          // Every key of this store's name: the fields, and chunks no manifest names any more (a write cut short).
          const own = (await storedKeys(store)).filter((key) => typeof key === 'string' && key.startsWith(`${name}/`));
          await delMany([...new Set([...keys, ...own])], store);
          written.clear();
          writtenChunks.clear();
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
