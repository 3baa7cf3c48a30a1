import { TRANSACTION_ROW_COLUMNS } from '@finance/shared/contracts';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';
const ID = TRANSACTION_ROW_COLUMNS.indexOf('transaction_id');
const CATEGORY = TRANSACTION_ROW_COLUMNS.indexOf('personal_finance_category_primary');

interface Changes {
  cursor: string;
  has_more: boolean;
  removed: string[];
  rows: unknown[][];
  accounts: { account_id: string }[];
}

/**
 * GET /transactions/changes: every kind of change moves the person's cursor and is answered (rows written, ids
 * removed), a page at a time; a cursor that is malformed, another person's, ahead or too old answers 410.
 */
describe.each(backends)('GET /transactions/changes (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let linked: LinkedItem;
  let second: LinkedItem;

  const bank = (item: LinkedItem, id: string, overrides: object = {}, account = 0) =>
    makeTransaction(item.accountIds[account]!, { transaction_id: id, date: '2025-04-01', ...overrides });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    linked = await ctx.link(alice, 'ins_alice', { accounts: 2 });
    ctx.provider.addTransactions(linked.fake, [
      bank(linked, 'a-coffee', { merchant_name: 'Blue Bottle', amount: 4.5 }),
      bank(linked, 'a-rent', { merchant_name: 'Landlord', amount: 1200 }),
      bank(linked, 'a-card-out', { merchant_name: null, name: 'AUTOPAY', amount: 300 }),
      bank(linked, 'a-card-in', { merchant_name: null, name: 'PAYMENT THANK YOU', amount: -300 }, 1),
    ]);
    await sync(alice, linked);
    second = await ctx.link(alice, 'ins_second', {
      transactions: ([acc]) => [makeTransaction(acc!, { transaction_id: 'a-second', date: '2025-05-01' })],
    });
    await ctx.link(bob, 'ins_bob', {
      transactions: ([acc]) => [makeTransaction(acc!, { transaction_id: 'b-only', date: '2025-05-02' })],
    });
  });
  afterAll(async () => ctx.close());

  const sync = (user: TestUser, item: LinkedItem) => ctx.sync(user, item);
  const send = (user: TestUser, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const changes = (user: TestUser, cursor: string, limit?: number) =>
    ctx.app.inject({
      method: 'GET',
      url: `/transactions/changes?${new URLSearchParams({ cursor, ...(limit ? { limit: String(limit) } : {}) }).toString()}`,
      headers: user.auth,
    });
  /** The cursor of the person's copy as of now: a whole set's. */
  const cursorNow = async (user: TestUser) =>
    json(await ctx.app.inject({ method: 'GET', url: `/transactions?${RANGE}&format=compact`, headers: user.auth }))
      .cursor as string;
  /** Every change after the cursor, following the pages. */
  const allChanges = async (user: TestUser, cursor: string, limit?: number) => {
    const pages: Changes[] = [];
    for (let at = cursor; ;) {
      const res = await changes(user, at, limit);
      expect(res.statusCode).toBe(200);
      const page = json(res) as Changes;
      pages.push(page);
      at = page.cursor;
      if (!page.has_more) return { pages, cursor: at };
    }
  };
  /** What a change made: the ids written and removed since the cursor before it, and the cursor after it. */
  const after = async (change: () => Promise<unknown>) => {
    const before = await cursorNow(alice);
    await change();
    const { pages, cursor } = await allChanges(alice, before);
    return {
      moved: cursor !== before,
      written: pages.flatMap((p) => p.rows.map((r) => r[ID] as string)).sort(),
      removed: pages.flatMap((p) => p.removed).sort(),
      rows: pages.flatMap((p) => p.rows),
    };
  };

  it('a copy that is up to date gets no changes and keeps its place', async () => {
    const cursor = await cursorNow(alice);
    const page = json(await changes(alice, cursor)) as Changes;
    expect(page).toMatchObject({ has_more: false, removed: [], rows: [] });
    expect(page.cursor).toBe(cursor);
    expect(page.accounts.map((a) => a.account_id).sort()).toEqual([...linked.accountIds, ...second.accountIds].sort());
  });

  it("tells a sync's added, modified and removed transactions", async () => {
    ctx.provider.addTransactions(linked.fake, [bank(linked, 'a-new', { amount: 9 })]);
    ctx.provider.addTransactions(
      linked.fake,
      [bank(linked, 'a-rent', { merchant_name: 'Landlord', amount: 1250 })],
      'modified',
    );
    const change = await after(() => sync(alice, linked));
    expect(change).toMatchObject({ moved: true, written: ['a-new', 'a-rent'], removed: [] });
    expect(change.rows.find((r) => r[ID] === 'a-rent')![TRANSACTION_ROW_COLUMNS.indexOf('amount')]).toBe(1250);

    ctx.provider.addTransactions(linked.fake, [bank(linked, 'a-new')], 'removed');
    expect(await after(() => sync(alice, linked))).toMatchObject({ moved: true, written: [], removed: ['a-new'] });
  });

  it('tells an edit, a rule, a bulk change and a category deletion', async () => {
    const edit = await after(() => send(alice, 'PATCH', '/transactions/a-coffee', { notes: 'with Sam' }));
    expect(edit).toMatchObject({ moved: true, written: ['a-coffee'], removed: [] });

    const category = json(await send(alice, 'POST', '/categories', { name: 'Housing' })).category_id as string;
    const rule = await after(() =>
      send(alice, 'POST', '/rules', { match_field: 'merchant', match_value: 'Landlord', category }),
    );
    expect(rule).toMatchObject({ moved: true, written: ['a-rent'] });
    expect(rule.rows[0]![CATEGORY]).toBe(category);

    const bulk = await after(() =>
      send(alice, 'POST', '/transactions/bulk', {
        selection: { ids: ['a-coffee', 'a-rent'] },
        set: { excluded: true },
      }),
    );
    expect(bulk).toMatchObject({ moved: true, written: ['a-coffee', 'a-rent'] });

    const deleted = await after(() => send(alice, 'DELETE', `/categories/${category}`));
    expect(deleted).toMatchObject({ moved: true, written: ['a-rent'] });
    expect(deleted.rows[0]![CATEGORY]).toBe('FOOD_AND_DRINK');
  });

  it('tells a pairing and an unpairing of a transfer', async () => {
    await send(alice, 'DELETE', '/transfers/a-card-out');
    const paired = await after(() =>
      send(alice, 'POST', '/transfers', { transaction_ids: ['a-card-out', 'a-card-in'] }),
    );
    expect(paired).toMatchObject({ moved: true, written: ['a-card-in', 'a-card-out'] });
    const unpaired = await after(() => send(alice, 'DELETE', '/transfers/a-card-out'));
    expect(unpaired).toMatchObject({ moved: true, written: ['a-card-in', 'a-card-out'] });
  });

  it('tells a manual transaction added and removed', async () => {
    let id = '';
    const added = await after(async () => {
      const res = await send(alice, 'POST', '/transactions', {
        account_id: linked.accountIds[0],
        date: '2025-06-01',
        amount: 20,
        description: 'Cash',
      });
      id = json(res).transaction_id as string;
    });
    expect(added).toMatchObject({ moved: true, written: [id] });
    expect(await after(() => send(alice, 'DELETE', `/transactions/${id}`))).toMatchObject({
      moved: true,
      written: [],
      removed: [id],
    });
  });

  it('pages the changes (has_more) and gives each once', async () => {
    const before = await cursorNow(alice);
    ctx.provider.addTransactions(
      linked.fake,
      Array.from({ length: 7 }, (_, i) => bank(linked, `a-page-${i}`, { amount: i + 1 })),
    );
    await sync(alice, linked);
    const { pages } = await allChanges(alice, before, 3);
    expect(pages.map((p) => p.rows.length + p.removed.length)).toEqual([3, 3, 1]);
    expect(pages.map((p) => p.has_more)).toEqual([true, true, false]);
    expect(pages.flatMap((p) => p.rows.map((r) => r[ID])).sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => `a-page-${i}`),
    );
  });

  it('answers a transaction the bank removed and added again as removed and written: applied in that order, it stays', async () => {
    const change = await after(async () => {
      ctx.provider.addTransactions(linked.fake, [bank(linked, 'a-page-6')], 'removed');
      await sync(alice, linked);
      ctx.provider.addTransactions(linked.fake, [bank(linked, 'a-page-6', { amount: 66 })]);
      await sync(alice, linked);
    });
    expect(change).toMatchObject({ moved: true, written: ['a-page-6'], removed: ['a-page-6'] });
  });

  it('tells the removal of an account and of an institution, with their transactions', async () => {
    const account = await after(() =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/plaid/accounts',
        headers: alice.auth,
        payload: { items: [], accounts: { [linked.institutionId]: [linked.accountIds[1]!] } },
      }),
    );
    // The other half of the transfer is let go of too (rows written), the card's transaction removed.
    expect(account).toMatchObject({ moved: true, removed: ['a-card-in'] });
    const institution = await after(() =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/plaid/accounts',
        headers: alice.auth,
        payload: { items: [second.institutionId], accounts: {} },
      }),
    );
    expect(institution).toMatchObject({ moved: true, written: [], removed: ['a-second'] });
  });

  it("never tells one person another's changes", async () => {
    const before = await cursorNow(bob);
    await send(alice, 'PATCH', '/transactions/a-coffee', { notes: 'only mine' });
    const { pages, cursor } = await allChanges(bob, before);
    expect(pages.flatMap((p) => [...p.rows, ...p.removed])).toEqual([]);
    expect(cursor).toBe(before);
  });

  it("answers 410 to a cursor that is malformed, another person's, ahead of the changes or too old", async () => {
    const mine = await cursorNow(alice);
    const [version, userId, seq] = JSON.parse(Buffer.from(mine, 'base64url').toString()) as [number, string, string];
    const ahead = Buffer.from(JSON.stringify([version, userId, String(BigInt(seq) + 1000n), null])).toString(
      'base64url',
    );
    for (const [cursor, message] of [
      ['not-a-cursor', 'This cursor is not one the API gave: load the transactions again'],
      [
        Buffer.from('[1,"x","1e3",null]').toString('base64url'),
        'This cursor is not one the API gave: load the transactions again',
      ],
      [await cursorNow(bob), "This cursor is another person's: load the transactions again"],
      [ahead, 'This cursor is ahead of the changes the API has: load the transactions again'],
    ]) {
      const res = await changes(alice, cursor!);
      expect([res.statusCode, json(res)]).toEqual([410, { error: 'Gone', message }]);
    }
    // Removals are kept 30 days: a copy from before the ones forgotten is too old.
    const old = await cursorNow(alice);
    ctx.provider.addTransactions(linked.fake, [bank(linked, 'a-page-0')], 'removed');
    await sync(alice, linked);
    await ctx.db.query(`UPDATE transaction_removals SET removed_at = now() - interval '31 days'`);
    await ctx.app.syncJobs.daily();
    const res = await changes(alice, old);
    expect([res.statusCode, json(res).message]).toEqual([
      410,
      'This cursor is older than the changes the API keeps (30 days): load the transactions again',
    ]);
    // A copy from after them is brought up to date as before.
    expect((await changes(alice, await cursorNow(alice))).statusCode).toBe(200);
  });
});
