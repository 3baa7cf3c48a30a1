// The financial store's cache in IndexedDB. Each cached field lives under its own key ("financial-store/transactions",
// ...) and is written only when its value changed: at 50,000 transactions a write of the whole state on every loading
// flag would cost more than the work it records. Values are stored as structured clones, not JSON strings, so reading
// them back needs no parse. A long list (the transactions) is stored in chunks behind a manifest (chunked-field.ts).
import { createStore, delMany, getMany, keys as storedKeys, setMany, type UseStore } from 'idb-keyval';
import { isManifest, planChunks, type ChunkManifest, type WrittenChunk } from './chunked-field';

export interface FieldStorage<S extends object> {
  /**
   * Starts reading the cache now (at page load, before anyone is known to own it); the next read takes this response
   * unless a write or removal came first. It only reads: whose data it is stays for the caller to check.
   */
  preload(): void;
  /**
   * The cached fields as stored, or null when nothing is. A failed read is retried once. With `onHead`, the stored
   * fields are given to it first with each chunked field's first `headRows` rows only, as soon as those are read
   * (the rest of a long list takes longer): what a page can show meanwhile.
   */
  read(signal: AbortSignal, onHead?: (head: StoredHead<S>) => void): Promise<S | null>;
  /**
   * Writes the fields whose value is not the one last read or written, once the page is idle: a change shows first
   * (copying 50,000 transactions into IndexedDB takes longer than a frame). Writes of one signal in the meantime are
   * one write of the last values; any other request sends a waiting write first, so requests keep their order.
   */
  write(values: S, signal: AbortSignal): void;
  /** Removes every field (and every chunk); never rejects (a failure is logged). */
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

const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/** A hidden page paints no frame: `painted` resolves after this long regardless. */
const HIDDEN_PAGE_MS = 100;

/**
 * Resolves once the next frame has been painted (the task after its animation frame), or after HIDDEN_PAGE_MS: what
 * was just given to the page shows before a long read's result is copied in on the same thread.
 */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_PAGE_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}

/** Rows a chunk of a chunked field holds: its structured clone takes a few milliseconds. */
export const CHUNK_ROWS = 5_000;

export interface FieldStorageOptions<S> {
  /** Fields holding long lists, stored in chunks of `chunkRows`. */
  chunked?: readonly (keyof S & string)[];
  chunkRows?: number;
  /** How many of a chunked field's first rows a read gives its `onHead` before the rest is read. */
  headRows?: number;
}

/** The stored fields with each chunked field's first rows only, and how many rows each of those holds in all. */
export interface StoredHead<S> {
  values: S;
  rows: Partial<Record<keyof S & string, number>>;
}

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

  /**
   * One read of every field; with a head wanted, the first chunks of each chunked field are read before the others
   * and given to `onHead` (once: a retry gives none).
   */
  async function readOnce(store: UseStore, onHead: ((head: StoredHead<S>) => void) | null): Promise<S | null> {
    const [storedVersion, ...values] = await getMany(keys, store);
    // Another format's values (an older app's) are never read: the fields are fetched again and overwrite them.
    if (storedVersion !== version) return null;
    const manifests = new Map<string, ChunkManifest>();
    for (const [index, field] of fields.entries()) {
      if (inChunks.has(field) && isManifest(values[index])) manifests.set(field, values[index]);
    }
    const heads = new Map<string, unknown[][]>();
    if (onHead) {
      for (const [field, manifest] of manifests) heads.set(field, await readHeadChunks(store, manifest));
      const rows: StoredHead<S>['rows'] = {};
      const headValues = fields.map((field, index) => {
        const manifest = manifests.get(field);
        if (!manifest) return values[index];
        rows[field] = manifest.rows;
        return (heads.get(field) ?? []).flat().slice(0, headRows);
      });
      onHead({ values: Object.fromEntries(fields.map((field, index) => [field, headValues[index]])) as S, rows });
      // The rest of a long list (35,000 rows at 50,000 transactions) takes the main thread a while to copy in when
      // its read lands: the head's rows are painted first.
      await painted();
    }
    for (const [index, field] of fields.entries()) {
      const manifest = manifests.get(field);
      if (manifest) values[index] = await readChunks(store, field, manifest, heads.get(field) ?? []);
      written.set(field, values[index]);
    }
    return Object.fromEntries(fields.map((field, index) => [field, values[index]])) as S;
  }

  /** A manifest's first chunks, up to the first that makes `headRows` rows; a chunk that is not a list ends them. */
  async function readHeadChunks(store: UseStore, manifest: ChunkManifest): Promise<unknown[][]> {
    const chunks: unknown[][] = [];
    let rows = 0;
    for (const key of manifest.chunks) {
      if (rows >= headRows) break;
      const chunk = await getMany<unknown>([key], store).then(([value]) => value);
      if (!Array.isArray(chunk)) break;
      chunks.push(chunk);
      rows += chunk.length;
    }
    return chunks;
  }

  /**
   * A chunked field's list, from its manifest's chunks (those of `first` already read). A chunk that is not what it
   * should be (a write cut short, another tab's removal) gives back the manifest, not a list: the caller then
   * fetches the data again.
   */
  async function readChunks(
    store: UseStore,
    field: string,
    manifest: ChunkManifest,
    first: unknown[][],
  ): Promise<unknown> {
    const chunks = [...first, ...(await getMany<unknown>(manifest.chunks.slice(first.length), store))];
    // Whatever it named is let go by the next write.
    writtenChunks.set(
      field,
      manifest.chunks.map((key, index) => ({ key, rows: Array.isArray(chunks[index]) ? chunks[index] : [] })),
    );
    if (!chunks.every((chunk) => Array.isArray(chunk))) return manifest;
    return (chunks as unknown[][]).flat();
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
