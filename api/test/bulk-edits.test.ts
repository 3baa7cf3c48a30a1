import { BULK_IDS_MAX } from '@finance/shared/contracts';
import { BulkEditsRepository } from '../src/repositories/bulk-edits-repository';
import { WRITE_SLICE_ROWS } from '../src/services/long-writes';
import { BULK_BODY_LIMIT } from '../src/routes/transactions/bulk';
import { backends } from './helpers/backends';
import { explaining } from './helpers/explaining';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { correctionEvents } from './helpers/correction-events';
import { makeTransaction } from './helpers/fake-provider';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';

describe.each(backends)('POST /transactions/bulk (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let linked: LinkedItem;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    linked = await ctx.link(alice, 'ins_alice', {
      transactions: ([checking, card]) => [
        ...['01', '02', '03', '04', '05'].map((day) =>
          makeTransaction(checking!, {
            transaction_id: `a-uber-${day}`,
            date: `2025-03-${day}`,
            merchant_name: 'Uber',
            name: 'UBER TRIP',
            personal_finance_category: { primary: 'TRANSPORTATION', detailed: null },
          }),
        ),
        makeTransaction(card!, {
          transaction_id: 'a-uber-card',
          date: '2025-03-06',
          merchant_name: 'Uber',
          name: 'UBER TRIP',
          personal_finance_category: { primary: 'TRANSPORTATION', detailed: null },
        }),
        makeTransaction(checking!, { transaction_id: 'a-coffee', date: '2025-03-07', merchant_name: 'Blue Bottle' }),
        makeTransaction(checking!, { transaction_id: 'a-old-uber', date: '2024-12-30', merchant_name: 'Uber' }),
      ],
    });
    await ctx.link(bob, 'ins_bob', {
      transactions: ([acc]) => [
        makeTransaction(acc!, { transaction_id: 'b-uber', date: '2025-03-02', merchant_name: 'Uber', name: 'UBER' }),
      ],
    });
  });
  afterAll(async () => ctx.close());

  const bulk = (user: TestUser | null, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/transactions/bulk',
      headers: user ? user.auth : {},
      payload: payload as object,
    });
  async function transactions(user: TestUser) {
    const res = await ctx.app.inject({ method: 'GET', url: `/transactions?${RANGE}`, headers: user.auth });
    const byId = new Map<string, { category: string | null; excluded: boolean }>();
    for (const t of json(res).transactions)
      byId.set(t.transaction_id, { category: t.personal_finance_category?.primary ?? null, excluded: t.excluded });
    return { etag: res.headers.etag as string, byId };
  }

  it('sets the category of the transactions named by id, in one change with one event', async () => {
    const before = await transactions(alice);
    const res = await bulk(alice, {
      selection: { ids: ['a-uber-01', 'a-uber-02', 'a-uber-02', 'a-coffee'] },
      set: { category: 'TRAVEL' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ updated: 3 });
    const after = await transactions(alice);
    expect(after.etag).not.toBe(before.etag);
    expect(after.byId.get('a-uber-01')).toEqual({ category: 'TRAVEL', excluded: false });
    expect(after.byId.get('a-coffee')).toEqual({ category: 'TRAVEL', excluded: false });
    expect(after.byId.get('a-uber-03')).toEqual({ category: 'TRANSPORTATION', excluded: false });
    expect(await correctionEvents(ctx, alice)).toEqual([{ count: 3 }]);
    // The same again changes nothing: no event, the same ETag.
    expect(json(await bulk(alice, { selection: { ids: ['a-uber-01'] }, set: { category: 'TRAVEL' } }))).toEqual({
      updated: 0,
    });
    expect((await transactions(alice)).etag).toBe(after.etag);
    expect(await correctionEvents(ctx, alice)).toHaveLength(1);
  });

  it("puts the bank's category back with null", async () => {
    expect(json(await bulk(alice, { selection: { ids: ['a-coffee'] }, set: { category: null } }))).toEqual({
      updated: 1,
    });
    expect((await transactions(alice)).byId.get('a-coffee')).toEqual({ category: 'FOOD_AND_DRINK', excluded: false });
  });

  it("changes nothing when any id is not the person's (404)", async () => {
    const before = await transactions(alice);
    for (const ids of [
      ['a-uber-03', 'b-uber'],
      ['a-uber-03', 'no-such-id'],
    ]) {
      const res = await bulk(alice, { selection: { ids }, set: { excluded: true } });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ error: 'Not Found', message: 'Transaction not found' });
    }
    expect(await transactions(alice)).toEqual(before);
    expect((await transactions(bob)).byId.get('b-uber')).toEqual({ category: 'FOOD_AND_DRINK', excluded: false });
  });

  it('excludes every transaction of the filter GET /transactions takes, and nothing outside it', async () => {
    const filter = {
      start_date: '2025-03-02',
      end_date: '2025-03-31',
      account: [linked.accountIds[0]],
      search: 'uber',
    };
    const view = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/transactions?start_date=2025-03-02&end_date=2025-03-31&account=${linked.accountIds[0]}&search=uber`,
        headers: alice.auth,
      }),
    );
    const res = await bulk(alice, { selection: { filter }, set: { excluded: true } });
    expect(json(res)).toEqual({ updated: view.total });
    const { byId } = await transactions(alice);
    const excluded = [...byId].filter(([, t]) => t.excluded).map(([id]) => id);
    expect(excluded.sort()).toEqual(['a-uber-02', 'a-uber-03', 'a-uber-04', 'a-uber-05']);
    expect((await transactions(bob)).byId.get('b-uber')!.excluded).toBe(false);
  });

  it('selects by the corrected category, and sets category and excluded together', async () => {
    const res = await bulk(alice, {
      selection: { filter: { start_date: '2025-01-01', end_date: '2025-12-31', category: ['TRAVEL'] } },
      set: { category: 'ENTERTAINMENT', excluded: false },
    });
    expect(json(res)).toEqual({ updated: 2 });
    const { byId } = await transactions(alice);
    expect(byId.get('a-uber-01')).toEqual({ category: 'ENTERTAINMENT', excluded: false });
    expect(byId.get('a-uber-02')).toEqual({ category: 'ENTERTAINMENT', excluded: false });
    expect(byId.get('a-uber-03')).toEqual({ category: 'TRANSPORTATION', excluded: true });
  });

  it.each([
    [{ selection: { ids: [] }, set: { excluded: true } }, 'body/selection'],
    [{ selection: { ids: ['a-uber-03'] }, set: {} }, 'body/set must NOT have fewer than 1 properties'],
    [{ selection: { ids: ['a-uber-03'] }, set: { excluded: 'yes' } }, 'body/set/excluded must be boolean'],
    [
      { selection: { ids: ['a-uber-03'] }, set: { category: 'NOT_A_CATEGORY' } },
      'Unknown category "NOT_A_CATEGORY" in body/set/category',
    ],
    [{ selection: { ids: ['a-uber-03'] } }, "body must have required property 'set'"],
    [
      { selection: { filter: { start_date: '2025-02-30', end_date: '2025-03-31' } }, set: { excluded: true } },
      'start_date must be a real date written yyyy-MM-dd',
    ],
    [
      { selection: { filter: { start_date: '1969-12-31', end_date: '2025-03-31' } }, set: { excluded: true } },
      'start_date must be between 1970-01-01 and 2099-12-31',
    ],
    [
      { selection: { filter: { start_date: '2015-01-01', end_date: '2025-03-31' } }, set: { excluded: true } },
      'The range from start_date to end_date must be shorter than 10 years',
    ],
    [
      { selection: { filter: { start_date: '2025-03-31', end_date: '2025-03-01' } }, set: { excluded: true } },
      'start_date must not be after end_date',
    ],
    [{ selection: { filter: { end_date: '2025-03-01' } }, set: { excluded: true } }, 'body/selection'],
  ])('refuses %j with 400 naming the field, and changes nothing', async (payload, message) => {
    const before = await transactions(alice);
    const res = await bulk(alice, payload);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: 'Bad Request', message: expect.stringContaining(message) });
    expect(await transactions(alice)).toEqual(before);
  });

  describe('the size of one request', () => {
    // Ids as long as a bank's (Plaid's are 37 characters), the longest selection the contract takes.
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `${'x'.repeat(32)}-${index}`);

    it("reads BULK_IDS_MAX ids in one body (none of them the person's here: 404, nothing changed)", async () => {
      const before = await transactions(alice);
      const res = await bulk(alice, { selection: { ids: ids(BULK_IDS_MAX) }, set: { excluded: true } });
      expect(res.statusCode).toBe(404);
      expect(await transactions(alice)).toEqual(before);
    });

    it('refuses one id more than BULK_IDS_MAX with 400 naming the bound', async () => {
      const res = await bulk(alice, { selection: { ids: ids(BULK_IDS_MAX + 1) }, set: { excluded: true } });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toContain(`must NOT have more than ${BULK_IDS_MAX} items`);
    });

    it('refuses a body over BULK_BODY_LIMIT with 413 before reading it', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/transactions/bulk',
        headers: { ...alice.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ selection: { ids: ['a'.repeat(BULK_BODY_LIMIT)] }, set: { excluded: true } }),
      });
      expect(res.statusCode).toBe(413);
    });
  });

  it('answers 401 without a token', async () => {
    expect((await bulk(null, { selection: { ids: ['a-uber-03'] }, set: { excluded: true } })).statusCode).toBe(401);
  });

  it("finds a few ids through their index, not by reading the person's rows", async () => {
    // A slice walks the person's date index until it has one row more than it changes; for a list of ids that fits in
    // a slice that read every row of the person (220 ms for one transaction of 200,000 on PGlite).
    const many = await ctx.newUser();
    await ctx.link(many, `ins_bulk_plans_${backend}`, {
      transactions: ([checking]) =>
        Array.from({ length: 2_000 }, (_, n) =>
          makeTransaction(checking!, { transaction_id: `bulk-plans-${backend}-${n}`, date: '2025-06-10' }),
        ),
    });
    await ctx.db.query('ANALYZE transactions');
    const plans = async (ids: string[], rows: number) =>
      ctx.db.transaction(async (tx) => {
        const explained: string[] = [];
        const repository = new BulkEditsRepository(
          explaining(tx, explained, {
            explain: (sql) => sql.trimStart().startsWith('WITH candidates'),
            answer: [{ changed: 0, candidates: 0, last_date: null, last_id: null }],
          }),
        );
        await repository.slice(repository.byIds(many.userId, ids, { excluded: true }), null, rows);
        return explained.join('\n');
      });
    const one = await plans([`bulk-plans-${backend}-7`], WRITE_SLICE_ROWS);
    expect(one).toContain('transactions_transaction_id_key');
    expect(one).not.toContain('transactions_user_date_idx');
    // More ids than a slice holds: the slices walk the person's date index, each from where the last one stopped.
    const more = await plans(['a', 'b', 'c'], 2);
    expect(more).toContain('transactions_user_date_idx');
  });
});
