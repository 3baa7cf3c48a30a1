import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)('GET /transactions: the compact format and conditional requests (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let linked: LinkedItem;
  const range = 'start_date=2025-01-01&end_date=2025-12-31';

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    linked = await ctx.link(alice, 'ins_compact', {
      accounts: 3,
      transactions: ([checking, card]) => [
        makeTransaction(checking!, { transaction_id: 'c-coffee', date: '2025-01-05', amount: 4.5 }),
        makeTransaction(card!, {
          transaction_id: 'c-groceries',
          date: '2025-02-10',
          amount: 80,
          merchant_name: null,
          name: 'WHOLE FOODS',
          pending: true,
          category: ['Shops', 'Supermarkets'],
          personal_finance_category: { primary: 'GENERAL_MERCHANDISE', detailed: null },
        }),
        makeTransaction(checking!, {
          transaction_id: 'c-salary',
          date: '2025-02-28',
          amount: -2000,
          iso_currency_code: null,
          personal_finance_category: null,
          category: null,
        }),
      ],
    });
  });
  afterAll(async () => ctx.close());

  const get = (user: TestUser, url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...user.auth, ...headers } });

  it('names each account once and each transaction as a row of the fields the apps use, newest first', async () => {
    const res = await get(alice, `/transactions?${range}&format=compact`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = json(res);
    const [checking, card, third] = linked.accountIds;
    expect(body).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      count: 3,
      cursor: expect.any(String),
      total: 3,
      accounts: [
        {
          account_id: checking,
          account_name: 'Plaid Checking',
          account_mask: '1000',
          institution_name: 'Bank ins_compact',
        },
        {
          account_id: card,
          account_name: 'Plaid Account 1',
          account_mask: '1001',
          institution_name: 'Bank ins_compact',
        },
        {
          account_id: third,
          account_name: 'Plaid Account 2',
          account_mask: '1002',
          institution_name: 'Bank ins_compact',
        },
      ],
      rows: [
        [
          'c-salary',
          0,
          '2025-02-28',
          -2000,
          null,
          'Blue Bottle',
          'Coffee Shop',
          [],
          null,
          false,
          null,
          null,
          null,
          false,
          false,
          null,
          null,
          null,
          null,
          null,
        ],
        [
          'c-groceries',
          1,
          '2025-02-10',
          80,
          'USD',
          null,
          'WHOLE FOODS',
          ['Shops', 'Supermarkets'],
          'GENERAL_MERCHANDISE',
          true,
          null,
          'GENERAL_MERCHANDISE',
          null,
          false,
          false,
          null,
          null,
          null,
          null,
          null,
        ],
        [
          'c-coffee',
          0,
          '2025-01-05',
          4.5,
          'USD',
          'Blue Bottle',
          'Coffee Shop',
          ['Food and Drink', 'Coffee'],
          'FOOD_AND_DRINK',
          false,
          null,
          'FOOD_AND_DRINK',
          null,
          false,
          false,
          null,
          null,
          null,
          null,
          'FOOD_AND_DRINK_COFFEE',
        ],
      ],
    });
  });

  it('keeps to the same filters as the full format', async () => {
    const compactIds = async (query: string) =>
      json(await get(alice, `/transactions?${query}&format=compact`)).rows.map((r: unknown[]) => r[0]);
    const fullIds = async (query: string) =>
      json(await get(alice, `/transactions?${query}`)).transactions.map(
        (t: { transaction_id: string }) => t.transaction_id,
      );
    for (const query of [
      range,
      `${range}&account=${linked.accountIds[1]}`,
      `${range}&search=whole`,
      `${range}&category=FOOD_AND_DRINK`,
      `${range}&limit=1&offset=1`,
    ]) {
      expect(await compactIds(query)).toEqual(await fullIds(query));
    }
    expect(json(await get(bob, `/transactions?${range}&format=compact`))).toMatchObject({
      count: 0,
      accounts: [],
      rows: [],
    });
  });

  it('names the set with a weak ETag and answers 304 with no body while it is unchanged', async () => {
    const first = await get(alice, `/transactions?${range}&format=compact`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(alice, `/transactions?${range}&format=compact`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The strong form of the same tag, and a list holding it, match too (weak comparison).
    expect(
      (await get(alice, `/transactions?${range}&format=compact`, { 'if-none-match': `"x", ${etag.slice(2)}` }))
        .statusCode,
    ).toBe(304);
    expect(
      (await get(alice, `/transactions?${range}&format=compact`, { 'if-none-match': 'W/"something-else"' })).statusCode,
    ).toBe(200);
  });

  it('gives another filter, format or user another ETag', async () => {
    const etagOf = async (user: TestUser, query: string) =>
      String((await get(user, `/transactions?${query}`)).headers.etag);
    const tags = [
      await etagOf(alice, `${range}&format=compact`),
      await etagOf(alice, range),
      await etagOf(alice, `${range}&format=compact&search=whole`),
      await etagOf(alice, `start_date=2025-02-01&end_date=2025-12-31&format=compact`),
      await etagOf(bob, `${range}&format=compact`),
    ];
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('answers in full, with a new ETag, once a transaction is added, changed or removed, or an account renamed or removed', async () => {
    const url = `/transactions?${range}&format=compact`;
    let etag = String((await get(alice, url)).headers.etag);
    const expectChanged = async () => {
      const res = await get(alice, url, { 'if-none-match': etag });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(etag);
      etag = String(res.headers.etag);
      return json(res);
    };
    const sync = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/plaid/accounts/sync',
        headers: alice.auth,
        payload: { institution_id: 'ins_compact' },
      });

    const added = makeTransaction(linked.accountIds[0]!, { transaction_id: 'c-new', date: '2025-03-01' });
    ctx.provider.addTransactions(linked.fake, [added]);
    await sync();
    expect((await expectChanged()).count).toBe(4);

    ctx.provider.addTransactions(linked.fake, [{ ...added, amount: 99 }], 'modified');
    await sync();
    expect((await expectChanged()).rows[0]).toEqual(expect.arrayContaining(['c-new', 99]));

    ctx.provider.addTransactions(linked.fake, [added], 'removed');
    await sync();
    expect((await expectChanged()).count).toBe(3);

    linked.fake.accounts[0]!.name = 'Everyday Checking';
    await sync();
    expect((await expectChanged()).accounts[0].account_name).toBe('Everyday Checking');

    await ctx.app.inject({
      method: 'DELETE',
      url: '/plaid/accounts',
      headers: alice.auth,
      payload: { accounts: { ins_compact: [linked.accountIds[2]] } },
    });
    expect((await expectChanged()).accounts).toHaveLength(2);

    // Nothing changed since: 304 again.
    expect((await get(alice, url, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('lets the app origin send If-None-Match (and, to add one, Idempotency-Key) to /transactions and read the ETag', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: `/transactions?${range}`,
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,if-none-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toBe(
      'Authorization, Content-Type, If-None-Match, Idempotency-Key',
    );
    const res = await get(alice, `/transactions?${range}&format=compact`, { origin: 'http://localhost:3000' });
    expect(res.headers['access-control-expose-headers']).toBe('ETag');
  });

  it('documents the conditional request and both formats in the OpenAPI document', async () => {
    const doc = json(await ctx.app.inject({ method: 'GET', url: '/docs/json' }));
    const op = doc.paths['/transactions'].get;
    expect(op.description).toContain('If-None-Match');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '304']));
    expect(op.parameters.find((p: { name: string }) => p.name === 'format').schema.enum).toEqual(['full', 'compact']);
  });
});
