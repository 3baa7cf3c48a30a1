// IndexedDB storage for the financial store's persist middleware. Each persisted field lives under its own key
// ("financial-store/transactions", ...) and is written only when its value changed: at 50,000 transactions a write of
// the whole state on every loading flag would cost more than the work it records. Values are stored as structured
// clones, not JSON strings, so reading them back needs no parse.
import { createStore, delMany, getMany, setMany, type UseStore } from 'idb-keyval';
import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** Where the key-value pairs live; created lazily so that importing the store never opens a database. */
type KeyValueStore = UseStore | null;

export interface FieldStorage<S extends object> extends PersistStorage<S> {
  /** Writes are refused until the stored state of the current owner has been read, so nothing overwrites it unread. */
  setWritable(writable: boolean): void;
  /** One field alone, without reading the others (whose data it is, before reading all of it). */
  readField(name: string, field: keyof S & string): Promise<unknown>;
  /** Resolves once every write asked for so far has landed. */
  flush(): Promise<void>;
  /**
   * Starts reading every field now; the next readField and getItem of that name are answered from this read, unless a
   * write or removal came first. It only reads: whose data it is stays for the caller to check.
   */
  preload(name: string): void;
}

/** The database and object store names; the persisted name is the key prefix. */
const DATABASE = 'finance-tracker';
const OBJECT_STORE = 'keyval';

export function createFieldStorage<S extends object>(fields: readonly (keyof S & string)[]): FieldStorage<S> {
  let kv: KeyValueStore | undefined;
  let writable = false;
  /** Writes go one after the other, so that a later one never lands before an earlier one. */
  let writes: Promise<void> = Promise.resolve();
  /** The values last written (or read), by field: a field whose value is the same object is not written again. */
  const written = new Map<string, unknown>();
  const keyOf = (name: string, field: string) => `${name}/${field}`;
  /** A read begun by preload, not yet taken by getItem; dropped by any write or removal. */
  let early: { name: string; read: Promise<StorageValue<S> | null> } | null = null;
  /** Bumped by every write and removal: a read that began before one does not say what is stored any more. */
  let changes = 0;

  function database(): KeyValueStore {
    if (kv === undefined) kv = typeof indexedDB === 'undefined' ? null : createStore(DATABASE, OBJECT_STORE);
    return kv;
  }

  async function readAll(name: string): Promise<StorageValue<S> | null> {
    const store = database();
    if (!store) return null;
    const keys = [keyOf(name, 'version'), ...fields.map((field) => keyOf(name, field))];
    const before = changes;
    const [version, ...values] = await getMany(keys, store);
    if (version === undefined) return null;
    const state = {} as Record<string, unknown>;
    fields.forEach((field, index) => {
      state[field] = values[index];
      if (changes === before) written.set(field, values[index]);
    });
    return { state: state as S, version: typeof version === 'number' ? version : 0 };
  }

  return {
    setWritable(next) {
      writable = next;
    },

    flush() {
      return writes;
    },

    preload(name) {
      // A failed read is no answer: the next read tries again.
      if (!early) early = { name, read: readAll(name).catch(() => readAll(name)) };
    },

    async readField(name, field) {
      if (early?.name === name) return (await early.read)?.state[field];
      const store = database();
      if (!store) return undefined;
      const [value] = await getMany([keyOf(name, field)], store);
      return value;
    },

    getItem(name) {
      if (early?.name !== name) return readAll(name);
      const { read } = early;
      early = null;
      return read;
    },

    async setItem(name, value): Promise<void> {
      const store = database();
      if (!store || !writable) return;
      early = null;
      changes += 1;
      const entries: [IDBValidKey, unknown][] = [];
      for (const field of fields) {
        const next = (value.state as Record<string, unknown>)[field];
        if (written.has(field) && written.get(field) === next) continue;
        written.set(field, next);
        entries.push([keyOf(name, field), next]);
      }
      if (entries.length === 0) return;
      entries.push([keyOf(name, 'version'), value.version ?? 0]);
      writes = writes
        .then(() => setMany(entries, store))
        .catch((error: unknown) => {
          // Quota or a closed database: the data stays in memory and is fetched again next visit.
          console.error('[financial-store] could not be stored:', error instanceof Error ? error.message : error);
        });
      await writes;
    },

    async removeItem(name): Promise<void> {
      early = null;
      changes += 1;
      written.clear();
      const store = database();
      if (!store) return;
      const keys = [keyOf(name, 'version'), ...fields.map((field) => keyOf(name, field))];
      writes = writes.then(() => delMany(keys, store));
      await writes;
    },
  };
}
