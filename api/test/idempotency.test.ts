import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';

/** POST /transactions with an Idempotency-Key: a retried or doubled request creates one transaction, not two. */
describe.each(backends)('Idempotency-Key on POST /transactions (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let aliceItem: LinkedItem;
  let bobItem: LinkedItem;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    aliceItem = await ctx.link(alice, 'ins_alice');
    bobItem = await ctx.link(bob, 'ins_bob');
  });
  afterAll(async () => ctx.close());

  const add = (user: TestUser, item: LinkedItem, key: string | undefined, description: string, amount = 4.2) =>
    ctx.app.inject({
      method: 'POST',
      url: '/transactions',
      headers: { ...user.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { account_id: item.accountIds[0], date: '2025-06-01', amount, description },
    });
  const rowsNamed = async (user: TestUser, description: string) =>
    json(
      await ctx.app.inject({ method: 'GET', url: `/transactions?${RANGE}`, headers: user.auth }),
    ).transactions.filter((t: { name: string }) => t.name === description);

  it('two requests with one key at once create one transaction and both answer it', async () => {
    const [first, second] = await Promise.all([
      add(alice, aliceItem, 'tap-1', 'Double tap'),
      add(alice, aliceItem, 'tap-1', 'Double tap'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(json(second).transaction_id).toBe(json(first).transaction_id);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].sort()).toEqual([
      'true',
      undefined,
    ]);
    expect(await rowsNamed(alice, 'Double tap')).toHaveLength(1);
  });

  it('the same key later answers the first answer; a new key or no key creates another', async () => {
    const first = await add(alice, aliceItem, 'retry-1', 'Retried');
    const again = await add(alice, aliceItem, 'retry-1', 'Retried');
    expect(again.body).toBe(first.body);
    await add(alice, aliceItem, 'retry-2', 'Retried');
    await add(alice, aliceItem, undefined, 'Retried');
    expect(await rowsNamed(alice, 'Retried')).toHaveLength(3);
  });

  it('the same key with another body is a 422 and creates nothing', async () => {
    await add(alice, aliceItem, 'key-3', 'Coffee', 3);
    const other = await add(alice, aliceItem, 'key-3', 'Coffee', 30);
    expect(other.statusCode).toBe(422);
    expect(json(other)).toEqual({
      error: 'Unprocessable Entity',
      message: 'This Idempotency-Key was sent with another transaction: send a new key for a new transaction',
    });
    expect((await rowsNamed(alice, 'Coffee')).map((t: { amount: number }) => t.amount)).toEqual([3]);
  });

  it("a key is the person's own: another person's same key is another key", async () => {
    const mine = await add(alice, aliceItem, 'shared-key', 'Lunch');
    const theirs = await add(bob, bobItem, 'shared-key', 'Lunch');
    expect(theirs.statusCode).toBe(201);
    expect(json(theirs).transaction_id).not.toBe(json(mine).transaction_id);
    expect(await rowsNamed(bob, 'Lunch')).toHaveLength(1);
  });

  it('a key is kept for 24 hours: after that the same key creates again', async () => {
    await add(alice, aliceItem, 'old-key', 'Yesterday');
    await ctx.db.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 minute' WHERE user_id = $1 AND key = $2`,
      [alice.userId, 'old-key'],
    );
    const later = await add(alice, aliceItem, 'old-key', 'Yesterday');
    expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await rowsNamed(alice, 'Yesterday')).toHaveLength(2);
  });

  it.each([
    ['a key over 255 characters', 'k'.repeat(256)],
    ['a key with a space', 'two words'],
    ['a key with a character outside printable ASCII', 'clé'],
  ])('refuses %s (400 naming the header) and creates nothing', async (_what, key) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/transactions',
      headers: { ...alice.auth, 'idempotency-key': encodeURI(key) === key ? key : Buffer.from(key).toString('latin1') },
      payload: { account_id: aliceItem.accountIds[0], date: '2025-06-01', amount: 1, description: 'Refused key' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/^headers\/idempotency-key /);
    expect(await rowsNamed(alice, 'Refused key')).toHaveLength(0);
  });
});
