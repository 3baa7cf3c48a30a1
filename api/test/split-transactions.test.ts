import { NOTES_MAX, SPLIT_PARTS_MAX, TRANSACTION_ROW_COLUMNS } from '@finance/shared/contracts';
import type { ProviderTransaction } from '../src/domain/provider-data';
import { SplitsRepository } from '../src/repositories/splits-repository';
import { backends } from './helpers/backends';
import { explaining } from './helpers/explaining';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';
const ID = TRANSACTION_ROW_COLUMNS.indexOf('transaction_id');
const SPLIT_OF = TRANSACTION_ROW_COLUMNS.indexOf('split_of');
const SPLIT = TRANSACTION_ROW_COLUMNS.indexOf('split');
const PART_ID = /^split-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Detail = Record<string, unknown> & { transaction_id: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Splitting a transaction (issue 32, point 3): PUT and DELETE /transactions/:id/split; the parts counted in place of
 * the whole by the summaries, the category counts and a hand-kept account's balance; the changes feed; a bank sync
 * that modifies or removes a split transaction. Every person has their own bank and ids.
 */
describe.each(backends)('Split transactions: PUT and DELETE /transactions/:id/split (%s)', (backend) => {
  let ctx: TestContext;
  let made = 0;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => ctx.close());

  const send = (user: TestUser, method: Method, url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: user.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const split = (user: TestUser, id: string, parts: unknown[]) =>
    send(user, 'PUT', `/transactions/${id}/split`, { parts });
  const unsplit = (user: TestUser, id: string) => send(user, 'DELETE', `/transactions/${id}/split`);
  const list = async (user: TestUser): Promise<Detail[]> =>
    json(await send(user, 'GET', `/transactions?${RANGE}`)).transactions;
  const byId = async (user: TestUser) => new Map((await list(user)).map((t) => [t.transaction_id, t]));
  const compactRows = async (user: TestUser): Promise<unknown[][]> =>
    json(await send(user, 'GET', `/transactions?${RANGE}&format=compact`)).rows;
  const cursor = async (user: TestUser): Promise<string> =>
    json(await send(user, 'GET', `/transactions?${RANGE}`)).cursor;
  const changes = async (user: TestUser, from: string) =>
    json(await send(user, 'GET', `/transactions/changes?cursor=${encodeURIComponent(from)}`)) as {
      removed: string[];
      rows: unknown[][];
      cursor: string;
    };
  const summaries = async (user: TestUser) => ({
    category: json(await send(user, 'GET', `/summary/category?${RANGE}`)),
    month: json(await send(user, 'GET', `/summary/month?${RANGE}`)),
    payee: json(await send(user, 'GET', `/summary/payee?${RANGE}`)),
    trends: json(await send(user, 'GET', `/spending/trends?${RANGE}`)),
  });
  const march = (month: { summary: { month: string }[] }) => month.summary.find((m) => m.month === '2025-03');
  const categoryCounts = async (user: TestUser) => json(await send(user, 'GET', '/categories/counts')).counts;

  /**
   * A new person with a bank: a posted purchase of 50.00 at a corner store (`whole`), a coffee of 12.50, a pending
   * coffee of 7.00, and a transfer of 300.00 between their checking and card (paired automatically).
   */
  async function person(extra: (accounts: string[], id: (name: string) => string) => ProviderTransaction[] = () => []) {
    const n = ++made;
    const id = (name: string) => `${name}-${n}`;
    const user = await ctx.newUser();
    const item = await ctx.link(user, `ins_split_${n}`, {
      transactions: (accounts) => [
        store(accounts[0]!, id('whole'), 50),
        makeTransaction(accounts[0]!, { transaction_id: id('coffee'), date: '2025-03-11', amount: 12.5 }),
        makeTransaction(accounts[0]!, { transaction_id: id('pending'), date: '2025-03-12', amount: 7, pending: true }),
        makeTransaction(accounts[0]!, {
          transaction_id: id('out'),
          date: '2025-03-05',
          amount: 300,
          name: 'AUTOPAY',
          merchant_name: null,
        }),
        makeTransaction(accounts[1]!, {
          transaction_id: id('in'),
          date: '2025-03-06',
          amount: -300,
          name: 'PAYMENT THANK YOU',
          merchant_name: null,
        }),
        ...extra(accounts, id),
      ],
    });
    return { user, item, id, whole: id('whole') };
  }
  const store = (account: string, transactionId: string, amount: number, overrides: object = {}) =>
    makeTransaction(account, {
      transaction_id: transactionId,
      date: '2025-03-10',
      amount,
      name: 'CORNER STORE 12',
      merchant_name: 'Corner Store',
      personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
      ...overrides,
    });
  const newCategory = async (user: TestUser, name: string): Promise<string> =>
    json(await send(user, 'POST', '/categories', { name })).category_id;
  /** The bank changes a transaction, and the person syncs. */
  const bankChanges = async (
    user: TestUser,
    item: LinkedItem,
    tx: ProviderTransaction,
    kind: 'modified' | 'removed' = 'modified',
  ) => {
    ctx.provider.addTransactions(item.fake, [tx], kind);
    expect((await ctx.sync(user, item)).statusCode).toBe(200);
  };

  it("splits 50.00 into 30.00 of groceries and 20.00 of the person's own category: the whole and its parts", async () => {
    const { user, whole, id } = await person();
    const gifts = await newCategory(user, 'Gifts');
    expect((await send(user, 'PATCH', `/transactions/${whole}`, { display_name: 'Weekly shop' })).statusCode).toBe(200);
    const res = await split(user, whole, [
      { amount: 30, category: 'FOOD_AND_DRINK', notes: ' Groceries ' },
      { amount: 20, category: gifts, notes: 'Flowers for Sam' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    const bank = {
      account_id: expect.any(String),
      date: '2025-03-10',
      authorized_date: null,
      iso_currency_code: 'USD',
      merchant_name: 'Corner Store',
      name: 'CORNER STORE 12',
      category: ['Food and Drink', 'Coffee'],
      payment_channel: 'in store',
      pending: false,
      bank_category: 'FOOD_AND_DRINK',
      display_name: 'Weekly shop',
      excluded: false,
      manual: false,
      transfer_id: null,
      rule_id: null,
    };
    expect(body.transaction).toMatchObject({
      ...bank,
      transaction_id: whole,
      amount: 50,
      personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
      notes: null,
      split_of: null,
      split: 'split',
    });
    expect(body.parts).toEqual([
      expect.objectContaining({
        ...bank,
        transaction_id: expect.stringMatching(PART_ID),
        amount: 30,
        personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
        notes: 'Groceries',
        split_of: whole,
        split: 'split',
      }),
      expect.objectContaining({
        ...bank,
        transaction_id: expect.stringMatching(PART_ID),
        amount: 20,
        personal_finance_category: { primary: gifts, detailed: null },
        notes: 'Flowers for Sam',
        split_of: whole,
        split: 'split',
      }),
    ]);
    expect(body.parts[0].account_id).toBe(body.transaction.account_id);
    // GET /transactions answers the whole and its parts alike, in both forms, as the PUT answered them.
    const listed = await byId(user);
    expect(listed.get(whole)).toEqual(body.transaction);
    for (const part of body.parts) expect(listed.get(part.transaction_id)).toEqual(part);
    expect(listed.get(id('coffee'))).toMatchObject({ split_of: null, split: null });
    const rows = new Map((await compactRows(user)).map((r) => [r[ID], r]));
    expect(rows.get(whole)!.slice(SPLIT_OF, SPLIT + 1)).toEqual([null, 'split']);
    expect(rows.get(body.parts[1].transaction_id)!.slice(SPLIT_OF, SPLIT + 1)).toEqual([whole, 'split']);
    expect(rows.get(id('coffee'))!.slice(SPLIT_OF, SPLIT + 1)).toEqual([null, null]);
    expect(rows.get(whole)).toHaveLength(TRANSACTION_ROW_COLUMNS.length);
  });

  it("gives a part without a category the whole's category as shown: the person's, else the bank's", async () => {
    const { user, whole, id } = await person();
    await send(user, 'PATCH', `/transactions/${whole}`, { category: 'ENTERTAINMENT' });
    const res = await split(user, whole, [{ amount: 49 }, { amount: 1, category: null }]);
    expect(res.statusCode).toBe(200);
    expect(json(res).parts.map((p: Detail) => p.personal_finance_category)).toEqual([
      { primary: 'ENTERTAINMENT', detailed: null },
      { primary: 'ENTERTAINMENT', detailed: null },
    ]);
    const coffee = id('coffee');
    const bankOnly = json(await split(user, coffee, [{ amount: 10 }, { amount: 2.5 }]));
    expect(bankOnly.parts.map((p: Detail) => p.personal_finance_category)).toEqual([
      { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
      { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
    ]);
  });

  it('adds up to the cent exactly: 0.10 + 0.20 is 0.30, and 0.10 + 0.10 leaves 0.10', async () => {
    const { user, id } = await person((accounts, name) => [store(accounts[0]!, name('cents'), 0.3)]);
    const short = await split(user, id('cents'), [{ amount: 0.1 }, { amount: 0.1 }]);
    expect(short.statusCode).toBe(400);
    expect(json(short).message).toBe('The parts add up to 0.20, not 0.30: 0.10 remaining');
    const res = await split(user, id('cents'), [{ amount: 0.1 }, { amount: 0.2 }]);
    expect(res.statusCode).toBe(200);
    expect(json(res).parts.map((p: Detail) => p.amount)).toEqual([0.1, 0.2]);
    // Money in splits the same way (negative parts), and a refund inside a purchase (a negative part) is allowed.
    const mixed = await split(user, id('whole'), [{ amount: 60 }, { amount: -10 }]);
    expect(mixed.statusCode).toBe(200);
  });

  it('refuses what does not add up or cannot be split with 400 and a clear message, changing nothing', async () => {
    const { user, whole, id } = await person();
    const bob = await ctx.newUser();
    const bobs = await newCategory(bob, 'Bob only');
    // A part of a split transaction, to refuse splitting it again.
    const done = json(await split(user, id('coffee'), [{ amount: 10 }, { amount: 2.5 }]));
    const part = done.parts[0].transaction_id;
    const before = await list(user);
    const from = await cursor(user);
    const cases: [string, unknown, string | RegExp][] = [
      [whole, [{ amount: 30 }, { amount: 17 }], 'The parts add up to 47.00, not 50.00: 3.00 remaining'],
      [whole, [{ amount: 30 }, { amount: 25 }], 'The parts add up to 55.00, not 50.00: 5.00 too much'],
      [
        part,
        [{ amount: 5 }, { amount: 5 }],
        'A part of a split transaction cannot be split; split its transaction again',
      ],
      [
        id('pending'),
        [{ amount: 6 }, { amount: 1 }],
        'A pending transaction cannot be split; split it once it has posted',
      ],
      [
        id('out'),
        [{ amount: 100 }, { amount: 200 }],
        'One half of a transfer cannot be split; unpair the transfer first',
      ],
      [
        whole,
        [{ amount: 30, category: 'cat_nope' }, { amount: 20 }],
        'Unknown category "cat_nope" in body/parts/0/category',
      ],
      [whole, [{ amount: 30 }, { amount: 20, category: bobs }], `Unknown category "${bobs}" in body/parts/1/category`],
      [whole, [{ amount: 50 }], /parts must NOT have fewer than 2 items/],
      [whole, [{ amount: 50 }, { amount: 0 }], /amount/],
      [whole, [{ amount: 49.995 }, { amount: 0.005 }], /must have at most 2 decimals/],
      [whole, [{ amount: '30' }, { amount: 20 }], /amount/],
      [whole, [{ amount: 30, notes: 'x'.repeat(NOTES_MAX + 1) }, { amount: 20 }], /notes/],
    ];
    for (const [target, parts, message] of cases) {
      const res = await split(user, target, parts as unknown[]);
      expect([target, res.statusCode]).toEqual([target, 400]);
      expect(json(res).message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    const notSplit = await unsplit(user, whole);
    expect(notSplit.statusCode).toBe(400);
    expect(json(notSplit).message).toBe('This transaction is not split');
    expect((await unsplit(user, part)).statusCode).toBe(400);
    // A part is not removed by itself (unsplit instead); it is changed like any transaction.
    const removePart = await send(user, 'DELETE', `/transactions/${part}`);
    expect(removePart.statusCode).toBe(400);
    expect(json(removePart).message).toBe(
      'A part of a split transaction cannot be removed; unsplit the transaction instead',
    );
    expect(await list(user)).toEqual(before);
    const after = await changes(user, from);
    expect([after.rows, after.removed]).toEqual([[], []]);
  });

  it(`takes from 2 to ${SPLIT_PARTS_MAX} parts: ${SPLIT_PARTS_MAX + 1} is a 400`, async () => {
    const { user, whole } = await person();
    const many = (n: number, cents: number) => Array.from({ length: n }, () => ({ amount: cents / 100 }));
    const tooMany = await split(user, whole, many(SPLIT_PARTS_MAX + 1, 250));
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toMatch(`parts must NOT have more than ${SPLIT_PARTS_MAX} items`);
    expect((await list(user)).filter((t) => t.split_of)).toEqual([]);
    // 20 parts of 2.50 are 50.00.
    const res = await split(user, whole, many(SPLIT_PARTS_MAX, 250));
    expect(res.statusCode).toBe(200);
    expect(json(res).parts).toHaveLength(SPLIT_PARTS_MAX);
  });

  it("keeps people apart: another person's or an unknown transaction is a 404, and nothing of theirs changes", async () => {
    const alice = await person();
    const bob = await person();
    const mine = json(await split(alice.user, alice.whole, [{ amount: 25 }, { amount: 25 }]));
    const aliceBefore = await list(alice.user);
    const bobBefore = await list(bob.user);
    for (const res of [
      await split(bob.user, alice.whole, [{ amount: 25 }, { amount: 25 }]),
      await unsplit(bob.user, alice.whole),
      await split(bob.user, mine.parts[0].transaction_id, [{ amount: 10 }, { amount: 15 }]),
      await split(alice.user, 'no-such-transaction', [{ amount: 25 }, { amount: 25 }]),
      await unsplit(alice.user, 'no-such-transaction'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ error: 'Not Found', message: 'Transaction not found' });
    }
    expect(
      (await send(bob.user, 'PATCH', `/transactions/${mine.parts[0].transaction_id}`, { notes: 'x' })).statusCode,
    ).toBe(404);
    expect(await list(alice.user)).toEqual(aliceBefore);
    expect(await list(bob.user)).toEqual(bobBefore);
    expect(bobBefore.some((t) => t.split !== null)).toBe(false);
  });

  it('counts the parts, never the whole, in the four summaries and the category counts; unsplit puts them back', async () => {
    const { user, whole } = await person();
    const gifts = await newCategory(user, 'Gifts');
    const before = await summaries(user);
    const countsBefore = await categoryCounts(user);
    // Spend before (the transfer left out): the store's 50.00 and the coffees' 12.50 and 7.00, all FOOD_AND_DRINK:
    // 5000 + 1250 + 700 = 6950 cents.
    expect(before.category.total_spend).toBe(69.5);
    expect(before.category.summary).toEqual([
      expect.objectContaining({ category: 'FOOD_AND_DRINK', total: 69.5, count: 3 }),
    ]);
    expect(march(before.month)).toMatchObject({ spend: 69.5, transaction_count: 3 });
    expect(await split(user, whole, [{ amount: 30 }, { amount: 20, category: gifts }]).then((r) => r.statusCode)).toBe(
      200,
    );
    const after = await summaries(user);
    // FOOD_AND_DRINK: the 30.00 part and the coffees, 3000 + 1250 + 700 = 4950 cents; Gifts: 2000. Total still 6950.
    expect(after.category.total_spend).toBe(69.5);
    expect(after.category.summary).toEqual([
      expect.objectContaining({ category: 'FOOD_AND_DRINK', total: 49.5, count: 3 }),
      expect.objectContaining({ category: gifts, total: 20, count: 1 }),
    ]);
    expect(march(after.month)).toMatchObject({ spend: 69.5, transaction_count: 4 });
    // The payee: the two parts of 30.00 and 20.00 (2 rows, 5000 cents), the coffees 1250 + 700 = 1950 cents.
    expect(after.payee.summary).toEqual([
      expect.objectContaining({ payee: 'Corner Store', total: 50, count: 2 }),
      expect.objectContaining({ payee: 'Blue Bottle', total: 19.5, count: 2 }),
    ]);
    expect(after.trends.trends.map((t: { category: string; total: number }) => [t.category, t.total])).toEqual(
      expect.arrayContaining([
        ['FOOD_AND_DRINK', 49.5],
        [gifts, 20],
      ]),
    );
    // The category counts: FOOD_AND_DRINK holds the coffee and the 30.00 part (not the whole), Gifts the other part.
    const counts = new Map(
      (await categoryCounts(user)).map((c: { category_id: string; transactions: number }) => [
        c.category_id,
        c.transactions,
      ]),
    );
    const countsBeforeMap = new Map(
      countsBefore.map((c: { category_id: string; transactions: number }) => [c.category_id, c.transactions]),
    );
    expect(counts.get('FOOD_AND_DRINK')).toBe(countsBeforeMap.get('FOOD_AND_DRINK'));
    expect(counts.get(gifts)).toBe(1);
    // Unsplit: the whole counts again, exactly as before.
    const res = await unsplit(user, whole);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ transaction_id: whole, amount: 50, split: null, split_of: null });
    expect((await list(user)).filter((t) => t.split_of)).toEqual([]);
    expect(await summaries(user)).toEqual(before);
    expect(await categoryCounts(user)).toEqual(countsBefore);
  });

  it('tells the changes feed: the parts added and the whole changed, then the parts removed; a split again replaces them', async () => {
    const { user, whole } = await person();
    const start = await cursor(user);
    const first = json(await split(user, whole, [{ amount: 30 }, { amount: 20 }]));
    const partIds = first.parts.map((p: Detail) => p.transaction_id);
    const added = await changes(user, start);
    expect(added.removed).toEqual([]);
    expect(added.rows.map((r) => [r[ID], r[SPLIT_OF], r[SPLIT]]).sort()).toEqual(
      [[whole, null, 'split'], ...partIds.map((p: string) => [p, whole, 'split'])].sort(),
    );
    const again = json(await split(user, whole, [{ amount: 10 }, { amount: 40 }]));
    const replaced = await changes(user, added.cursor);
    expect(replaced.removed.sort()).toEqual([...partIds].sort());
    expect(replaced.rows.map((r) => r[ID]).sort()).toEqual(
      [whole, ...again.parts.map((p: Detail) => p.transaction_id)].sort(),
    );
    expect((await unsplit(user, whole)).statusCode).toBe(200);
    const removed = await changes(user, replaced.cursor);
    expect(removed.removed.sort()).toEqual(again.parts.map((p: Detail) => p.transaction_id).sort());
    expect(removed.rows.map((r) => [r[ID], r[SPLIT]])).toEqual([[whole, null]]);
    // Each write told the person's other tabs.
    const events = await ctx.db.query<{ data: { count: number } }>(
      "SELECT data FROM user_events WHERE user_id = $1 AND type = 'corrections' ORDER BY seq",
      [user.userId],
    );
    expect(events.map((e) => e.data.count)).toEqual([3, 3, 3]);
  });

  it("keeps the split through a bank's change of date and name, and marks it for review when the amount changes", async () => {
    const { user, item, whole } = await person();
    const done = json(
      await split(user, whole, [
        { amount: 30, notes: 'food' },
        { amount: 20, category: 'ENTERTAINMENT' },
      ]),
    );
    await bankChanges(
      user,
      item,
      store(item.accountIds[0]!, whole, 50, { date: '2025-03-09', name: 'CORNER STORE 12 POSTED' }),
    );
    let listed = await byId(user);
    expect(listed.get(whole)).toMatchObject({ date: '2025-03-09', name: 'CORNER STORE 12 POSTED', split: 'split' });
    for (const [i, part] of done.parts.entries()) {
      expect(listed.get(part.transaction_id)).toEqual({
        ...part,
        date: '2025-03-09',
        name: 'CORNER STORE 12 POSTED',
        amount: [30, 20][i],
      });
    }
    const from = await cursor(user);
    await bankChanges(user, item, store(item.accountIds[0]!, whole, 55, { date: '2025-03-09' }));
    listed = await byId(user);
    expect(listed.get(whole)).toMatchObject({ amount: 55, split: 'review' });
    expect(done.parts.map((p: Detail) => listed.get(p.transaction_id))).toEqual([
      expect.objectContaining({ amount: 30, split: 'review', notes: 'food' }),
      expect.objectContaining({
        amount: 20,
        split: 'review',
        personal_finance_category: { primary: 'ENTERTAINMENT', detailed: null },
      }),
    ]);
    const feed = await changes(user, from);
    expect(feed.rows.map((r) => [r[ID], r[SPLIT]]).sort()).toEqual(
      [[whole, 'review'], ...done.parts.map((p: Detail) => [p.transaction_id, 'review'])].sort(),
    );
    // The person settles it by splitting it again: 35.00 + 20.00 = 55.00.
    const settled = json(await split(user, whole, [{ amount: 35 }, { amount: 20 }]));
    expect([settled.transaction.split, ...settled.parts.map((p: Detail) => p.split)]).toEqual([
      'split',
      'split',
      'split',
    ]);
    // A later sync of the same amount leaves it settled.
    await bankChanges(
      user,
      item,
      store(item.accountIds[0]!, whole, 55, { date: '2025-03-09', merchant_name: 'Corner Shop' }),
    );
    listed = await byId(user);
    expect([whole, ...settled.parts.map((p: Detail) => p.transaction_id)].map((t) => listed.get(t)!.split)).toEqual([
      'split',
      'split',
      'split',
    ]);
    expect(listed.get(settled.parts[0].transaction_id)).toMatchObject({ merchant_name: 'Corner Shop' });
  });

  it('removes the parts with the whole when the bank removes it, and tells the changes feed', async () => {
    const { user, item, whole } = await person();
    const done = json(await split(user, whole, [{ amount: 30 }, { amount: 20 }]));
    const from = await cursor(user);
    await bankChanges(user, item, store(item.accountIds[0]!, whole, 50), 'removed');
    const listed = await byId(user);
    expect([whole, ...done.parts.map((p: Detail) => p.transaction_id)].filter((t) => listed.has(t))).toEqual([]);
    const feed = await changes(user, from);
    expect(feed.removed.sort()).toEqual([whole, ...done.parts.map((p: Detail) => p.transaction_id)].sort());
  });

  it("leaves a split whole to its parts in bulk edits and rules: the parts change, the whole's category stays", async () => {
    const { user, whole } = await person();
    const done = json(await split(user, whole, [{ amount: 30, category: 'ENTERTAINMENT' }, { amount: 20 }]));
    const [first, second] = done.parts.map((p: Detail) => p.transaction_id) as [string, string];
    // A rule on the store's merchant changes neither part (their categories are the person's split).
    const rule = await send(user, 'POST', '/rules', {
      match_field: 'merchant',
      match_value: 'Corner Store',
      category: 'GENERAL_MERCHANDISE',
    });
    expect(rule.statusCode).toBe(201);
    let listed = await byId(user);
    expect(listed.get(first)!.personal_finance_category).toEqual({ primary: 'ENTERTAINMENT', detailed: null });
    expect(listed.get(second)!.personal_finance_category).toMatchObject({ primary: 'FOOD_AND_DRINK' });
    expect(listed.get(first)!.rule_id).toBeNull();
    // A bulk edit by filter or by ids changes the parts, not the whole.
    const wholeCategory = listed.get(whole)!.personal_finance_category;
    const bulk = await send(user, 'POST', '/transactions/bulk', {
      selection: { ids: [whole, first] },
      set: { category: 'TRAVEL' },
    });
    expect(bulk.statusCode).toBe(200);
    expect(json(bulk).updated).toBe(1);
    const byFilter = await send(user, 'POST', '/transactions/bulk', {
      selection: { filter: { start_date: '2025-03-10', end_date: '2025-03-10' } },
      set: { excluded: true },
    });
    expect(json(byFilter).updated).toBe(2);
    listed = await byId(user);
    expect(listed.get(whole)).toMatchObject({ personal_finance_category: wholeCategory, excluded: false });
    expect(listed.get(first)).toMatchObject({
      personal_finance_category: { primary: 'TRAVEL', detailed: null },
      excluded: true,
    });
    expect(listed.get(second)).toMatchObject({ excluded: true });
    // A part is corrected like any transaction.
    const patched = await send(user, 'PATCH', `/transactions/${second}`, {
      notes: 'milk',
      display_name: 'Milk',
      excluded: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(json(patched)).toMatchObject({ notes: 'milk', display_name: 'Milk', excluded: false, split_of: whole });
  });

  it("leaves a hand-kept account's balance as it was when its manual transaction is split", async () => {
    const { user } = await person();
    const cash = json(
      await send(user, 'POST', '/accounts', {
        name: 'Wallet',
        kind: 'cash',
        iso_currency_code: 'USD',
        opening_balance: 100,
      }),
    ).account_id;
    const spent = json(
      await send(user, 'POST', '/transactions', {
        account_id: cash,
        date: '2025-03-20',
        amount: 12.34,
        description: 'Market',
      }),
    );
    const balance = async () =>
      json(await send(user, 'GET', '/plaid/accounts')).find((a: { account_id: string }) => a.account_id === cash)
        .balances.current;
    // 100.00 - 12.34 = 87.66 (10000 - 1234 = 8766 cents).
    expect(await balance()).toBe(87.66);
    const res = await split(user, spent.transaction_id, [{ amount: 10 }, { amount: 2.34, category: 'ENTERTAINMENT' }]);
    expect(res.statusCode).toBe(200);
    expect(json(res).parts.map((p: Detail) => [p.manual, p.account_id])).toEqual([
      [true, cash],
      [true, cash],
    ]);
    expect(await balance()).toBe(87.66);
    expect((await unsplit(user, spent.transaction_id)).statusCode).toBe(200);
    expect(await balance()).toBe(87.66);
    // Removing a split manual transaction takes its parts with it.
    await split(user, spent.transaction_id, [{ amount: 10 }, { amount: 2.34 }]);
    expect((await send(user, 'DELETE', `/transactions/${spent.transaction_id}`)).statusCode).toBe(204);
    expect((await list(user)).filter((t) => t.account_id === cash)).toEqual([]);
    expect(await balance()).toBe(100);
  });

  it("follows a sync's split wholes through their own index while the statistics know none of the person's rows", async () => {
    // Another person's rows analyzed; this person's first sync still storing theirs (nothing has analyzed them): the
    // planner thinks they have none, and reading the person's rows for each whole took longer than 10 minutes at
    // 200,000 rows. Both statements must reach the wholes by their index and the parts by their whole.
    const other = await ctx.newUser();
    await ctx.link(other, `ins_split_plans_${backend}`, {
      transactions: ([checking]) =>
        Array.from({ length: 1_000 }, (_, n) =>
          makeTransaction(checking!, { transaction_id: `plans-${backend}-${n}`, date: '2025-05-10' }),
        ),
    });
    await ctx.db.query('ANALYZE transactions');
    const first = await ctx.newUser();
    const plans: string[] = [];
    const stored = Array.from({ length: 1_000 }, (_, n) => `first-${backend}-${n}`);
    await new SplitsRepository(explaining(ctx.db, plans)).followWholes(first.userId, stored);
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toContain('transactions_split_wholes_idx');
      expect(plan).not.toContain('transactions_user_date_idx');
    }
  });
});
