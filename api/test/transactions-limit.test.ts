import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)('GET /transactions: limit, count and total (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  const range = 'start_date=2025-01-01&end_date=2025-12-31';
  const url = `/transactions?${range}&format=compact`;
  // Seven rows, three of them on one day (the tiebreak decides their order), one outside the range.
  const dates = ['2025-01-03', '2025-02-10', '2025-02-10', '2025-02-10', '2025-03-01', '2025-06-30', '2025-12-31'];

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    await ctx.link(alice, 'ins_limit', {
      accounts: 2,
      transactions: ([checking, card]) => [
        ...dates.map((date, i) => makeTransaction(i % 2 ? card! : checking!, { transaction_id: `l-${i}`, date })),
        makeTransaction(checking!, { transaction_id: 'l-old', date: '2024-12-31' }),
      ],
    });
  });
  afterAll(async () => ctx.close());

  const get = (query: string) => ctx.app.inject({ method: 'GET', url: query, headers: alice.auth });
  const ids = (body: { rows: unknown[][] }) => body.rows.map((r) => r[0]);

  it('answers the whole range with count = total', async () => {
    const body = json(await get(url));
    expect(body).toMatchObject({ count: 7, total: 7 });
    expect(body.rows).toHaveLength(7);
    expect(json(await get(`/transactions?${range}`))).toMatchObject({ count: 7, total: 7 });
  });

  it('with limit=N answers the N newest rows of the range, in the same order, and the total of the range', async () => {
    const all = ids(json(await get(url)));
    for (const n of [1, 2, 3, 4, 7, 500]) {
      const body = json(await get(`${url}&limit=${n}`));
      expect(body.count).toBe(Math.min(n, 7));
      expect(body.total).toBe(7);
      expect(ids(body)).toEqual(all.slice(0, n));
      // Same accounts list as the whole answer: the indexes mean the same in every page.
      expect(body.accounts).toEqual(json(await get(url)).accounts);
    }
    // The full form keeps the same rules.
    const full = json(await get(`/transactions?${range}&limit=2`));
    expect(full).toMatchObject({ count: 2, total: 7 });
    expect(full.transactions.map((t: { transaction_id: string }) => t.transaction_id)).toEqual(all.slice(0, 2));
  });

  it('orders rows of one date stably (the same every time), so pages never overlap', async () => {
    const all = ids(json(await get(url)));
    expect(all.slice(3, 6).sort()).toEqual(['l-1', 'l-2', 'l-3']);
    const pages = [
      ...ids(json(await get(`${url}&limit=3`))),
      ...ids(json(await get(`${url}&limit=3&offset=3`))),
      ...ids(json(await get(`${url}&limit=3&offset=6`))),
    ];
    expect(pages).toEqual(all);
    expect(ids(json(await get(`${url}&limit=3`)))).toEqual(all.slice(0, 3));
  });

  it('counts the filtered set as the total', async () => {
    const body = json(await get(`${url}&limit=1&search=nothing-matches`));
    expect(body).toMatchObject({ count: 0, total: 0, rows: [] });
    const dated = json(await get(`/transactions?start_date=2025-02-10&end_date=2025-02-10&format=compact&limit=2`));
    expect(dated).toMatchObject({ count: 2, total: 3 });
  });

  it('gives a page its own ETag, changed when a row beyond the page changes the total', async () => {
    const etag = String((await get(`${url}&limit=2`)).headers.etag);
    expect(etag).not.toBe(String((await get(url)).headers.etag));
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${url}&limit=2`,
          headers: { ...alice.auth, 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(304);
  });

  it.each([
    ['limit=0', 'querystring/limit must be >= 1'],
    ['limit=501', 'querystring/limit must be <= 500'],
    ['limit=-3', 'querystring/limit must be >= 1'],
    ['limit=2.5', 'querystring/limit must be integer'],
    ['limit=ten', 'querystring/limit must be integer'],
    ['limit=1e9', 'querystring/limit must be <= 500'],
    ['limit=1&limit=2', 'querystring/limit must be integer'],
    ['limit=1e309', 'querystring/limit must be a finite number'],
    ['offset=1e309', 'querystring/offset must be a finite number'],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    const res = await get(`${url}&${query}`);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: 'Bad Request', message });
  });

  it('documents limit and total in the OpenAPI document', async () => {
    const doc = json(await ctx.app.inject({ method: 'GET', url: '/docs/json' }));
    const op = doc.paths['/transactions'].get;
    const limit = op.parameters.find((p: { name: string }) => p.name === 'limit');
    expect(limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
    expect(limit.description ?? limit.schema.description).toContain('newest');
    const answers = JSON.stringify(op.responses['200']);
    expect(answers).toContain('"total"');
    expect(op.description).toContain('limit');
  });
});
