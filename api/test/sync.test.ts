import type { Database, Queryable } from '../src/db/database';
import { ProviderError } from '../src/services/bank-provider';
import { dataAccessOf } from '../src/repositories';
import { SyncService } from '../src/services/sync-service';
import { backends } from './helpers/backends';
import { createTestContext, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)('transactions sync (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => ctx.close());

  const itemRow = async (linked: LinkedItem) =>
    (
      await ctx.db.query<{
        id: string;
        cursor: string | null;
        last_sync: Date | null;
        status: string;
        error_code: string | null;
      }>('SELECT id::text AS id, cursor, last_sync, status, error_code FROM items WHERE plaid_item_id = $1', [
        linked.plaidItemId,
      ])
    )[0]!;
  const txState = async (user: TestUser) =>
    ctx.db.query<{ transaction_id: string; amount: number; name: string }>(
      'SELECT transaction_id, amount::float8 AS amount, name FROM transactions WHERE user_id = $1 ORDER BY transaction_id',
      [user.userId],
    );

  it('applies added, modified and removed over several pages and records the cursor and last_sync', async () => {
    const user = await ctx.newUser();
    const linked = await ctx.link(user);
    const [acc] = linked.accountIds;
    const t1 = makeTransaction(acc!, { transaction_id: 'p-1', amount: 1 });
    const t2 = makeTransaction(acc!, { transaction_id: 'p-2', amount: 2 });
    const t3 = makeTransaction(acc!, { transaction_id: 'p-3', amount: 3 });
    ctx.provider.addTransactions(linked.fake, [t1, t2, t3]);
    ctx.provider.addTransactions(linked.fake, [{ ...t2, amount: 22, name: 'changed' }], 'modified');
    ctx.provider.addTransactions(linked.fake, [t3], 'removed');
    const before = await itemRow(linked);
    const outcome = await ctx.app.syncService.sync(before.id);
    expect(outcome).toMatchObject({ result: 'synced', cursor: '5' });
    expect(await txState(user)).toEqual([
      { transaction_id: 'p-1', amount: 1, name: 'Coffee Shop' },
      { transaction_id: 'p-2', amount: 22, name: 'changed' },
    ]);
    const after = await itemRow(linked);
    expect(after.cursor).toBe('5');
    expect(after.last_sync!.getTime()).toBeGreaterThanOrEqual(before.last_sync!.getTime());
    // Three pages of two.
    expect(
      ctx.provider.syncCalls
        .filter((c) => c.itemId === linked.plaidItemId)
        .slice(-3)
        .map((c) => c.cursor),
    ).toEqual(['0', '2', '4']);
  });

  it('restarts from the original cursor on TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION', async () => {
    const user = await ctx.newUser();
    const linked = await ctx.link(user);
    ctx.provider.addTransactions(
      linked.fake,
      [1, 2, 3, 4].map((n) => makeTransaction(linked.accountIds[0]!, { transaction_id: `m-${n}` })),
    );
    let failed = false;
    ctx.provider.beforeSyncPage = (_item, cursor) => {
      if (cursor === '2' && !failed) {
        failed = true;
        throw new ProviderError('TRANSACTIONS_ERROR', 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION', 'mutation', 400);
      }
    };
    try {
      const row = await itemRow(linked);
      await ctx.app.syncService.sync(row.id);
    } finally {
      ctx.provider.beforeSyncPage = undefined;
    }
    const cursors = ctx.provider.syncCalls.filter((c) => c.itemId === linked.plaidItemId).map((c) => c.cursor);
    // first sync at link (cursor null), then: '0', '2' (fails), restart '0', '2'.
    expect(cursors.slice(-4)).toEqual(['0', '2', '0', '2']);
    expect((await txState(user)).map((t) => t.transaction_id)).toEqual(['m-1', 'm-2', 'm-3', 'm-4']);
    expect((await itemRow(linked)).cursor).toBe('4');
  });

  it('stores a provider error on the item and rethrows it; the next good sync clears it', async () => {
    const user = await ctx.newUser();
    const linked = await ctx.link(user);
    const row = await itemRow(linked);
    ctx.provider.beforeSyncPage = () => {
      throw new ProviderError('ITEM_ERROR', 'ITEM_LOGIN_REQUIRED', 'login required', 400);
    };
    try {
      await expect(ctx.app.syncService.sync(row.id)).rejects.toMatchObject({ errorCode: 'ITEM_LOGIN_REQUIRED' });
    } finally {
      ctx.provider.beforeSyncPage = undefined;
    }
    expect(await itemRow(linked)).toMatchObject({
      status: 'login_required',
      error_code: 'ITEM_LOGIN_REQUIRED',
      cursor: row.cursor,
    });
    await ctx.app.syncService.sync(row.id);
    expect(await itemRow(linked)).toMatchObject({ status: 'good', error_code: null });
  });

  it('runs one sync per item at a time; callers during a sync share one more', async () => {
    const user = await ctx.newUser();
    const linked = await ctx.link(user);
    ctx.provider.addTransactions(
      linked.fake,
      [1, 2, 3].map((n) => makeTransaction(linked.accountIds[0]!, { transaction_id: `c-${n}` })),
    );
    let running = 0;
    let maxRunning = 0;
    let pages = 0;
    // The first page is held until the test has made its later callers, so they always arrive during a sync.
    let firstPageStarted!: () => void;
    const firstPageReached = new Promise<void>((resolve) => (firstPageStarted = resolve));
    let releaseFirstPage!: () => void;
    const firstPageReleased = new Promise<void>((resolve) => (releaseFirstPage = resolve));
    ctx.provider.beforeSyncPage = async (item) => {
      if (item.itemId !== linked.plaidItemId) return;
      pages++;
      running++;
      maxRunning = Math.max(maxRunning, running);
      if (pages === 1) {
        firstPageStarted();
        await firstPageReleased;
      }
      // A yield to the event loop, so that a second sync running at once would be seen in maxRunning.
      await new Promise((r) => setImmediate(r));
      running--;
    };
    try {
      const row = await itemRow(linked);
      const first = ctx.app.syncService.sync(row.id);
      // Handled as it starts (a failure before the first page ends the wait instead of waiting unhandled).
      await Promise.race([firstPageReached, first]);
      // Five more callers while the first sync is fetching: they share one sync that starts after it.
      const later = Array.from({ length: 5 }, () => ctx.app.syncService.sync(row.id));
      expect(new Set(later).size).toBe(1);
      releaseFirstPage();
      const outcomes = await Promise.all([first, ...later]);
      expect(outcomes.every((o) => o.result === 'synced')).toBe(true);
    } finally {
      ctx.provider.beforeSyncPage = undefined;
    }
    expect(maxRunning).toBe(1);
    // The first run reads two pages; the one queued run reads the last (empty) page once: 3 calls in all.
    expect(pages).toBe(3);
    expect((await txState(user)).map((t) => t.transaction_id)).toEqual(['c-1', 'c-2', 'c-3']);
  });

  describe('a kill in the middle of a sync leaves the old state or the new, never a mix', () => {
    async function setUp() {
      const user = await ctx.newUser();
      const linked = await ctx.link(user, undefined, {
        transactions: ([a]) => [makeTransaction(a!, { transaction_id: `old-1-${Math.random()}`, amount: 1 })],
      });
      // Old state: one transaction. The next sync adds 5, modifies the old one, over 3 pages.
      const old = await txState(user);
      ctx.provider.addTransactions(
        linked.fake,
        [1, 2, 3, 4, 5].map((n) =>
          makeTransaction(linked.accountIds[0]!, { transaction_id: `new-${n}-${Math.random()}` }),
        ),
      );
      ctx.provider.addTransactions(linked.fake, [{ ...linked.fake.events[0]!.tx, amount: 100 }], 'modified');
      return { user, linked, old, oldItem: await itemRow(linked) };
    }

    it('when the provider connection dies after the first page', async () => {
      const { user, linked, old, oldItem } = await setUp();
      ctx.provider.beforeSyncPage = (_item, cursor) => {
        if (cursor !== oldItem.cursor) throw new Error('socket hang up');
      };
      try {
        await expect(ctx.app.syncService.sync(oldItem.id)).rejects.toMatchObject({ errorCode: 'PROVIDER_UNREACHABLE' });
      } finally {
        ctx.provider.beforeSyncPage = undefined;
      }
      expect(await txState(user)).toEqual(old);
      expect((await itemRow(linked)).cursor).toBe(oldItem.cursor);
      // A lost connection may pass: the status waits for the sync job's last try (sync-jobs.test.ts).
      expect(await itemRow(linked)).toMatchObject({ status: 'good', error_code: null });
    });

    it('when the database connection dies while the changes are being written', async () => {
      const { user, linked, old, oldItem } = await setUp();
      // A database whose transaction is killed at its third statement (after the inserts began).
      const killing: Database = {
        ...ctx.db,
        query: ctx.db.query.bind(ctx.db),
        transaction: (fn) =>
          ctx.db.transaction(async (tx) => {
            let statements = 0;
            const dying: Queryable = {
              async query(sql, params) {
                statements++;
                if (statements === 3) {
                  if (backend === 'postgres')
                    await tx.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
                  throw new Error('terminating connection due to administrator command');
                }
                return tx.query(sql, params);
              },
            };
            return fn(dying);
          }),
      };
      const sync = new SyncService(dataAccessOf(killing), ctx.provider, ctx.app.cipher, ctx.app.log);
      await expect(sync.sync(oldItem.id)).rejects.toThrow(/terminating connection/);
      expect(await txState(user)).toEqual(old);
      expect((await itemRow(linked)).cursor).toBe(oldItem.cursor);

      // The next sync, on a healthy connection, lands the new state whole.
      await ctx.app.syncService.sync(oldItem.id);
      const now = await txState(user);
      expect(now).toHaveLength(6);
      expect(now.find((t) => t.transaction_id === old[0]!.transaction_id)!.amount).toBe(100);
      expect((await itemRow(linked)).cursor).toBe('7');
    });
  });

  it('graceful shutdown waits for a running sync to finish writing', async () => {
    const local = await createTestContext(backend);
    try {
      const user = await local.newUser();
      const linked = await local.link(user);
      local.provider.addTransactions(linked.fake, [
        makeTransaction(linked.accountIds[0]!, { transaction_id: `g-${Math.random()}` }),
      ]);
      local.provider.beforeSyncPage = () => new Promise((r) => setTimeout(r, 200));
      const row = (
        await local.db.query<{ id: string }>('SELECT id::text AS id FROM items WHERE plaid_item_id = $1', [
          linked.plaidItemId,
        ])
      )[0]!;
      const running = local.app.syncService.sync(row.id).catch(() => undefined);
      await local.app.close();
      await running;
      const count = (
        await local.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE user_id = $1', [
          user.userId,
        ])
      )[0]!.n;
      expect(count).toBe(1);
    } finally {
      await local.db.close();
      await local.identity.close();
    }
  });
});
