import { CATEGORY_NAME_MAX, PROVIDER_CATEGORIES } from '@finance/shared/contracts';
import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)("A person's categories: /categories (%s)", (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  const range = 'start_date=2025-01-01&end_date=2025-12-31';

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    await ctx.link(alice, 'ins_categories', {
      transactions: ([checking]) => [
        makeTransaction(checking!, { transaction_id: 'cat-1', date: '2025-05-01', merchant_name: 'Lego Store' }),
        makeTransaction(checking!, { transaction_id: 'cat-2', date: '2025-05-02', merchant_name: 'Lego Store' }),
        makeTransaction(checking!, {
          transaction_id: 'cat-3',
          date: '2025-05-03',
          personal_finance_category: { primary: 'ENTERTAINMENT', detailed: null },
        }),
      ],
    });
  });
  afterAll(async () => ctx.close());

  const send = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const categories = async (user: TestUser) => json(await send(user, 'GET', '/categories')).categories;
  const primary = async (id: string) =>
    json(await send(alice, 'GET', `/transactions?${range}`)).transactions.find(
      (t: { transaction_id: string }) => t.transaction_id === id,
    ).personal_finance_category.primary;

  it("lists the provider's sixteen first, by the provider's order, with names a person reads", async () => {
    const list = await categories(alice);
    expect(list).toHaveLength(16);
    expect(list.map((c: { category_id: string }) => c.category_id)).toEqual([...PROVIDER_CATEGORIES]);
    expect(list).toContainEqual({ category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' });
  });

  it('creates categories (the name trimmed), lists them by name after the provider ones, and only to their person', async () => {
    const toys = await send(alice, 'POST', '/categories', { name: '  Toys ' });
    expect(toys.statusCode).toBe(201);
    expect(json(toys)).toEqual({
      category_id: expect.stringMatching(/^cat_[A-Za-z0-9_-]+$/),
      name: 'Toys',
      kind: 'custom',
    });
    await send(alice, 'POST', '/categories', { name: 'gifts' });
    const list = await categories(alice);
    expect(list.slice(16).map((c: { name: string }) => c.name)).toEqual(['gifts', 'Toys']);
    expect(await categories(bob)).toHaveLength(16);
  });

  it('refuses a name taken (ignoring case, a provider one too) with 409, and bad names with 400', async () => {
    for (const name of ['TOYS', 'food and drink']) {
      const res = await send(alice, 'POST', '/categories', { name });
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toMatch(/exists already/);
    }
    // Bob has no Toys: the name is free for him.
    expect((await send(bob, 'POST', '/categories', { name: 'Toys' })).statusCode).toBe(201);
    for (const [payload, message] of [
      [{ name: '' }, /body\/name/],
      [{ name: '   ' }, /body\/name/],
      [{ name: 'x'.repeat(CATEGORY_NAME_MAX + 1) }, /body\/name/],
      [{}, /name/],
    ] as const) {
      const res = await send(alice, 'POST', '/categories', payload);
      expect([res.statusCode, json(res).message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await categories(alice)).toHaveLength(18);
  });

  it("renames a category (409 when the name is taken), never a provider one (400) or another person's (404)", async () => {
    const [gifts, toys] = (await categories(alice)).slice(16);
    await send(alice, 'PATCH', '/transactions/cat-1', { category: toys.category_id });
    const renamed = await send(alice, 'PATCH', `/categories/${toys.category_id}`, { name: 'Play' });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed)).toEqual({ category_id: toys.category_id, name: 'Play', kind: 'custom' });
    expect(await primary('cat-1')).toBe(toys.category_id);
    expect((await send(alice, 'PATCH', `/categories/${gifts.category_id}`, { name: 'play' })).statusCode).toBe(409);
    const provider = await send(alice, 'PATCH', '/categories/FOOD_AND_DRINK', { name: 'Food' });
    expect([provider.statusCode, json(provider).message]).toEqual([400, 'A provider category cannot be renamed']);
    const bobs = await send(bob, 'PATCH', `/categories/${toys.category_id}`, { name: 'Mine' });
    expect([bobs.statusCode, json(bobs).message]).toEqual([404, 'Category not found']);
    expect((await categories(alice))[17].name).toBe('Play');
  });

  it("deletes a category: its transactions fall back to the bank's category and its rules go with it", async () => {
    const play = (await categories(alice)).find((c: { name: string }) => c.name === 'Play');
    await send(alice, 'PATCH', '/transactions/cat-3', { category: play.category_id });
    await ctx.db.query(
      `INSERT INTO rules (rule_id, user_id, match_field, match_value, category)
       VALUES ('rule_play', $1, 'merchant', 'Lego Store', $2)`,
      [alice.userId, play.category_id],
    );
    const etag = async () => String((await send(alice, 'GET', `/transactions?${range}&format=compact`)).headers.etag);
    const before = await etag();
    expect((await send(bob, 'DELETE', `/categories/${play.category_id}`)).statusCode).toBe(404);
    expect((await send(alice, 'DELETE', '/categories/ENTERTAINMENT')).statusCode).toBe(400);
    expect(await primary('cat-1')).toBe(play.category_id);

    expect((await send(alice, 'DELETE', `/categories/${play.category_id}`)).statusCode).toBe(204);
    expect(await primary('cat-1')).toBe('FOOD_AND_DRINK');
    expect(await primary('cat-3')).toBe('ENTERTAINMENT');
    expect(await ctx.db.query("SELECT 1 FROM rules WHERE rule_id = 'rule_play'")).toHaveLength(0);
    expect(await etag()).not.toBe(before);
    expect((await send(alice, 'DELETE', `/categories/${play.category_id}`)).statusCode).toBe(404);
    const rejected = await send(alice, 'PATCH', '/transactions/cat-1', { category: play.category_id });
    expect(rejected.statusCode).toBe(400);
  });

  it('records a corrections event for every change, with how many transactions it changed', async () => {
    const stored = await ctx.db.query<{ data: { count: number } }>(
      "SELECT data FROM user_events WHERE user_id = $1 AND type = 'corrections' ORDER BY seq",
      [alice.userId],
    );
    // create Toys, create gifts, PATCH cat-1, rename, PATCH cat-3, delete (two transactions back to the bank's)
    expect(stored.map((e) => e.data.count)).toEqual([0, 0, 1, 0, 1, 2]);
  });

  it('counts the transactions in each category, as the screen shows them, for their person only', async () => {
    const hobbies = json(await send(alice, 'POST', '/categories', { name: 'Hobbies' }));
    await send(alice, 'PATCH', '/transactions/cat-2', { category: hobbies.category_id });
    const counts = json(await send(alice, 'GET', '/categories/counts')).counts;
    expect(counts).toEqual(
      [
        { category_id: 'ENTERTAINMENT', transactions: 1 },
        { category_id: 'FOOD_AND_DRINK', transactions: 1 },
        { category_id: hobbies.category_id, transactions: 1 },
      ].sort((a, b) => (a.category_id < b.category_id ? -1 : 1)),
    );
    expect(json(await send(bob, 'GET', '/categories/counts')).counts).toEqual([]);
  });

  it('merges a category into another: its transactions and rules move, it is gone; bad merges change nothing', async () => {
    const hobbies = (await categories(alice)).find((c: { name: string }) => c.name === 'Hobbies');
    await send(alice, 'PATCH', '/transactions/cat-1', { category: hobbies.category_id });
    await ctx.db.query(
      `INSERT INTO rules (rule_id, user_id, match_field, match_value, category)
       VALUES ('rule_hobbies', $1, 'merchant', 'Lego Store', $2)`,
      [alice.userId, hobbies.category_id],
    );
    const merge = (user: TestUser, id: string, payload: object) =>
      send(user, 'POST', `/categories/${id}/merge`, payload);
    for (const [id, payload, status, message] of [
      ['ENTERTAINMENT', { into: 'TRAVEL' }, 400, /provider category cannot be merged/],
      [hobbies.category_id, { into: hobbies.category_id }, 400, /another category/],
      [hobbies.category_id, { into: 'cat_nobody' }, 400, /Unknown category "cat_nobody" in body\/into/],
      [hobbies.category_id, {}, 400, /into/],
      [hobbies.category_id, { into: '' }, 400, /body\/into/],
    ] as const) {
      const res = await merge(alice, id, payload);
      expect([res.statusCode, json(res).message]).toEqual([status, expect.stringMatching(message)]);
    }
    expect((await merge(bob, hobbies.category_id, { into: 'TRAVEL' })).statusCode).toBe(404);
    expect(await primary('cat-1')).toBe(hobbies.category_id);

    const res = await merge(alice, hobbies.category_id, { into: 'ENTERTAINMENT' });
    expect([res.statusCode, json(res)]).toEqual([200, { moved: 2 }]);
    expect(await primary('cat-1')).toBe('ENTERTAINMENT');
    expect(await primary('cat-2')).toBe('ENTERTAINMENT');
    expect(json(await send(alice, 'GET', '/categories/counts')).counts).toEqual([
      { category_id: 'ENTERTAINMENT', transactions: 3 },
    ]);
    expect(await ctx.db.query("SELECT category FROM rules WHERE rule_id = 'rule_hobbies'")).toEqual([
      { category: 'ENTERTAINMENT' },
    ]);
    expect((await categories(alice)).map((c: { name: string }) => c.name)).not.toContain('Hobbies');
    expect((await merge(alice, hobbies.category_id, { into: 'ENTERTAINMENT' })).statusCode).toBe(404);
  });
});
