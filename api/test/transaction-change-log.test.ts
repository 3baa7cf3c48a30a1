import { TRANSACTION_ROW_COLUMNS } from '@finance/shared/contracts';
import { BulkEditService } from '../src/services/bulk-edit-service';
import { LongWrites } from '../src/services/long-writes';
import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';
const ID = TRANSACTION_ROW_COLUMNS.indexOf('transaction_id');
/** Alice's transactions, and the rows a slice of a long write changes at most here. */
const ROWS = 23;
const SLICE = 5;

interface Changes {
  cursor: string;
  has_more: boolean;
  removed: string[];
  rows: unknown[][];
}

/**
 * The change log (migration 010) that GET /transactions/changes reads through its index: a row written several times
 * is answered once, at its latest change; the daily pruning deletes the entries no pull answers and changes no answer;
 * every slice of a long write is seen.
 */
describe.each(backends)('the change log of GET /transactions/changes (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bulk: BulkEditService;
  const all = Array.from({ length: ROWS }, (_, n) => `a-${n}`).sort();

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    const bob = await ctx.newUser();
    await ctx.link(alice, 'ins_alice', {
      transactions: ([checking]) =>
        Array.from({ length: ROWS }, (_, n) =>
          makeTransaction(checking!, {
            transaction_id: `a-${n}`,
            date: `2025-03-${String(1 + (n % 9)).padStart(2, '0')}`,
          }),
        ),
    });
    await ctx.link(bob, 'ins_bob', {
      transactions: ([acc]) => [makeTransaction(acc!, { transaction_id: 'b-1', date: '2025-03-02' })],
    });
    bulk = new BulkEditService(ctx.app.data, new LongWrites(ctx.app.data, SLICE));
  });
  afterAll(async () => ctx.close());

  const cursorNow = async () =>
    json(await ctx.app.inject({ method: 'GET', url: `/transactions?${RANGE}&format=compact`, headers: alice.auth }))
      .cursor as string;
  /** Every page of changes after the cursor, `limit` a page. */
  const pull = async (cursor: string, limit = 4) => {
    const pages: Changes[] = [];
    for (let at = cursor; ;) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/transactions/changes?cursor=${at}&limit=${limit}`,
        headers: alice.auth,
      });
      expect(res.statusCode).toBe(200);
      const page = json(res) as Changes;
      pages.push(page);
      at = page.cursor;
      if (!page.has_more) return pages;
    }
  };
  const written = (pages: Changes[]) => pages.flatMap((p) => p.rows.map((r) => r[ID] as string));
  const patch = (id: string, notes: string) =>
    ctx.app.inject({ method: 'PATCH', url: `/transactions/${id}`, headers: alice.auth, payload: { notes } });
  const logged = async () =>
    (
      await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transaction_change_log WHERE user_id = $1', [
        alice.userId,
      ])
    )[0]!.n;

  it('answers a row written twice once, as it is now', async () => {
    const cursor = await cursorNow();
    await patch('a-0', 'first');
    await patch('a-0', 'second');
    // Twice in one database transaction: one change number, one entry.
    await ctx.db.transaction(async (tx) => {
      await tx.query(`UPDATE transactions SET notes = 'third' WHERE transaction_id = 'a-1'`);
      await tx.query(`UPDATE transactions SET notes = 'fourth' WHERE transaction_id = 'a-1'`);
    });
    const pages = await pull(cursor);
    expect(written(pages)).toEqual(['a-0', 'a-1']);
    const notes = TRANSACTION_ROW_COLUMNS.indexOf('notes');
    expect(pages.flatMap((p) => p.rows.map((r) => r[notes]))).toEqual(['second', 'fourth']);
  });

  it('sees every slice of a bulk change, each row once, page after page', async () => {
    const cursor = await cursorNow();
    const answer = await bulk.edit(alice.userId, {
      selection: { filter: { start_date: '2025-01-01', end_date: '2025-12-31' } },
      set: { excluded: true },
    });
    expect(answer).toEqual({ updated: ROWS });
    const pages = await pull(cursor);
    expect(written(pages).sort()).toEqual(all);
    expect(pages.length).toBe(Math.ceil(ROWS / 4));
  });

  it('prunes the entries of rows written again or removed, a few a statement, and answers the same after', async () => {
    const start = await cursorNow();
    await bulk.edit(alice.userId, {
      selection: { filter: { start_date: '2025-01-01', end_date: '2025-12-31' } },
      set: { excluded: false },
    });
    const middle = await cursorNow();
    await patch('a-2', 'again');
    await ctx.db.query(`DELETE FROM transactions WHERE transaction_id = 'a-4'`);
    const answers = async () => [await pull(start), await pull(middle), await pull(start, 5_000)];
    const before = await answers();
    expect(written(before[1]!).sort()).toEqual(['a-2']);
    expect(before[1]!.flatMap((p) => p.removed)).toEqual(['a-4']);
    // The row's bank entry, the earlier writes of the test before, two bulk changes: more entries than rows.
    expect(await logged()).toBeGreaterThan(ROWS + 1);

    const deleted = await ctx.app.data.repositories.transactionChanges.pruneLog(3);
    expect(deleted).toBeGreaterThan(0);
    // One entry for each row left, at its latest change.
    expect(await logged()).toBe(ROWS - 1);
    expect(await answers()).toEqual(before);
    // The daily job prunes the same way: nothing more to delete.
    await ctx.app.syncJobs.daily();
    await ctx.app.syncJobs.idle();
    expect(await logged()).toBe(ROWS - 1);
    expect(await answers()).toEqual(before);
  });

  it('a change after the pruning is seen as before', async () => {
    const cursor = await cursorNow();
    await patch('a-5', 'after the pruning');
    expect(written(await pull(cursor))).toEqual(['a-5']);
    const bob = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transaction_change_log l JOIN transactions t USING (id)
       WHERE t.transaction_id = 'b-1'`,
    );
    expect(bob[0]!.n).toBe(1);
  });

  it('forgets the entries numbered before the removals it forgot, which no cursor it accepts reads', async () => {
    const old = await cursorNow();
    await patch('a-6', 'before');
    await ctx.db.query(`DELETE FROM transactions WHERE transaction_id = 'a-7'`);
    const cursor = await cursorNow();
    await patch('a-8', 'after');
    const before = await pull(cursor);
    await ctx.db.query(`UPDATE transaction_removals SET removed_at = now() - interval '31 days' WHERE user_id = $1`, [
      alice.userId,
    ]);
    await ctx.app.syncJobs.daily();
    await ctx.app.syncJobs.idle();
    // Only a-8's entry is numbered after the removal of a-7, the last one forgotten.
    expect(await logged()).toBe(1);
    expect(await pull(cursor)).toEqual(before);
    expect(written(before)).toEqual(['a-8']);
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/transactions/changes?cursor=${old}`,
      headers: alice.auth,
    });
    expect(gone.statusCode).toBe(410);
    // A row whose entry went is logged again when it is next written.
    await patch('a-6', 'again');
    expect(written(await pull(cursor))).toEqual(['a-8', 'a-6']);
  });
});
