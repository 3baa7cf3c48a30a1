// What the financial store's copy in IndexedDB offers (idb-storage.ts builds it): fields read, written when changed,
// removed, in the order asked.
import type { StoredHead } from './stored-fields-read';

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

/** Rows a chunk of a chunked field holds: its structured clone takes a few milliseconds. */
export const CHUNK_ROWS = 5_000;

export interface FieldStorageOptions<S> {
  /** Fields holding long lists, stored in chunks of `chunkRows`. */
  chunked?: readonly (keyof S & string)[];
  chunkRows?: number;
  /** How many of a chunked field's first rows a read gives its `onHead` before the rest is read. */
  headRows?: number;
}
