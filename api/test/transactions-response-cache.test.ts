import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { negotiateEncoding, ResponseCache } from '../src/services/response-cache';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

/** The body of a response as its Content-Encoding says. */
function decoded(res: LightMyRequestResponse): unknown {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text =
    encoding === 'zstd'
      ? zlib.zstdDecompressSync(raw)
      : encoding === 'gzip'
        ? zlib.gunzipSync(raw)
        : encoding === undefined
          ? raw
          : undefined;
  if (!text) throw new Error(`unexpected Content-Encoding ${String(encoding)}`);
  return JSON.parse(text.toString('utf8'));
}

describe.each(backends)('GET /transactions: stored rows, cached and compressed responses (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let linked: LinkedItem;
  const range = 'start_date=2025-01-01&end_date=2025-12-31';
  const url = `/transactions?${range}&format=compact`;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    linked = await ctx.link(alice, 'ins_cached', {
      accounts: 2,
      transactions: ([checking, card]) => [
        makeTransaction(checking!, { transaction_id: 'k-1', date: '2025-01-05', amount: 4.5 }),
        makeTransaction(card!, {
          transaction_id: 'k-"quoted"\\',
          date: '2025-02-10',
          amount: 0.1,
          merchant_name: 'Café "Ünïcode" ☕\n',
          name: null,
          iso_currency_code: null,
          pending: true,
          category: ['Shops', 'A, "b"'],
          personal_finance_category: null,
        }),
        makeTransaction(checking!, { transaction_id: 'k-3', date: '2025-03-01', amount: -2000 }),
        makeTransaction(card!, { transaction_id: 'k-4', date: '2025-03-02', amount: 12345678.99 }),
      ],
    });
  });
  afterAll(async () => ctx.close());

  const get = (headers: Record<string, string> = {}, path = url) =>
    ctx.app.inject({ method: 'GET', url: path, headers: { ...alice.auth, ...headers } });

  it('stores each row the way the response used to write it (json_build_array), without the spaces', async () => {
    const rows = await ctx.db.query<{ stored: string; old: string }>(
      `SELECT t.compact_head || '0' || t.compact_tail AS stored,
              json_build_array(t.transaction_id, 0, t.date, t.amount::float8, t.iso_currency_code, t.merchant_name,
                               t.name, t.category, coalesce(t.user_category, t.pfc_primary), t.pending,
                               t.display_name, t.pfc_primary, t.notes, t.excluded, t.manual, t.transfer_id,
                               t.rule_id, t.split_of, t.split,
                               CASE WHEN t.user_category IS NULL THEN t.pfc_detailed END)::text AS old
       FROM transactions t WHERE t.item_id = (SELECT id FROM items WHERE institution_id = 'ins_cached')`,
    );
    expect(rows).toHaveLength(4);
    for (const { stored, old } of rows) {
      expect(JSON.parse(stored)).toEqual(JSON.parse(old));
      expect(stored.length).toBeLessThan(old.length);
    }
  });

  it('serves each Accept-Encoding the same JSON: zstd, gzip, identity, and identity for what it does not write', async () => {
    const identity = await get();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(String(identity.headers.vary)).toContain('Accept-Encoding');
    const expected = json(identity);
    expect(expected.count).toBe(4);
    const cases: [string, string | undefined][] = [
      ['zstd', 'zstd'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'zstd'],
      ['zstd;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
      ['br', undefined],
      ['gzip;q=0, zstd;q=0', undefined],
    ];
    for (const [accept, encoding] of cases) {
      // Twice: the first may build or compress, the second is served from the cache.
      for (let i = 0; i < 2; i++) {
        const res = await get({ 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.etag).toBe(identity.headers.etag);
        expect(decoded(res)).toEqual(expected);
      }
    }
    // A conditional request still gets 304, whatever the encoding.
    const conditional = await get({ 'accept-encoding': 'zstd', 'if-none-match': String(identity.headers.etag) });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
  });

  it('drops the cached response when a sync adds a row: new ETag, new body, one response cached for the request', async () => {
    const before = await get({ 'accept-encoding': 'zstd' });
    const cache = ctx.app.transactionsService.responseCache;
    const cachedBefore = cache.size;
    expect((decoded(before) as { count: number }).count).toBe(4);
    ctx.provider.addTransactions(linked.fake, [
      makeTransaction(linked.accountIds[0]!, { transaction_id: 'k-new', date: '2025-04-01' }),
    ]);
    await ctx.app.inject({
      method: 'POST',
      url: '/plaid/accounts/sync',
      headers: alice.auth,
      payload: { institution_id: 'ins_cached' },
    });
    for (const accept of ['zstd', 'gzip', 'identity']) {
      const after = await get({ 'accept-encoding': accept });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const body = decoded(after) as { count: number; total: number; rows: unknown[][] };
      expect(body).toMatchObject({ count: 5, total: 5 });
      expect(body.rows[0]![0]).toBe('k-new');
    }
    expect(cache.size).toBe(cachedBefore);
    // A first page is cached apart from the whole set, and changes with it.
    const page = await get({ 'accept-encoding': 'gzip' }, `${url}&limit=1`);
    expect(decoded(page)).toMatchObject({ count: 1, total: 5, rows: [expect.arrayContaining(['k-new'])] });
  });
});

describe('ResponseCache', () => {
  const body = (n: number, fill: string) => Buffer.from(fill.repeat(n));

  it('negotiates zstd, gzip or identity from Accept-Encoding', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('zstd');
    expect(negotiateEncoding('br')).toBe('identity');
  });

  it('holds at most its cap (raw and compressed), dropping the least recently used first', async () => {
    const cache = new ResponseCache(10_000);
    cache.set('a', 'e1', body(4000, 'a'));
    cache.set('b', 'e1', body(4000, 'b'));
    expect(await cache.get('a', 'e1', 'identity')).toEqual(body(4000, 'a'));
    cache.set('c', 'e1', body(4000, 'c'));
    // b was used least recently: gone; a and c stay.
    expect(await cache.get('b', 'e1', 'identity')).toBeUndefined();
    expect(await cache.get('a', 'e1', 'identity')).toBeDefined();
    expect(await cache.get('c', 'e1', 'gzip')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.bytes).toBeGreaterThan(8000);
    // Larger than the cap: served, not cached.
    cache.set('d', 'e1', body(20_000, 'd'));
    expect(await cache.get('d', 'e1', 'identity')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('serves a key only under the ETag it was built for, and a new ETag replaces it', async () => {
    const cache = new ResponseCache(1_000_000);
    cache.set('a', 'e1', body(100, 'a'));
    expect(await cache.get('a', 'e2', 'identity')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.set('a', 'e2', body(100, 'x'));
    cache.set('a', 'e3', body(100, 'y'));
    expect(cache.size).toBe(1);
    expect(zlib.gunzipSync((await cache.get('a', 'e3', 'gzip'))!).toString()).toBe('y'.repeat(100));
  });
});
