import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Queryable } from '../src/db/database';
import { backends } from './helpers/backends';
import { createTestContext, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { openEventStream, type OpenStream } from './helpers/event-stream';
import { makeTransaction } from './helpers/fake-provider';
import { EventsRepository } from '../src/repositories/events-repository';

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
    // The rows' event, then the insights' (worked out again at the sync's end, with what is coming).
    const [added, insights] = await mine.waitFor(2);
    expect(added!.event).toBe('transactions');
    expect(insights!.event).toBe('insights');
    expect(Number(insights!.id)).toBeGreaterThan(Number(added!.id));
    expect(JSON.parse(added!.data)).toEqual({
      institution_id: linked.institutionId,
      institution_name: `Bank ${linked.institutionId}`,
      added: 3,
      posted: 0,
      modified: 0,
      removed: 0,
    });

    await webhook(ctx.app, {
      webhook_type: 'ITEM',
      webhook_code: 'ERROR',
      item_id: linked.plaidItemId,
      error: { error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'log in again' },
    });
    const [, , status] = await mine.waitFor(3);
    expect(status!.event).toBe('connection');
    expect(JSON.parse(status!.data)).toMatchObject({ institution_id: linked.institutionId, status: 'login_required' });

    // The other person's stream saw none of it, and sees their own.
    newTransactions(otherLinked, 1);
    await transactionsWebhook(ctx.app, otherLinked);
    const [own] = await theirs.waitFor(1);
    expect(JSON.parse(own!.data)).toMatchObject({ institution_id: otherLinked.institutionId, added: 1 });
    await theirs.waitFor(2);
    expect(theirs.events.map((e) => e.event)).toEqual(['transactions', 'insights']);
    expect(mine.events.map((e) => e.event)).toEqual(['transactions', 'insights', 'connection']);
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
    await ctx.app.syncJobs.idle();

    newTransactions(linked, 2);
    await transactionsWebhook(ctx.app, linked);
    await ctx.app.syncJobs.idle();
    newTransactions(linked, 4);
    await transactionsWebhook(ctx.app, linked);
    await ctx.app.syncJobs.idle();

    const resumed = await open(ctx.app, { ...user.auth, 'last-event-id': seen!.id! });
    // Each sync's rows and then its insights, the first sync's insights too (recorded after the event seen).
    const missed = await resumed.waitFor(5);
    expect(missed.map((e) => e.event)).toEqual(['insights', 'transactions', 'insights', 'transactions', 'insights']);
    expect(missed.filter((e) => e.event === 'transactions').map((e) => JSON.parse(e.data).added)).toEqual([2, 4]);
    const ids = missed.map((e) => Number(e.id));
    expect(ids[0]).toBeGreaterThan(Number(seen!.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(5);
    expect(resumed.events).toHaveLength(5);
  });

  it.each(['9999999999999999999', '9223372036854775807', '0001000'])(
    "a Last-Event-ID past the person's latest event (%s) is no id: the stream starts with the next change",
    async (id) => {
      const person = await ctx.newUser();
      const item = await ctx.link(person);
      const stream = await open(ctx.app, { ...person.auth, 'last-event-id': id });
      expect(stream.status).toBe(200);
      newTransactions(item, 3);
      await transactionsWebhook(ctx.app, item);
      const [event] = await stream.waitFor(1);
      expect(JSON.parse(event!.data)).toMatchObject({ institution_id: item.institutionId, added: 3 });
    },
  );

  it('refuses a Last-Event-ID that is not a number', async () => {
    const stream = await open(ctx.app, { ...user.auth, 'last-event-id': '12a' });
    expect(stream.status).toBe(400);
    expect(Object.keys(JSON.parse(stream.body)).sort()).toEqual(['error', 'message']);
  });

  it('a pending transaction that posts is told as posted, not as a new one and a removed one', async () => {
    const item = await ctx.link(user);
    const stream = await open(ctx.app, user.auth);
    const pending = makeTransaction(item.accountIds[0]!, { pending: true });
    ctx.provider.addTransactions(item.fake, [pending]);
    await transactionsWebhook(ctx.app, item);
    await stream.waitFor(2);
    // The bank removes the pending transaction and adds the posted one, which points back to it, and a new one.
    ctx.provider.addTransactions(item.fake, [pending], 'removed');
    ctx.provider.addTransactions(item.fake, [
      makeTransaction(item.accountIds[0]!, { pending_transaction_id: pending.transaction_id }),
      makeTransaction(item.accountIds[0]!),
    ]);
    await transactionsWebhook(ctx.app, item);
    const [, posted] = (await stream.waitFor(4)).filter((e) => e.event === 'transactions');
    expect(JSON.parse(posted!.data)).toMatchObject({ added: 1, posted: 1, modified: 0, removed: 0 });
  });

  /** A test event of the person's, recorded in a transaction of its own unless one is given. */
  const record = (person: TestUser, n: number, tx?: Queryable) =>
    new EventsRepository(tx ?? ctx.db).record(person.userId, 'test', { n });
  const numbers = (events: { event?: string; data: string }[]) =>
    events.filter((e) => e.event === 'test').map((e) => (JSON.parse(e.data) as { n: number }).n);

  it('the daily job deletes events older than a day; a resume gets the newer ones', async () => {
    const person = await ctx.newUser();
    await record(person, 1);
    await ctx.db.query(
      `UPDATE user_events SET created_at = now() - interval '25 hours' WHERE user_id = $1 AND data->>'n' = '1'`,
      [person.userId],
    );
    await record(person, 2);
    await ctx.app.syncJobs.daily();
    await ctx.app.syncJobs.idle();

    const kept = await ctx.db.query<{ n: string }>(`SELECT data->>'n' AS n FROM user_events WHERE user_id = $1`, [
      person.userId,
    ]);
    expect(kept.map((row) => row.n)).toEqual(['2']);
    const resumed = await open(ctx.app, { ...person.auth, 'last-event-id': '0' });
    expect(numbers(await resumed.waitFor(1))).toEqual([2]);
    // A new event still gets the next number: ids are never reused after a deletion.
    await record(person, 3);
    const [, third] = await resumed.waitFor(2);
    expect(Number(third!.id)).toBe(3);
  });

  if (backend === 'postgres') {
    it('an event committed after a later one still reaches the stream, in order, and a resume gets both', async () => {
      const person = await ctx.newUser();
      const live = await open(ctx.app, person.auth);
      // The first transaction records its event, then stays open.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let recorded!: () => void;
      const firstRecorded = new Promise<void>((resolve) => (recorded = resolve));
      const first = ctx.db.transaction(async (tx) => {
        await record(person, 1, tx);
        recorded();
        await held;
      });
      await firstRecorded;
      // The second records and commits meanwhile, or waits for the first (the person's counter's row lock).
      let secondCommitted = false;
      const second = record(person, 2).then(() => (secondCommitted = true));
      const waitingForLock = async () =>
        (
          await ctx.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%user_event_sequences%'`,
          )
        )[0]!.n > 0;
      while (!secondCommitted && !(await waitingForLock())) await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      await Promise.all([first, second]);
      await record(person, 3);

      const seen = await live.waitUntil((event) => event.data === JSON.stringify({ n: 3 }));
      expect(numbers(seen)).toEqual([1, 2, 3]);
      expect(seen.map((event) => Number(event.id))).toEqual([1, 2, 3]);
      const resumed = await open(ctx.app, { ...person.auth, 'last-event-id': '0' });
      expect(numbers(await resumed.waitFor(3))).toEqual([1, 2, 3]);
    });

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
