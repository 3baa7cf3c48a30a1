import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';
import { LARGE_ANSWERS_AT_ONCE } from '../src/domain/answer-pages';
import { TransactionsRepository } from '../src/repositories/transactions-repository';

/** The body of a response as its Content-Encoding says. */
function decoded(res: LightMyRequestResponse): Record<string, unknown> {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text = encoding === 'zstd' ? zlib.zstdDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
  return JSON.parse(text.toString('utf8')) as Record<string, unknown>;
}

/**
 * A whole set larger than a page is written a page at a time (keyset pages over the date index, compressed as they
 * go): the same answer as one statement writes, with its cursor, in every encoding; its encoded copy is cached.
 */
describe.each(backends)('GET /transactions written a page at a time (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  const range = 'start_date=2025-01-01&end_date=2025-12-31';

  beforeAll(async () => {
    ctx = await createTestContext(backend, { responsePageRows: 3 });
    alice = await ctx.newUser();
    await ctx.link(alice, 'ins_pages', {
      accounts: 2,
      transactions: ([checking, card]) =>
        Array.from({ length: 11 }, (_, i) =>
          makeTransaction(i % 2 ? checking! : card!, {
            transaction_id: `p-${i}`,
            // Two rows on some dates: the pages must keep their order (date, then the latest stored) across a page.
            date: `2025-0${1 + Math.floor(i / 2)}-15`,
            amount: i + 0.25,
            merchant_name: i === 4 ? 'Café "Ünïcode" ☕' : `Shop ${i}`,
          }),
        ),
    });
  });
  afterAll(async () => ctx.close());

  const get = (path: string, encoding = 'identity') =>
    ctx.app.inject({ method: 'GET', url: path, headers: { ...alice.auth, 'accept-encoding': encoding } });

  it.each(['compact', 'full'])(
    'the %s form: the same rows, count and total as one statement writes',
    async (format) => {
      // limit=500 is written by one statement; without it the eleven rows come in four pages of at most three.
      const whole = json(await get(`/transactions?${range}&format=${format}&limit=500`));
      for (const encoding of ['identity', 'gzip', 'zstd']) {
        const res = await get(`/transactions?${range}&format=${format}`, encoding);
        expect(res.statusCode).toBe(200);
        const paged = decoded(res);
        const rowsKey = format === 'compact' ? 'rows' : 'transactions';
        expect(paged[rowsKey]).toEqual(whole[rowsKey]);
        expect(paged).toMatchObject({ count: 11, total: 11, start_date: '2025-01-01', end_date: '2025-12-31' });
        expect(paged.cursor).toEqual(whole.cursor);
        if (format === 'compact') expect(paged.accounts).toEqual(whole.accounts);
      }
    },
  );

  it('reads each page in parts of a few rows, in order, the same text as one statement', async () => {
    const repo = new TransactionsRepository(ctx.db);
    const filter = { startDate: '2025-01-01', endDate: '2025-12-31' };
    const pks = (await repo.accountsOf(alice.userId)).map((a) => a.pk);
    const pages: { parts: string[]; count: number }[] = [];
    for await (const page of repo.pages(alice.userId, filter, pks, 5, 2)) pages.push(page);
    expect(pages.map((page) => page.count)).toEqual([5, 5, 1]);
    const rowsOf = (part: string) => (JSON.parse(`[${part}]`) as unknown[]).length;
    expect(pages.map((page) => page.parts.map(rowsOf))).toEqual([[2, 2, 1], [2, 2, 1], [1]]);
    const whole = await repo.listCompact(alice.userId, filter);
    expect(`[${pages.flatMap((page) => page.parts).join(',')}]`).toBe(whole.rowsJson);
  });

  it('writes at most LARGE_ANSWERS_AT_ONCE whole sets at once: the next waits for a turn to end', async () => {
    ctx.app.transactionsService.clearCache();
    const turns = ctx.app.transactionsService.largeAnswers;
    const held = await Promise.all(Array.from({ length: LARGE_ANSWERS_AT_ONCE }, () => turns.acquire()));
    let answered = false;
    const asked = get(`/transactions?${range}&format=compact`).then((res) => {
      answered = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    expect(turns.queued).toBe(1);
    held[0]!();
    const res = await asked;
    expect(res.statusCode).toBe(200);
    expect(decoded(res)).toMatchObject({ count: 11, total: 11 });
    expect(turns.queued).toBe(0);
    held.forEach((release) => release());
  });

  it('writes one person’s whole sets asked for at once one after the other, each of them whole', async () => {
    ctx.app.transactionsService.clearCache();
    const answers = await Promise.all(
      ['identity', 'gzip', 'zstd'].map((encoding) => get(`/transactions?${range}&format=full`, encoding)),
    );
    for (const res of answers) expect(decoded(res)).toMatchObject({ count: 11, total: 11 });
    expect(ctx.app.transactionsService.largeAnswers.idle).toBe(true);
  });

  it('caches the encoded copy of a paged answer, and serves it while the set is unchanged', async () => {
    ctx.app.transactionsService.clearCache();
    const first = await get(`/transactions?${range}&format=compact`, 'gzip');
    expect(ctx.app.transactionsService.responseCache.size).toBe(1);
    const again = await get(`/transactions?${range}&format=compact`, 'gzip');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // No copy as it is was kept: identity is written again, a page at a time.
    expect(decoded(await get(`/transactions?${range}&format=compact`))).toEqual(decoded(first));
  });
});
