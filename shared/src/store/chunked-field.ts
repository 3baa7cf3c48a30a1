// A long list cached in IndexedDB in chunks (the transactions: 150,000 at 200,000 at the bank). Writing a list as one
// value makes the browser copy it whole on the main thread (a structured clone: 914 ms at 150,000 rows), so the
// list is cut into chunks of a few thousand rows, each written in its own request with the page free in between,
// and a manifest naming them in order is written last: a read sees the old list or the new one, never a mix.
// Chunks are cut from the end (the oldest rows), so that new transactions (the newest, at the front) change only the
// first chunk and an edit only its own: a chunk holding the very objects last written is not written again. A read
// takes the first chunks (the newest rows) before the others, so a page can show them while the rest is read.

/** What the list's own key holds: the keys of its chunks, in the list's order, and how many rows they hold in all. */
export interface ChunkManifest {
  chunks: string[];
  rows: number;
}

export interface WrittenChunk<T> {
  key: string;
  rows: readonly T[];
}

export function isManifest(value: unknown): value is ChunkManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as ChunkManifest).chunks) &&
    (value as ChunkManifest).chunks.every((key) => typeof key === 'string') &&
    Number.isInteger((value as ChunkManifest).rows)
  );
}

/** The list cut into chunks of `size` rows, counted from the end: only the first may be shorter. */
export function chunksOf<T>(rows: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let end = rows.length; end > 0; end -= size) chunks.unshift(rows.slice(Math.max(0, end - size), end));
  return chunks;
}

const sameRows = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((row, index) => row === b[index]);

/**
 * How to store `rows` given the chunks written last: every chunk in order (an unchanged one keeps its key), the ones
 * to write (new keys), and the keys no longer named. Chunks are matched by their place from the end.
 */
export function planChunks<T>(
  rows: readonly T[],
  size: number,
  previous: readonly WrittenChunk<T>[],
  newKey: () => string,
): { chunks: WrittenChunk<T>[]; toWrite: WrittenChunk<T>[]; gone: string[] } {
  const slices = chunksOf(rows, size);
  const chunks = slices.map((slice, index): WrittenChunk<T> => {
    const before = previous[previous.length - slices.length + index];
    return before && sameRows(before.rows, slice) ? before : { key: newKey(), rows: slice };
  });
  const kept = new Set(chunks.map((chunk) => chunk.key));
  const written = new Set(previous.map((chunk) => chunk.key));
  return {
    chunks,
    toWrite: chunks.filter((chunk) => !written.has(chunk.key)),
    gone: previous.map((chunk) => chunk.key).filter((key) => !kept.has(key)),
  };
}
