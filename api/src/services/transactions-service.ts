import crypto from 'node:crypto';
import type { TransactionsQuery } from '@finance/shared/contracts';
import type { TransactionFilter, TransactionsRepository } from '../repositories/transactions-repository';

/** What GET /transactions answers: the set unchanged since the caller's copy, or the set as JSON text. */
export type TransactionsAnswer = { etag: string } & ({ notModified: true } | { notModified: false; body: string });

/** How much answer text a process keeps (characters): a few 50,000-row sets. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** Opaque tags of an If-None-Match header ("*", or a list of strong or weak tags). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tag = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || tag(candidate) === tag(etag));
}

/**
 * Reads a user's transactions for GET /transactions. Every answer names its set with an ETag made from the filter,
 * the format and the data's fingerprint, read by one cheap aggregate; a caller who sends that tag back in
 * If-None-Match gets 304 with no body while nothing in the set changed. The tag is weak (W/): the same set may be
 * sent compressed differently.
 */
export class TransactionsService {
  /** Answers by ETag, oldest first: at most MAX_CACHED_BYTES of them. */
  private readonly cache = new Map<string, string>();
  private cachedBytes = 0;

  constructor(private readonly repo: TransactionsRepository) {}

  /** Forgets every kept answer (the bench measures building one). */
  clearCache(): void {
    this.cache.clear();
    this.cachedBytes = 0;
  }

  async read(
    userId: string,
    range: { startDate: string; endDate: string },
    query: TransactionsQuery,
    ifNoneMatch: string | undefined,
  ): Promise<TransactionsAnswer> {
    const filter: TransactionFilter = {
      ...range,
      ...(query.account ? { accounts: query.account } : {}),
      ...(query.category ? { categories: query.category } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...(query.limit !== undefined ? { limit: query.limit } : {}),
      ...(query.offset !== undefined ? { offset: query.offset } : {}),
    };
    const format = query.format ?? 'full';
    const { total, version } = await this.repo.fingerprint(userId, filter);
    const etag = `W/"${crypto
      .createHash('sha256')
      .update(JSON.stringify([userId, format, filter, version]))
      .digest('base64url')
      .slice(0, 27)}"`;
    if (matches(ifNoneMatch, etag)) return { etag, notModified: true };
    // The ETag names the user, the filter and the data's state, so an answer kept under it is exactly the answer now:
    // a set asked for again without the copy (another tab or device, a cleared store) is not built again.
    const kept = this.cache.get(etag);
    if (kept !== undefined) {
      this.cache.delete(etag);
      this.cache.set(etag, kept);
      return { etag, notModified: false, body: kept };
    }
    const body = await this.build(userId, range, filter, format, total);
    this.keep(etag, body);
    return { etag, notModified: false, body };
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
    if (format === 'full') {
      const { count, rowsJson } = await this.repo.listJson(userId, filter);
      return `${JSON.stringify({ ...head, count, total }).slice(0, -1)},"transactions":${rowsJson}}`;
    }
    const { accounts, count, rowsJson } = await this.repo.listCompact(userId, filter);
    return `${JSON.stringify({ ...head, count, total, accounts }).slice(0, -1)},"rows":${rowsJson}}`;
  }

  private keep(etag: string, body: string): void {
    if (body.length > MAX_CACHED_BYTES) return;
    this.cache.set(etag, body);
    this.cachedBytes += body.length;
    for (const [oldest, text] of this.cache) {
      if (this.cachedBytes <= MAX_CACHED_BYTES) break;
      this.cache.delete(oldest);
      this.cachedBytes -= text.length;
    }
  }
}
