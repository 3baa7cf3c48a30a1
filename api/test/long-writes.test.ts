import { TRANSACTION_ROW_COLUMNS } from '@finance/shared/contracts';
import { BulkEditService } from '../src/services/bulk-edit-service';
import { CategoriesService } from '../src/services/categories-service';
import { LongWrites } from '../src/services/long-writes';
import { RulesService } from '../src/services/rules-service';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { correctionEvents } from './helpers/correction-events';
import { makeTransaction } from './helpers/fake-provider';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';
const ID = TRANSACTION_ROW_COLUMNS.indexOf('transaction_id');
/** The rows a slice changes at most here: the services of the app are given 5,000. */
const SLICE = 5;
/** Alice's transactions: 23 over four dates (several on each, so that slices end between rows of one date). */
const ROWS = 23;
const DAYS = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-04-10'];

/**
 * Long writes (bulk changes, a rule over its matches, a category's deletion) run in slices of bounded size, each its
 * own transaction of the person's writes (services/long-writes.ts): a write over N rows takes ceil(N / slice)
 * transactions, each with its own change number, every row changed once, the count answered the total, one
 * corrections event; a 404 changes nothing.
 */
describe.each(backends)('long writes in slices (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let bobItem: LinkedItem;
  let bulk: BulkEditService;
  let rules: RulesService;
  let categories: CategoriesService;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    await ctx.link(alice, 'ins_alice', {
      transactions: ([checking]) =>
        Array.from({ length: ROWS }, (_, n) =>
          makeTransaction(checking!, {
            transaction_id: `a-${n}`,
            date: DAYS[n % DAYS.length]!,
            merchant_name: n % 2 ? 'Uber' : 'Blue Bottle',
            name: `ROW ${n}`,
          }),
        ),
    });
    bobItem = await ctx.link(bob, 'ins_bob', {
      transactions: ([acc]) => [makeTransaction(acc!, { transaction_id: 'b-1', date: '2025-03-02' })],
    });
    const longWrites = new LongWrites(ctx.app.data, SLICE);
    bulk = new BulkEditService(ctx.app.data, longWrites);
    rules = new RulesService(ctx.app.data, longWrites);
    categories = new CategoriesService(ctx.app.data, longWrites);
  });
  afterAll(async () => ctx.close());

  /** The person's last change number: one more for each transaction of their writes that wrote a row. */
  const lastSeq = async (user: TestUser) =>
    Number(
      (
        await ctx.db.query<{ last_seq: string }>(
          'SELECT last_seq::text FROM user_change_sequences WHERE user_id = $1',
          [user.userId],
        )
      )[0]?.last_seq ?? 0,
    );
  /** How many of the person's rows each change number wrote, for the numbers after `since`. */
  const rowsBySeq = async (user: TestUser, since: number) =>
    (
      await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND change_seq > $2
         GROUP BY change_seq ORDER BY change_seq`,
        [user.userId, since],
      )
    ).map((r) => r.n);
  const cursorNow = async (user: TestUser) =>
    json(await ctx.app.inject({ method: 'GET', url: `/transactions?${RANGE}&format=compact`, headers: user.auth }))
      .cursor as string;
  /** The ids GET /transactions/changes gives after the cursor, following its pages. */
  const changedIds = async (user: TestUser, cursor: string) => {
    const ids: string[] = [];
    for (let at = cursor; ;) {
      const page = json(
        await ctx.app.inject({ method: 'GET', url: `/transactions/changes?cursor=${at}&limit=7`, headers: user.auth }),
      ) as { cursor: string; has_more: boolean; rows: unknown[][] };
      ids.push(...page.rows.map((r) => r[ID] as string));
      at = page.cursor;
      if (!page.has_more) return ids.sort();
    }
  };
  const all = Array.from({ length: ROWS }, (_, n) => `a-${n}`).sort();
  const events = () => correctionEvents(ctx, alice);

  it('a bulk change by filter over 23 rows runs in ceil(23 / 5) = 5 transactions, each row changed once', async () => {
    const [seq, cursor, eventsBefore] = [await lastSeq(alice), await cursorNow(alice), (await events()).length];
    const answer = await bulk.edit(alice.userId, {
      selection: { filter: { start_date: '2025-01-01', end_date: '2025-12-31' } },
      set: { excluded: true },
    });
    // The count is the total of the slices; it is the number of rows, so no row was changed twice.
    expect(answer).toEqual({ updated: ROWS });
    expect(await lastSeq(alice)).toBe(seq + 5);
    expect(await rowsBySeq(alice, seq)).toEqual([5, 5, 5, 5, 3]);
    expect(await changedIds(alice, cursor)).toEqual(all);
    // One event at the end, with the total.
    expect((await events()).slice(eventsBefore)).toEqual([{ count: ROWS }]);
    const excluded = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND excluded',
      [alice.userId],
    );
    expect(excluded[0]!.n).toBe(ROWS);
  });

  it("a bulk change by ids: 12 rows in 3 transactions; one id not the person's is a 404 that changes nothing", async () => {
    const ids = all.slice(0, 12);
    for (const foreign of ['b-1', 'no-such-id']) {
      const seq = await lastSeq(alice);
      const eventsBefore = (await events()).length;
      await expect(
        bulk.edit(alice.userId, { selection: { ids: [...ids, foreign] }, set: { excluded: false } }),
      ).rejects.toMatchObject({ statusCode: 404 });
      expect(await lastSeq(alice)).toBe(seq);
      expect((await events()).length).toBe(eventsBefore);
      const kept = await ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND excluded',
        [alice.userId],
      );
      expect(kept[0]!.n).toBe(ROWS);
    }
    const [seq, cursor] = [await lastSeq(alice), await cursorNow(alice)];
    expect(await bulk.edit(alice.userId, { selection: { ids }, set: { excluded: false } })).toEqual({ updated: 12 });
    expect(await rowsBySeq(alice, seq)).toEqual([5, 5, 2]);
    expect(await changedIds(alice, cursor)).toEqual([...ids].sort());
    // Over the HTTP route too (the app's services, 5,000 a slice): the same answer and the same 404.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/transactions/bulk',
      headers: alice.auth,
      payload: { selection: { ids: ['a-0', 'b-1'] }, set: { excluded: true } },
    });
    expect(res.statusCode).toBe(404);
  });

  it('a rule over 10 matches (an exact multiple of the slice) runs in 2 transactions, none empty', async () => {
    // Rows a-1, a-3 ... a-21 are Uber: 11 of them; one set by hand first is not the rule's to change.
    await ctx.app.inject({
      method: 'PATCH',
      url: '/transactions/a-1',
      headers: alice.auth,
      payload: { category: 'TRAVEL' },
    });
    const [seq, cursor, eventsBefore] = [await lastSeq(alice), await cursorNow(alice), (await events()).length];
    const made = await rules.create(alice.userId, {
      match_field: 'merchant',
      match_value: 'uber',
      category: 'ENTERTAINMENT',
    });
    expect(made.applied).toBe(10);
    expect(await lastSeq(alice)).toBe(seq + 2);
    expect(await rowsBySeq(alice, seq)).toEqual([5, 5]);
    expect((await changedIds(alice, cursor)).length).toBe(10);
    expect((await events()).slice(eventsBefore)).toEqual([{ count: 10 }]);
    // Changed again: every match again, in slices, as the rule now is.
    const changed = await rules.update(alice.userId, made.rule.rule_id, { category: 'GENERAL_SERVICES' });
    expect(changed.applied).toBe(10);
    const services = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND user_category = 'GENERAL_SERVICES'",
      [alice.userId],
    );
    expect(services[0]!.n).toBe(10);
  });

  it("a category's deletion reverts its 23 rows in 5 transactions; the last deletes it and its rules", async () => {
    const category = await categories.create(alice.userId, 'Everything');
    await rules.create(alice.userId, { match_field: 'name', match_value: 'ROW 0', category: category.category_id });
    await bulk.edit(alice.userId, {
      selection: { filter: { start_date: '2025-01-01', end_date: '2025-12-31' } },
      set: { category: category.category_id },
    });
    const [seq, cursor, eventsBefore] = [await lastSeq(alice), await cursorNow(alice), (await events()).length];
    await categories.remove(alice.userId, category.category_id);
    expect(await rowsBySeq(alice, seq)).toEqual([5, 5, 5, 5, 3]);
    expect(await changedIds(alice, cursor)).toEqual(all);
    expect((await events()).slice(eventsBefore)).toEqual([{ count: ROWS }]);
    const left = await ctx.db.query<{ rows: number; categories: number; rules: number }>(
      `SELECT (SELECT count(*) FROM transactions WHERE user_id = $1 AND user_category = $2)::int AS rows,
              (SELECT count(*) FROM categories WHERE user_id = $1 AND category_id = $2)::int AS categories,
              (SELECT count(*) FROM rules WHERE user_id = $1 AND category = $2)::int AS rules`,
      [alice.userId, category.category_id],
    );
    expect(left[0]).toEqual({ rows: 0, categories: 0, rules: 0 });
    // Not the person's (or gone): 404, nothing written.
    const again = await lastSeq(alice);
    await expect(categories.remove(alice.userId, category.category_id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await lastSeq(alice)).toBe(again);
  });

  it("another person's rows are never in a slice", async () => {
    const rows = await ctx.db.query<{ excluded: boolean; user_category: string | null }>(
      "SELECT excluded, user_category FROM transactions WHERE transaction_id = 'b-1'",
    );
    expect(rows).toEqual([{ excluded: false, user_category: null }]);
    expect(bobItem.institutionId).toBe('ins_bob');
  });

  it('two long writes of one person sent at once run one after the other', async () => {
    const filter = { start_date: '2025-01-01', end_date: '2025-12-31' };
    const [first, second] = await Promise.all([
      bulk.edit(alice.userId, { selection: { filter }, set: { category: 'TRAVEL' } }),
      bulk.edit(alice.userId, { selection: { filter }, set: { category: 'GENERAL_SERVICES' } }),
    ]);
    expect(first).toEqual({ updated: ROWS });
    expect(second).toEqual({ updated: ROWS });
    const categoriesLeft = await ctx.db.query<{ user_category: string }>(
      'SELECT DISTINCT user_category FROM transactions WHERE user_id = $1',
      [alice.userId],
    );
    expect(categoriesLeft).toEqual([{ user_category: 'GENERAL_SERVICES' }]);
  });
});
