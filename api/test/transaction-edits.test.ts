import { DISPLAY_NAME_MAX, NOTES_MAX } from '@finance/shared/contracts';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { openEventStream } from './helpers/event-stream';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)('Correcting transactions: PATCH, POST and DELETE /transactions (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let linked: LinkedItem;
  let bobsAccount: string;
  const range = 'start_date=2025-01-01&end_date=2025-12-31';

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    linked = await ctx.link(alice, 'ins_edits', {
      transactions: ([checking]) => [
        makeTransaction(checking!, {
          transaction_id: 'e-coffee',
          date: '2025-03-01',
          amount: 4.5,
          merchant_name: 'Starbucks',
          name: 'STARBUCKS 0421',
          personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
        }),
        makeTransaction(checking!, { transaction_id: 'e-other', date: '2025-03-02', amount: 10 }),
      ],
    });
    const bobs = await ctx.link(bob, 'ins_edits_bob', {
      transactions: ([acc]) => [makeTransaction(acc!, { transaction_id: 'e-bobs', date: '2025-03-01' })],
    });
    bobsAccount = bobs.accountIds[0]!;
  });
  afterAll(async () => ctx.close());

  const send = (user: TestUser, method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: user.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (user: TestUser, query = '') =>
    json(
      await ctx.app.inject({
        method: 'GET',
        url: `/transactions?${range}${query}`,
        headers: user.auth,
      }),
    );
  const detail = async (user: TestUser, id: string) =>
    (await list(user)).transactions.find((t: { transaction_id: string }) => t.transaction_id === id);
  const etag = async (user: TestUser, format = 'compact') =>
    String(
      (await ctx.app.inject({ method: 'GET', url: `/transactions?${range}&format=${format}`, headers: user.auth }))
        .headers.etag,
    );
  const events = async (user: TestUser) =>
    (
      await ctx.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM user_events WHERE user_id = $1 AND type = 'corrections'",
        [user.userId],
      )
    )[0]!.n;

  it('changes category, display name, notes and excluded; the bank values stay beside them', async () => {
    const before = await etag(alice);
    const eventsBefore = await events(alice);
    const res = await send(alice, 'PATCH', '/transactions/e-coffee', {
      category: 'ENTERTAINMENT',
      display_name: '  Coffee with Sam ',
      notes: 'Birthday',
      excluded: true,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      transaction_id: 'e-coffee',
      personal_finance_category: { primary: 'ENTERTAINMENT', detailed: null },
      bank_category: 'FOOD_AND_DRINK',
      display_name: 'Coffee with Sam',
      notes: 'Birthday',
      excluded: true,
      manual: false,
      merchant_name: 'Starbucks',
      name: 'STARBUCKS 0421',
    });
    expect(await detail(alice, 'e-coffee')).toEqual(json(res));
    const compact = await list(alice, '&format=compact');
    expect(compact.rows.find((r: unknown[]) => r[0] === 'e-coffee').slice(8)).toEqual([
      'ENTERTAINMENT',
      false,
      'Coffee with Sam',
      'FOOD_AND_DRINK',
      'Birthday',
      true,
      false,
      null,
      null,
      null,
      null,
      // The person's category puts the bank's detailed one aside.
      null,
    ]);
    expect(await etag(alice)).not.toBe(before);
    expect(await events(alice)).toBe(eventsBefore + 1);
  });

  it('changes only the fields given, and puts each back to the bank value with null (excluded with false)', async () => {
    await send(alice, 'PATCH', '/transactions/e-coffee', { notes: 'Still birthday' });
    expect(await detail(alice, 'e-coffee')).toMatchObject({ display_name: 'Coffee with Sam', notes: 'Still birthday' });
    const res = await send(alice, 'PATCH', '/transactions/e-coffee', {
      category: null,
      display_name: null,
      notes: null,
      excluded: false,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
      bank_category: 'FOOD_AND_DRINK',
      display_name: null,
      notes: null,
      excluded: false,
    });
  });

  it("takes the person's own category, and nobody else's", async () => {
    const mine = json(await send(alice, 'POST', '/categories', { name: 'Treats' }));
    const res = await send(alice, 'PATCH', '/transactions/e-other', { category: mine.category_id });
    expect(res.statusCode).toBe(200);
    expect(json(res).personal_finance_category).toEqual({ primary: mine.category_id, detailed: null });
    const theirs = await send(bob, 'PATCH', '/transactions/e-bobs', { category: mine.category_id });
    expect(theirs.statusCode).toBe(400);
    expect(json(theirs).message).toBe(`Unknown category "${mine.category_id}" in body/category`);
  });

  describe('refuses every bad input with 400 naming the field, and changes nothing', () => {
    const cases: [string, unknown, RegExp][] = [
      ['an empty body', {}, /^body must NOT have fewer than 1 properties$/],
      ['only a field it does not know', { amount: 5 }, /^body must (NOT have fewer than 1 properties|name at least)/],
      ['an unknown category', { category: 'NOT_A_CATEGORY' }, /body\/category/],
      ['an empty category', { category: '' }, /body\/category/],
      ['a blank display name', { display_name: '   ' }, /body\/display_name/],
      ['an empty display name', { display_name: '' }, /body\/display_name/],
      ['a display name too long', { display_name: 'x'.repeat(DISPLAY_NAME_MAX + 1) }, /body\/display_name/],
      ['notes too long', { notes: 'x'.repeat(NOTES_MAX + 1) }, /body\/notes/],
      ['excluded not a boolean', { excluded: 'maybe' }, /body\/excluded/],
      ['a good field beside a bad one', { notes: 'fine', category: 'NOPE' }, /body\/category/],
    ];
    it.each(cases)('%s', async (_name, payload, message) => {
      const before = await detail(alice, 'e-other');
      const eventsBefore = await events(alice);
      const res = await send(alice, 'PATCH', '/transactions/e-other', payload);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(message);
      expect(await detail(alice, 'e-other')).toEqual(before);
      expect(await events(alice)).toBe(eventsBefore);
    });
  });

  it("answers 404 for another person's transaction and an unknown one, and changes nothing", async () => {
    for (const id of ['e-bobs', 'no-such-transaction']) {
      const patched = await send(alice, 'PATCH', `/transactions/${id}`, { notes: 'mine now' });
      expect(patched.statusCode).toBe(404);
      expect(json(patched).message).toBe('Transaction not found');
      const deleted = await send(alice, 'DELETE', `/transactions/${id}`);
      expect(deleted.statusCode).toBe(404);
    }
    expect(await detail(bob, 'e-bobs')).toMatchObject({ notes: null });
  });

  it('adds a cash transaction, marked manual, that shows everywhere, and removes it again', async () => {
    const before = await etag(alice, 'full');
    const res = await send(alice, 'POST', '/transactions', {
      account_id: linked.accountIds[0],
      date: '2025-03-03',
      amount: 12.3,
      description: ' Farmers market ',
      category: 'FOOD_AND_DRINK',
      notes: 'cash',
    });
    expect(res.statusCode).toBe(201);
    const added = json(res);
    expect(added).toMatchObject({
      account_id: linked.accountIds[0],
      date: '2025-03-03',
      amount: 12.3,
      name: 'Farmers market',
      merchant_name: null,
      iso_currency_code: 'USD',
      personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: null },
      bank_category: null,
      notes: 'cash',
      manual: true,
      pending: false,
      excluded: false,
    });
    expect(added.transaction_id).toMatch(/^manual-[0-9a-f-]{36}$/);
    expect(await detail(alice, added.transaction_id)).toEqual(added);
    expect(await etag(alice, 'full')).not.toBe(before);

    const afterAdd = await etag(alice, 'full');
    expect((await send(alice, 'DELETE', `/transactions/${added.transaction_id}`)).statusCode).toBe(204);
    expect(await detail(alice, added.transaction_id)).toBeUndefined();
    expect(await etag(alice, 'full')).not.toBe(afterAdd);
    expect((await send(alice, 'DELETE', `/transactions/${added.transaction_id}`)).statusCode).toBe(404);
  });

  it('never removes a transaction from the bank: 400 with the reason', async () => {
    const res = await send(alice, 'DELETE', '/transactions/e-coffee');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('A transaction from the bank cannot be removed; exclude it instead');
    expect(await detail(alice, 'e-coffee')).toBeDefined();
  });

  it("adds to the person's own accounts only (404), and refuses every bad field with 400", async () => {
    const good = { account_id: linked.accountIds[0], date: '2025-03-03', amount: -20, description: 'Refund' };
    const count = async () => (await list(alice)).total as number;
    const total = await count();
    const theirs = await send(alice, 'POST', '/transactions', { ...good, account_id: bobsAccount });
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs).message).toBe('Account not found');
    const cases: [unknown, RegExp][] = [
      [{ ...good, amount: 0 }, /body\/amount/],
      [{ ...good, amount: 1.234 }, /body\/amount/],
      [{ ...good, amount: 2_000_000_000 }, /body\/amount/],
      [{ ...good, date: '2025-02-30' }, /body\/date/],
      [{ ...good, date: '03/03/2025' }, /body\/date/],
      [{ ...good, date: '1969-12-31' }, /body\/date/],
      [{ ...good, description: '' }, /body\/description/],
      [{ ...good, description: '  ' }, /body\/description/],
      [{ ...good, description: 'x'.repeat(DISPLAY_NAME_MAX + 1) }, /body\/description/],
      [{ ...good, category: 'cat_unknown' }, /body\/category/],
      [{ ...good, notes: 'x'.repeat(NOTES_MAX + 1) }, /body\/notes/],
      [{ date: good.date, amount: 1, description: 'x' }, /account_id/],
    ];
    for (const [payload, message] of cases) {
      const res = await send(alice, 'POST', '/transactions', payload);
      expect([res.statusCode, json(res).message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await count()).toBe(total);
  });

  it("reaches the person's other open tabs as a corrections event, and nobody else's", async () => {
    const mine = await openEventStream(ctx.app, alice.auth);
    const theirs = await openEventStream(ctx.app, bob.auth);
    try {
      await mine.ready;
      await theirs.ready;
      await send(alice, 'PATCH', '/transactions/e-other', { notes: 'seen in the other tab' });
      const [event] = await mine.waitFor(1);
      expect([event!.event, JSON.parse(event!.data)]).toEqual(['corrections', { count: 1 }]);
      // Bob's own change reaches his stream, and it is the only event there.
      await send(bob, 'PATCH', '/transactions/e-bobs', { excluded: true });
      await theirs.waitFor(1);
      expect(theirs.events).toHaveLength(1);
      expect(mine.events).toHaveLength(1);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('is in the OpenAPI document with its schemas', async () => {
    const doc = json(await ctx.app.inject({ method: 'GET', url: '/docs/json' }));
    const path = doc.paths['/transactions/{transaction_id}'];
    expect(path.patch.requestBody.content['application/json'].schema.properties).toHaveProperty('display_name');
    expect(path.delete.responses).toHaveProperty('204');
    expect(doc.paths['/transactions'].post.responses).toHaveProperty('201');
    expect(doc.paths['/transactions'].post.tags).toEqual(['transactions']);
  });
});
