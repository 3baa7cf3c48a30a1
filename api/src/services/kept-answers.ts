import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/** How an answer travels: compressed by zstd (Node 22.15+/23.8+) or gzip, or as it is. */
export type AnswerEncoding = 'zstd' | 'gzip' | 'identity';

const zstdCompress = zlib.zstdCompress ? promisify(zlib.zstdCompress) : undefined;
const gzip = promisify(zlib.gzip);

/** The encodings this process can write, best first (zstd only where Node has it). */
export const ANSWER_ENCODINGS: AnswerEncoding[] = [...(zstdCompress ? ['zstd' as const] : []), 'gzip', 'identity'];

/**
 * The encoding an Accept-Encoding header asks for among ANSWER_ENCODINGS; identity without the header, or when it
 * names none of them (a client that takes only br gets the text as it is).
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): AnswerEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return (header && negotiate(header, ANSWER_ENCODINGS)) || 'identity';
}

/**
 * Compresses with the fastest level (1): the answer is compressed once and sent many times, and level 1 already
 * takes a 50,000-row answer from ~8 MB to well under 1 MB. zlib runs it on its thread pool, off the event loop.
 */
export function encodeAnswer(raw: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(raw);
  if (encoding === 'zstd' && zstdCompress)
    return zstdCompress(raw, { params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } });
  return gzip(raw, { level: 1 });
}

interface Kept {
  etag: string;
  raw: Buffer;
  /** Each encoding compressed once, when first asked for (the best one also right after the answer is built). */
  encoded: Map<AnswerEncoding, Promise<Buffer>>;
  bytes: number;
}

/**
 * Built answers kept in memory, one per request key (user, filter, format, limit), each under the ETag it was built
 * for: an answer is served only while the data's ETag is still that one, and a new ETag for the key replaces it. At
 * most maxBytes (raw and compressed together) are kept; the least recently used answers go first.
 */
export class KeptAnswers {
  private readonly entries = new Map<string, Kept>();
  private keptBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Bytes held now (raw and every compressed copy). */
  get bytes(): number {
    return this.keptBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.keptBytes = 0;
  }

  /** The answer kept for this key and ETag, as the encoding asks; undefined when there is none for this ETag. */
  async get(key: string, etag: string, encoding: AnswerEncoding): Promise<Buffer | undefined> {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (kept.etag !== etag) {
      this.forget(key, kept);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, kept);
    return this.encode(key, kept, encoding);
  }

  /**
   * Keeps a built answer under its key and ETag, in place of the key's previous one. The best encoding is compressed
   * at once, so the next caller who accepts it is answered from memory. An answer larger than the cap is not kept.
   */
  keep(key: string, etag: string, raw: Buffer): void {
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    if (raw.length > this.maxBytes) return;
    const kept: Kept = { etag, raw, encoded: new Map([['identity', Promise.resolve(raw)]]), bytes: raw.length };
    this.entries.set(key, kept);
    this.keptBytes += raw.length;
    this.evict();
    this.encode(key, kept, ANSWER_ENCODINGS[0]!).catch(() => undefined);
  }

  private encode(key: string, kept: Kept, encoding: AnswerEncoding): Promise<Buffer> {
    const done = kept.encoded.get(encoding);
    if (done) return done;
    const pending = encodeAnswer(kept.raw, encoding);
    kept.encoded.set(encoding, pending);
    pending.then(
      (body) => {
        // Counted only while the answer is still the one kept under its key.
        if (this.entries.get(key) !== kept || kept.encoded.get(encoding) !== pending) return;
        kept.bytes += body.length;
        this.keptBytes += body.length;
        this.evict();
      },
      () => kept.encoded.delete(encoding),
    );
    return pending;
  }

  private forget(key: string, kept: Kept): void {
    this.entries.delete(key);
    this.keptBytes -= kept.bytes;
  }

  private evict(): void {
    for (const [key, kept] of this.entries) {
      if (this.keptBytes <= this.maxBytes) break;
      this.forget(key, kept);
    }
  }
}
