import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { backends } from './helpers/backends';
import { createTestContext, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { openEventStream, type OpenStream } from './helpers/event-stream';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)('GET /events (%s)', (backend) => {
  let ctx: TestContext;
  let user: TestUser;
  let other: TestUser;
  let linked: LinkedItem;
  let otherLinked: LinkedItem;
  const streams: OpenStream[] = [];
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    user = await ctx.newUser();
    other = await ctx.newUser();
    linked = await ctx.link(user);
    otherLinked = await ctx.link(other);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => ctx.close());

  const open = async (app: FastifyInstance, headers: Record<string, string>) => {
    const stream = await openEventStream(app, headers);
    streams.push(stream);
    return stream;
  };
  async function webhook(app: FastifyInstance, body: object) {
    const raw = JSON.stringify(body);
    const res = await app.inject({
      method: 'POST',
      url: '/plaid/webhook',
      headers: { 'content-type': 'application/json', 'plaid-verification': await ctx.provider.signWebhook(raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
  }
  /** The provider says the item has new transactions to sync. */
  const transactionsWebhook = (app: FastifyInstance, item: LinkedItem) =>
    webhook(app, { webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: item.plaidItemId });
  const newTransactions = (item: LinkedItem, n: number) =>
    ctx.provider.addTransactions(
      item.fake,
      Array.from({ length: n }, () => makeTransaction(item.accountIds[0]!)),
    );

  it('needs a token', async () => {
    expect((await open(ctx.app, {})).status).toBe(401);
  });

  it("tells a person's open stream about new transactions and a connection's status, and nobody else", async () => {
    const mine = await open(ctx.app, user.auth);
    const theirs = await open(ctx.app, other.auth);
    expect(mine.status).toBe(200);

    newTransactions(linked, 3);
    await transactionsWebhook(ctx.app, linked);
    const [added] = await mine.waitFor(1);
    expect(added!.event).toBe('transactions');
    expect(JSON.parse(added!.data)).toEqual({
      institution_id: linked.institutionId,
      institution_name: `Bank ${linked.institutionId}`,
      added: 3,
      modified: 0,
      removed: 0,
    });

    await webhook(ctx.app, {
      webhook_type: 'ITEM',
      webhook_code: 'ERROR',
      item_id: linked.plaidItemId,
      error: { error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'log in again' },
    });
    const [, status] = await mine.waitFor(2);
    expect(status!.event).toBe('connection');
    expect(JSON.parse(status!.data)).toMatchObject({ institution_id: linked.institutionId, status: 'login_required' });

    // The other person's stream saw none of it, and sees their own.
    newTransactions(otherLinked, 1);
    await transactionsWebhook(ctx.app, otherLinked);
    const [own] = await theirs.waitFor(1);
    expect(JSON.parse(own!.data)).toMatchObject({ institution_id: otherLinked.institutionId, added: 1 });
    expect(theirs.events).toHaveLength(1);
    expect(mine.events).toHaveLength(2);
  });

  it('a reconnect with Last-Event-ID gets what it missed, in order, and nothing twice', async () => {
    await ctx.db.query(
      `UPDATE items SET status = 'good', error_code = NULL, error_message = NULL WHERE plaid_item_id = $1`,
      [linked.plaidItemId],
    );
    const first = await open(ctx.app, user.auth);
    newTransactions(linked, 1);
    await transactionsWebhook(ctx.app, linked);
    const [seen] = await first.waitFor(1);
    first.close();

    newTransactions(linked, 2);
    await transactionsWebhook(ctx.app, linked);
    await ctx.app.syncJobs.idle();
    newTransactions(linked, 4);
    await transactionsWebhook(ctx.app, linked);
    await ctx.app.syncJobs.idle();

    const resumed = await open(ctx.app, { ...user.auth, 'last-event-id': seen!.id! });
    const missed = await resumed.waitFor(2);
    expect(missed.map((e) => JSON.parse(e.data).added)).toEqual([2, 4]);
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(seen!.id));
    expect(resumed.events).toHaveLength(2);
  });

  if (backend === 'postgres') {
    it('a webhook received by one API process reaches a stream open on another', async () => {
      const second = await buildApp(
        ctx.config,
        { db: ctx.db, provider: ctx.provider, identity: ctx.identity },
        { logger: false },
      );
      try {
        await second.ready();
        const onSecond = await open(second, user.auth);
        newTransactions(linked, 5);
        await transactionsWebhook(ctx.app, linked);
        const [event] = await onSecond.waitFor(1);
        expect(JSON.parse(event!.data)).toMatchObject({ institution_id: linked.institutionId, added: 5 });
      } finally {
        await second.close();
      }
    });
  }
});
