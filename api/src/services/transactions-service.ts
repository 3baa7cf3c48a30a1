import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  TRANSACTION_ROW_COLUMNS,
  TRANSACTIONS_ANSWER_MAX_ROWS,
  type TRANSACTIONS_FORMATS,
  type TransactionsQuery,
} from '@finance/shared/contracts';
import { badRequest } from '../lib/http-errors';
import type { TransactionFilter, TransactionsRepository } from '../repositories/transactions-repository';
import { setCursor } from './change-cursor';
import { ANSWER_PAGE_ROWS, LARGE_ANSWERS_AT_ONCE, LARGE_ANSWERS_AT_ONCE_PER_PERSON } from '../domain/answer-pages';
import { Semaphore } from '../lib/semaphore';
import { bodyStream, inTurn, pagedBody } from './paged-body';
import { compress, ResponseCache, type ContentEncoding } from './response-cache';

/**
 * What GET /transactions replies: the set unchanged since the caller's copy, or the set as JSON bytes in the
 * encoding asked for.
 */
export type TransactionsReply = { etag: string } & (
  { notModified: true } | { notModified: false; body: Buffer | Readable; encoding: ContentEncoding }
);

/** How many bytes of response bodies a process caches (raw and compressed): a few 50,000-row sets. */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

type TransactionsFormat = (typeof TRANSACTIONS_FORMATS)[number];

/** Whether an If-None-Match header lists the tag (weakly compared: W/ or not); "*" aside. */
function lists(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tag = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() !== '*' && tag(candidate) === tag(etag));
}

/** Whether an If-None-Match header is "*" (any copy of the set). */
function isAny(ifNoneMatch: string | undefined): boolean {
  return ifNoneMatch?.split(',').some((candidate) => candidate.trim() === '*') ?? false;
}

/**
 * Reads a user's transactions for GET /transactions. Every response names its set with an ETag made from the user,
 * the filter, the format and the person's change number (TransactionsRepository.changeSeq: one row, moved by every
 * change to what their answers show); a caller who sends that tag back in If-None-Match gets 304 with no body while
 * none of it changed, before anything is counted. The tag is weak (W/): the same set may be sent compressed
 * differently.
 */
export class TransactionsService {
  /** Built response bodies, by request and ETag, compressed once. */
  readonly responseCache: ResponseCache;
  /** Bodies being built, by ETag: callers asking for one set at once share one build. */
  private readonly building = new Map<string, Promise<Buffer>>();

  private readonly maxRows: Record<TransactionsFormat, number>;
  private readonly cacheMaxBytes: number;
  private readonly pageRows: number;
  /** The turns of the whole sets written a page at a time (LARGE_ANSWERS_AT_ONCE), and each person's. */
  readonly largeAnswers: Semaphore;
  private readonly personsLargeAnswers = new Map<string, Semaphore>();

  constructor(
    private readonly repo: TransactionsRepository,
    options: {
      cacheMaxBytes?: number;
      maxRows?: Record<TransactionsFormat, number>;
      pageRows?: number;
    } = {},
  ) {
    this.cacheMaxBytes = options.cacheMaxBytes ?? RESPONSE_CACHE_MAX_BYTES;
    this.responseCache = new ResponseCache(this.cacheMaxBytes);
    this.maxRows = options.maxRows ?? TRANSACTIONS_ANSWER_MAX_ROWS;
    this.pageRows = options.pageRows ?? ANSWER_PAGE_ROWS;
    this.largeAnswers = new Semaphore(LARGE_ANSWERS_AT_ONCE);
  }

  /**
   * A turn to write a large answer: the person's own first (LARGE_ANSWERS_AT_ONCE_PER_PERSON: their sets wait for
   * each other, not taking every turn of the process), then one of the process's.
   */
  private async largeAnswerTurn(userId: string): Promise<() => void> {
    let person = this.personsLargeAnswers.get(userId);
    if (!person) this.personsLargeAnswers.set(userId, (person = new Semaphore(LARGE_ANSWERS_AT_ONCE_PER_PERSON)));
    const releasePerson = await person.acquire();
    const release = await this.largeAnswers.acquire();
    return () => {
      release();
      releasePerson();
      if (person.idle) this.personsLargeAnswers.delete(userId);
    };
  }

  /** Empties the response cache (the bench measures building a response). */
  clearCache(): void {
    this.responseCache.clear();
  }

  async read(
    userId: string,
    range: { startDate: string; endDate: string },
    query: TransactionsQuery,
    ifNoneMatch: string | undefined,
    encoding: ContentEncoding = 'identity',
  ): Promise<TransactionsReply> {
    const filter: TransactionFilter = {
      ...range,
      ...(query.account ? { accounts: query.account } : {}),
      ...(query.category ? { categories: query.category } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...(query.limit !== undefined ? { limit: query.limit } : {}),
      ...(query.offset !== undefined ? { offset: query.offset } : {}),
    };
    const format: TransactionsFormat = query.format ?? 'full';
    // The version is read before the rows: an answer is never older than its tag (a change between the two reads
    // lands in the answer under the older tag, and the next request gets it again under the new one).
    const version = await this.repo.changeSeq(userId);
    // The answer's shape (its columns) is part of the tag: a browser's stored copy of the same data in an older shape,
    // revalidated with its ETag after a migration added a field, must not be answered 304.
    const etag = `W/"${crypto
      .createHash('sha256')
      .update(JSON.stringify([userId, format, TRANSACTION_ROW_COLUMNS.length, filter, version]))
      .digest('base64url')
      .slice(0, 27)}"`;
    // The caller's copy is current: nothing more is read. (It was answered under this tag, so within the bounds.)
    if (lists(ifNoneMatch, etag)) return { etag, notModified: true };
    // The ETag names the user, the filter and the data's state, so a body cached under it is exactly the response now:
    // a set asked for again without the copy (another tab or device, a cleared store) is not built again, nor counted
    // (it was within the bounds when built, and nothing changed since).
    const key = JSON.stringify([userId, format, filter]);
    const cached = await this.responseCache.get(key, etag, encoding);
    if (cached && isAny(ifNoneMatch)) return { etag, notModified: true };
    if (cached) return { etag, notModified: false, body: cached, encoding };
    const total = await this.repo.total(userId, filter);
    const rows = filter.limit ?? Math.max(0, total - (filter.offset ?? 0));
    if (rows > this.maxRows[format]) {
      throw badRequest(
        `The range holds ${total} transactions; one answer holds at most ${this.maxRows[format]} in the ${format} ` +
          'format: ask for a shorter range, or page with limit and offset',
      );
    }
    if (isAny(ifNoneMatch)) return { etag, notModified: true };
    // A whole set of more than a page is written a page at a time, compressed as it goes, and only its encoded copy
    // is cached: one person's 200,000 rows neither hold the event loop nor sit whole in memory.
    if (filter.limit === undefined && filter.offset === undefined && total > this.pageRows) {
      // Its turn among the large answers (LARGE_ANSWERS_AT_ONCE), kept to its end or the client's.
      const pages = inTurn(
        () => this.largeAnswerTurn(userId),
        () => pagedBody(this.repo, userId, range, filter, format, total, this.pageRows),
      );
      const body = bodyStream(pages, encoding, this.cacheMaxBytes / 4, (encoded) =>
        this.responseCache.setEncoded(key, etag, encoding, encoded),
      );
      return { etag, notModified: false, body, encoding };
    }
    let building = this.building.get(etag);
    if (!building) {
      building = this.build(userId, range, filter, format, total)
        .then((text) => {
          const raw = Buffer.from(text);
          this.responseCache.set(key, etag, raw);
          return raw;
        })
        .finally(() => this.building.delete(etag));
      this.building.set(etag, building);
    }
    const raw = await building;
    const body = (await this.responseCache.get(key, etag, encoding)) ?? (await compress(raw, encoding));
    return { etag, notModified: false, body, encoding };
  }

  /** Both forms are JSON text written by the database; only the head is serialised here. */
  private async build(
    userId: string,
    range: { startDate: string; endDate: string },
    filter: TransactionFilter,
    format: string,
    total: number,
  ): Promise<string> {
    const head = { start_date: range.startDate, end_date: range.endDate };
    // The cursor is read with the rows (one statement): the copy holds every change up to it.
    if (format === 'full') {
      const { count, rowsJson, seq } = await this.repo.listJson(userId, filter);
      const fields = { ...head, count, total, cursor: setCursor(userId, seq) };
      return `${JSON.stringify(fields).slice(0, -1)},"transactions":${rowsJson}}`;
    }
    const { accounts, count, rowsJson, seq } = await this.repo.listCompact(userId, filter);
    const fields = { ...head, count, total, cursor: setCursor(userId, seq), accounts };
    return `${JSON.stringify(fields).slice(0, -1)},"rows":${rowsJson}}`;
  }
}
