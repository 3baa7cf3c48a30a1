import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/** How a response body travels: compressed by zstd (Node 22.15+/23.8+) or gzip, or as it is. */
export type ContentEncoding = 'zstd' | 'gzip' | 'identity';

const zstdCompress = zlib.zstdCompress ? promisify(zlib.zstdCompress) : undefined;
const gzip = promisify(zlib.gzip);

/** The encodings this process can write, best first (zstd only where Node has it). */
export const CONTENT_ENCODINGS: ContentEncoding[] = [...(zstdCompress ? ['zstd' as const] : []), 'gzip', 'identity'];

/**
 * The encoding an Accept-Encoding header asks for among CONTENT_ENCODINGS; identity without the header, or when it
 * names none of them (a client that takes only br gets the body as it is).
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return (header && negotiate(header, CONTENT_ENCODINGS)) || 'identity';
}

/**
 * Compresses with the fastest level (1): a cached body is compressed once and sent many times, and level 1 already
 * takes a 50,000-row response from ~8 MB to well under 1 MB. zlib runs it on its thread pool, off the event loop.
 */
export function compress(raw: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(raw);
  if (encoding === 'zstd' && zstdCompress)
    return zstdCompress(raw, { params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } });
  return gzip(raw, { level: 1 });
}

interface CachedResponse {
  etag: string;
  /** The body as it is; absent for a large answer written a page at a time, of which only encoded copies are kept. */
  raw?: Buffer;
  /** Each encoding compressed once, when first asked for (the best one also right after the body is cached). */
  encoded: Map<ContentEncoding, Promise<Buffer>>;
  /** The raw body and every compressed copy finished so far: the entry's size in the cache. */
  bytes: number;
}

/**
 * Response bodies in memory, one per request key (user, filter, format, limit), each under the ETag it was built for:
 * a body is served only while the data's ETag is still that one, and a new ETag for the key replaces it. A
 * size-capped LRU cache: at most maxBytes (raw and compressed together), the least recently used dropped first; a
 * body larger than the cap is not cached.
 */
export class ResponseCache {
  private readonly cache: LRUCache<string, CachedResponse>;

  constructor(maxBytes: number) {
    this.cache = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  }

  /** Bytes held now (raw and every compressed copy). */
  get bytes(): number {
    return this.cache.calculatedSize;
  }

  get size(): number {
    return this.cache.size;
  }

  clear(): void {
    this.cache.clear();
  }

  /** The body cached for this key and ETag, in the encoding asked for; undefined when there is none for this ETag. */
  async get(key: string, etag: string, encoding: ContentEncoding): Promise<Buffer | undefined> {
    const entry = this.cache.get(key);
    if (!entry) return undefined;
    if (entry.etag !== etag) {
      this.cache.delete(key);
      return undefined;
    }
    if (!entry.raw && !entry.encoded.has(encoding)) return undefined;
    return this.encode(key, entry, entry.raw, encoding);
  }

  /**
   * Caches a built body under its key and ETag, in place of the key's previous one. The best encoding is compressed
   * at once, so that the next caller who accepts it is served from memory.
   */
  set(key: string, etag: string, raw: Buffer): void {
    const entry: CachedResponse = {
      etag,
      raw,
      encoded: new Map([['identity', Promise.resolve(raw)]]),
      bytes: raw.length,
    };
    // Over the cap, lru-cache stores nothing and deletes the key's previous entry.
    this.cache.set(key, entry);
    if (this.cache.peek(key) === entry) this.encode(key, entry, raw, CONTENT_ENCODINGS[0]!).catch(() => undefined);
  }

  /**
   * Caches an encoded copy of a body that was written a page at a time (never whole as it is), under its key and
   * ETag: beside the key's other copies of the same ETag, in place of an older ETag's.
   */
  setEncoded(key: string, etag: string, encoding: ContentEncoding, body: Buffer): void {
    const current = this.cache.peek(key);
    const encoded: CachedResponse['encoded'] =
      current?.etag === etag ? new Map(current.encoded) : new Map<ContentEncoding, Promise<Buffer>>();
    encoded.set(encoding, Promise.resolve(body));
    const bytes = (current?.etag === etag ? current.bytes : 0) + body.length;
    this.cache.set(key, {
      etag,
      ...(current?.etag === etag && current.raw ? { raw: current.raw } : {}),
      encoded,
      bytes,
    });
  }

  private encode(
    key: string,
    entry: CachedResponse,
    raw: Buffer | undefined,
    encoding: ContentEncoding,
  ): Promise<Buffer> {
    const done = entry.encoded.get(encoding);
    if (done) return done;
    if (!raw) return Promise.reject(new Error(`no ${encoding} copy of a body kept only encoded`));
    const pending = compress(raw, encoding);
    entry.encoded.set(encoding, pending);
    pending.then(
      (body) => {
        // Counted only while the body is still the one cached under its key (its copies are shared by every version
        // of its entry). A new entry is how lru-cache measures it anew (it re-measures no value it already holds) and
        // drops the least recently used past the cap; it also counts as a use, which it nearly is: a copy is
        // compressed when the body was just built or just asked for in that encoding.
        const current = this.cache.peek(key);
        if (current?.encoded !== entry.encoded || entry.encoded.get(encoding) !== pending) return;
        this.cache.set(key, { ...current, bytes: current.bytes + body.length });
      },
      () => entry.encoded.delete(encoding),
    );
    return pending;
  }
}
