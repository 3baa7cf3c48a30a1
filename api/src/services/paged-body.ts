import { pipeline, Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { TransactionFilter, TransactionsRepository } from '../repositories/transactions-repository';
import { setCursor } from './change-cursor';
import type { ContentEncoding } from './response-cache';

/** The items of a generator made once it has its turn, the turn kept to its end or its reader's. */
export async function* inTurn<T>(turn: () => Promise<() => void>, items: () => AsyncGenerator<T>): AsyncGenerator<T> {
  const release = await turn();
  try {
    yield* items();
  } finally {
    release();
  }
}

/**
 * A whole set's answer written a page at a time: the head (with the cursor read before the first page, and the
 * accounts in the compact form), each page's rows as the database writes them, a part of a page at a time, then
 * `count` and `total`. No page, and no string made of one, holds the event loop for long, and the answer is never
 * whole in memory.
 */
export async function* pagedBody(
  repo: TransactionsRepository,
  userId: string,
  range: { startDate: string; endDate: string },
  filter: TransactionFilter,
  format: 'full' | 'compact',
  total: number,
  pageRows: number,
): AsyncGenerator<Buffer> {
  const cursor = setCursor(userId, await repo.changeSeq(userId));
  const head: Record<string, unknown> = { start_date: range.startDate, end_date: range.endDate, cursor };
  let accountPks: string[] | null = null;
  if (format === 'compact') {
    const accounts = await repo.accountsOf(userId);
    head.accounts = accounts.map(({ pk: _pk, ...account }) => account);
    accountPks = accounts.map((a) => a.pk);
  }
  yield Buffer.from(`${JSON.stringify(head).slice(0, -1)},"${format === 'compact' ? 'rows' : 'transactions'}":[`);
  let count = 0;
  let separator = '';
  for await (const page of repo.pages(userId, filter, accountPks, pageRows)) {
    // Neither the page's text nor a copy of it is ever one string or one buffer (ANSWER_PART_ROWS).
    for (const part of page.parts) {
      yield Buffer.from(`${separator}${part}`);
      separator = ',';
    }
    count += page.count;
  }
  yield Buffer.from(`],"count":${count},"total":${total}}`);
}

/** A stream's compression at the fastest level (as the cached bodies'), on zlib's thread pool. */
export function compressing(encoding: Exclude<ContentEncoding, 'identity'>): zlib.ZstdCompress | zlib.Gzip {
  return encoding === 'zstd'
    ? zlib.createZstdCompress({ params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } })
    : zlib.createGzip({ level: 1 });
}

/**
 * The body as a stream in the encoding asked for; `onEncoded` receives the whole encoded body once it is written (to
 * cache it), when it is no larger than `keepBytes`.
 */
export function bodyStream(
  pages: AsyncGenerator<Buffer>,
  encoding: ContentEncoding,
  keepBytes: number,
  onEncoded: (body: Buffer) => void,
): Readable {
  const source = Readable.from(pages, { objectMode: false });
  if (encoding === 'identity') return source;
  const kept: Buffer[] = [];
  let bytes = 0;
  // Passes each encoded chunk on and keeps a copy while the body stays small enough to cache.
  const keeping = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes <= keepBytes) kept.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (bytes <= keepBytes) onEncoded(Buffer.concat(kept));
      done();
    },
  });
  // A failure anywhere (the database, the client gone) ends every stream of the chain.
  return pipeline(source, compressing(encoding), keeping, () => undefined);
}
