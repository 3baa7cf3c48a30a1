// Reading the stored fields back: every field's key at once, then each chunked field's chunks behind its manifest (the
// first of them first, for a page to show while the rest is read).
import { getMany, type UseStore } from 'idb-keyval';
import { isManifest, type ChunkManifest, type WrittenChunk } from './chunked-field';
import { painted } from './page-idle';

/** The stored fields with each chunked field's first rows only, and how many rows each of those holds in all. */
export interface StoredHead<S> {
  values: S;
  rows: Partial<Record<keyof S & string, number>>;
}

/** What a read needs of the storage: its keys and format, and where it records what IndexedDB holds. */
export interface StoredFields<S extends object> {
  /** The version's key, then each field's. */
  keys: string[];
  fields: readonly (keyof S & string)[];
  version: number;
  inChunks: ReadonlySet<string>;
  headRows: number;
  /** The values IndexedDB holds, by field, once read or written. */
  written: Map<string, unknown>;
  /** The chunks each chunked field's value was last read from or written in. */
  writtenChunks: Map<string, WrittenChunk<unknown>[]>;
}

/**
 * One read of every field; with a head wanted, the first chunks of each chunked field are read before the others
 * and given to `onHead` (once: a retry gives none).
 */
export async function readStoredFields<S extends object>(
  context: StoredFields<S>,
  store: UseStore,
  onHead: ((head: StoredHead<S>) => void) | null,
): Promise<S | null> {
  const { keys, fields, version, inChunks, headRows, written } = context;
  const [storedVersion, ...values] = await getMany(keys, store);
  // Another format's values (an older app's) are never read: the fields are fetched again and overwrite them.
  if (storedVersion !== version) return null;
  const manifests = new Map<string, ChunkManifest>();
  for (const [index, field] of fields.entries()) {
    if (inChunks.has(field) && isManifest(values[index])) manifests.set(field, values[index]);
  }
  const heads = new Map<string, unknown[][]>();
  if (onHead) {
    for (const [field, manifest] of manifests) heads.set(field, await readHeadChunks(store, manifest, headRows));
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
    if (manifest) values[index] = await readChunks(context, store, field, manifest, heads.get(field) ?? []);
    written.set(field, values[index]);
  }
  return Object.fromEntries(fields.map((field, index) => [field, values[index]])) as S;
}

/** A manifest's first chunks, up to the first that makes `headRows` rows; a chunk that is not a list ends them. */
async function readHeadChunks(store: UseStore, manifest: ChunkManifest, headRows: number): Promise<unknown[][]> {
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
async function readChunks<S extends object>(
  { writtenChunks }: StoredFields<S>,
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
