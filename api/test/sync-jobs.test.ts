import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { TransactionsRepository } from '../src/repositories/transactions-repository';
import { ProviderError } from '../src/services/bank-provider';
import { SyncJobError } from '../src/services/sync-job-error';
import { backends } from './helpers/backends';
import { createTestContext, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

const FAST_RETRIES = { retryLimit: 2, retryDelaySeconds: 1, heartbeatSeconds: 10 };

describe.each(backends)('sync jobs (%s)', (backend) => {
  let ctx: TestContext;
  let user: TestUser;
  let linked: LinkedItem;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { syncJobs: FAST_RETRIES });
    user = await ctx.newUser();
    linked = await ctx.link(user);
  });
  afterAll(async () => ctx.close());
  afterEach(() => {
    ctx.provider.beforeSyncPage = undefined;
    jest.restoreAllMocks();
  });

  const itemRow = async (plaidItemId = linked.plaidItemId) =>
    (
      await ctx.db.query<{ id: string; status: string; error_code: string | null }>(
        'SELECT id::text AS id, status, error_code FROM items WHERE plaid_item_id = $1',
        [plaidItemId],
      )
    )[0]!;
  const syncCallsOf = (plaidItemId: string) => ctx.provider.syncCalls.filter((c) => c.itemId === plaidItemId).length;

  async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('a job enqueued in a transaction that rolls back never runs; one that commits does', async () => {
    const { id } = await itemRow();
    const before = syncCallsOf(linked.plaidItemId);
    await expect(
      ctx.db.transaction(async (tx) => {
        await ctx.app.syncJobs.enqueue(tx, id, 'webhook');
        throw new Error('the change it belongs to failed');
      }),
    ).rejects.toThrow('the change it belongs to failed');
    await ctx.app.syncJobs.idle();
    expect(syncCallsOf(linked.plaidItemId)).toBe(before);

    await ctx.db.transaction((tx) => ctx.app.syncJobs.enqueue(tx, id, 'webhook'));
    await ctx.app.syncJobs.idle();
    expect(syncCallsOf(linked.plaidItemId)).toBeGreaterThan(before);
  });

  // PGlite is one process's database: there, this process's two concurrent workers compete for the jobs.
  it(`${backend === 'postgres' ? 'two API processes on one database' : 'two workers'} never sync the same item at the same time`, async () => {
    const second: FastifyInstance | undefined =
      backend === 'postgres'
        ? await buildApp(ctx.config, { db: ctx.db, provider: ctx.provider, identity: ctx.identity }, { logger: false })
        : undefined;
    try {
      await second?.ready();
      const apps = second ? [ctx.app, second] : [ctx.app];
      const { id } = await itemRow();
      let running = 0;
      let mostAtOnce = 0;
      ctx.provider.beforeSyncPage = async (item) => {
        if (item.itemId !== linked.plaidItemId) return;
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 150));
        running--;
      };
      const before = syncCallsOf(linked.plaidItemId);
      for (let i = 0; i < 8; i++) {
        ctx.provider.addTransactions(linked.fake, [makeTransaction(linked.accountIds[0]!)]);
        const app = apps[i % apps.length]!;
        await ctx.db.transaction((tx) => app.syncJobs.enqueue(tx, id, 'webhook'));
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      await Promise.all(apps.map((app) => app.syncJobs.idle()));
      expect(syncCallsOf(linked.plaidItemId)).toBeGreaterThan(before);
      expect(mostAtOnce).toBe(1);
      const stored = await ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1',
        [user.userId],
      );
      expect(stored[0]!.n).toBe(linked.fake.events.filter((e) => e.kind === 'added').length);
    } finally {
      await second?.close();
    }
  });

  it('retries a failing sync, then gives the item its error status after the last try', async () => {
    const other = await ctx.link(user);
    const statusesSeen: string[] = [];
    ctx.provider.beforeSyncPage = async (item) => {
      if (item.itemId !== other.plaidItemId) return;
      statusesSeen.push((await itemRow(other.plaidItemId)).status);
      throw new ProviderError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'the bank is not answering', 500);
    };
    const before = syncCallsOf(other.plaidItemId);
    const { id } = await itemRow(other.plaidItemId);
    await ctx.db.transaction((tx) => ctx.app.syncJobs.enqueue(tx, id, 'webhook'));
    await until(async () => (await itemRow(other.plaidItemId)).status === 'error');
    // The first try and two retries; until the last one the connection still looked healthy.
    expect(syncCallsOf(other.plaidItemId) - before).toBe(1 + FAST_RETRIES.retryLimit);
    expect(statusesSeen).toEqual(['good', 'good', 'good']);
    expect(await itemRow(other.plaidItemId)).toMatchObject({ status: 'error', error_code: 'INTERNAL_SERVER_ERROR' });
  });

  it('a login the bank asks for is not retried: the item needs the person', async () => {
    const other = await ctx.link(user);
    ctx.provider.beforeSyncPage = (item) => {
      if (item.itemId === other.plaidItemId)
        throw new ProviderError('ITEM_ERROR', 'ITEM_LOGIN_REQUIRED', 'log in again', 400);
    };
    const before = syncCallsOf(other.plaidItemId);
    const { id } = await itemRow(other.plaidItemId);
    await ctx.db.transaction((tx) => ctx.app.syncJobs.enqueue(tx, id, 'webhook'));
    await ctx.app.syncJobs.idle();
    expect(syncCallsOf(other.plaidItemId) - before).toBe(1);
    expect(await itemRow(other.plaidItemId)).toMatchObject({
      status: 'login_required',
      error_code: 'ITEM_LOGIN_REQUIRED',
    });
  });

  it('a sync that brings transactions refreshes the balances of the accounts the person kept', async () => {
    ctx.provider.addTransactions(linked.fake, [makeTransaction(linked.accountIds[0]!)]);
    linked.fake.accounts[0]!.balances.current = 4321.5;
    const { id } = await itemRow();
    await ctx.db.transaction((tx) => ctx.app.syncJobs.enqueue(tx, id, 'webhook'));
    await ctx.app.syncJobs.idle();
    const accounts = (await ctx.app.inject({ method: 'GET', url: '/plaid/accounts', headers: user.auth })).json<
      { account_id: string; balances: { current: number } }[]
    >();
    expect(accounts.find((a) => a.account_id === linked.accountIds[0])!.balances.current).toBe(4321.5);
  });

  it("tells the queue's own failures in words of their own, never as the provider's error", async () => {
    await ctx.app.syncJobs.idle();
    const { id } = await itemRow();
    // No outcome in time: the caller stops waiting, the job goes on.
    ctx.provider.beforeSyncPage = async (item) => {
      if (item.itemId === linked.plaidItemId) await new Promise((resolve) => setTimeout(resolve, 1000));
    };
    const late = await ctx.app.syncJobs.syncAndWait(ctx.db, id, 100).catch((err: unknown) => err);
    expect(late).toBeInstanceOf(SyncJobError);
    expect(late).not.toBeInstanceOf(ProviderError);
    expect(late).toMatchObject({ statusCode: 503, message: expect.stringMatching(/taking longer than expected/) });
    await ctx.app.syncJobs.idle();
    ctx.provider.beforeSyncPage = undefined;

    // A write that fails in the API (not at the provider): Sync now answers it as the API's failure, and the retry lands.
    ctx.provider.addTransactions(linked.fake, [
      makeTransaction(linked.accountIds[0]!, { transaction_id: 'written-on-retry' }),
    ]);
    jest
      .spyOn(TransactionsRepository.prototype, 'applyChanges')
      .mockRejectedValueOnce(new Error('could not extend file: No space left on device'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/plaid/accounts/sync',
      headers: user.auth,
      payload: { institution_id: linked.institutionId },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      message: 'The sync could not be completed; it will be tried again',
    });
    await until(
      async () =>
        (await ctx.db.query(`SELECT 1 FROM transactions WHERE transaction_id = 'written-on-retry'`)).length === 1,
    );
    await ctx.app.syncJobs.idle();
    expect(await itemRow()).toMatchObject({ status: 'good', error_code: null });
  });

  it('the daily reconciliation syncs every healthy item and leaves the others to their person', async () => {
    const healthy = await ctx.link(user);
    const broken = await ctx.link(user);
    await ctx.db.query(`UPDATE items SET status = 'login_required' WHERE plaid_item_id = $1`, [broken.plaidItemId]);
    const before = { healthy: syncCallsOf(healthy.plaidItemId), broken: syncCallsOf(broken.plaidItemId) };
    await ctx.app.syncJobs.enqueueHealthyItems();
    await ctx.app.syncJobs.idle();
    expect(syncCallsOf(healthy.plaidItemId)).toBeGreaterThan(before.healthy);
    expect(syncCallsOf(broken.plaidItemId)).toBe(before.broken);
  });
});
