import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { correctionEvents } from './helpers/correction-events';
import { makeTransaction } from './helpers/fake-provider';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';

describe.each(backends)('transfers between own accounts (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let linked: LinkedItem;

  const payment = (id: string, account: number, date: string, amount: number, overrides = {}) =>
    makeTransaction(linked.accountIds[account]!, {
      transaction_id: id,
      date,
      amount,
      merchant_name: null,
      name: amount > 0 ? 'PLAID CREDIT CARD AUTOPAY' : 'AUTOMATIC PAYMENT - THANK YOU',
      personal_finance_category: { primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' },
      ...overrides,
    });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    // Account 0 is checking, 1 the credit card, 2 savings.
    linked = await ctx.link(alice, 'ins_alice', { accounts: 3 });
    ctx.provider.addTransactions(linked.fake, [
      // The card payment out of checking, and the same amount arriving on the card two days later.
      payment('a-autopay-out', 0, '2025-03-01', 500),
      payment('a-autopay-in', 1, '2025-03-03', -500),
      // Two arrivals of one amount: the closer one is the pair.
      payment('a-save-out', 0, '2025-04-10', 200),
      payment('a-save-in-far', 2, '2025-04-13', -200),
      payment('a-save-in-near', 2, '2025-04-11', -200),
      // Not transfers: the same account, four days apart, pending, another currency.
      payment('a-refund-same-account', 0, '2025-05-01', -75),
      payment('a-buy', 0, '2025-05-01', 75),
      payment('a-late-out', 0, '2025-06-01', 90),
      payment('a-late-in', 1, '2025-06-05', -90),
      payment('a-pending-out', 0, '2025-07-01', 60, { pending: true }),
      payment('a-pending-in', 1, '2025-07-01', -60),
      payment('a-eur-out', 0, '2025-08-01', 40),
      payment('a-eur-in', 1, '2025-08-01', -40, { iso_currency_code: 'EUR' }),
    ]);
    expect((await sync(alice, linked)).statusCode).toBe(200);
    const bobs = await ctx.link(bob, 'ins_bob', {
      transactions: ([acc]) => [makeTransaction(acc!, { transaction_id: 'b-in', date: '2025-03-02', amount: -500 })],
    });
    expect(bobs.accountIds).toHaveLength(2);
  });
  afterAll(async () => ctx.close());

  const sync = (user: TestUser, item: LinkedItem) => ctx.sync(user, item);
  const pair = (user: TestUser | null, ids: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/transfers',
      headers: user ? user.auth : {},
      payload: { transaction_ids: ids },
    });
  const unpair = (user: TestUser | null, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/transfers/${id}`, headers: user ? user.auth : {} });
  async function transfers(user: TestUser) {
    const res = await ctx.app.inject({ method: 'GET', url: `/transactions?${RANGE}`, headers: user.auth });
    const byId = new Map<string, string | null>();
    for (const t of json(res).transactions) byId.set(t.transaction_id, t.transfer_id);
    return { etag: res.headers.etag as string, byId };
  }

  it('pairs the card payment out of checking with its arrival on the card, in the sync', async () => {
    const { byId } = await transfers(alice);
    expect(byId.get('a-autopay-out')).toBe('a-autopay-in');
    expect(byId.get('a-autopay-in')).toBe('a-autopay-out');
    expect(byId.get('a-save-out')).toBe('a-save-in-near');
    expect(byId.get('a-save-in-near')).toBe('a-save-out');
    for (const id of [
      'a-save-in-far',
      'a-refund-same-account',
      'a-buy',
      'a-late-out',
      'a-late-in',
      'a-pending-out',
      'a-pending-in',
      'a-eur-out',
      'a-eur-in',
    ]) {
      expect([id, byId.get(id)]).toEqual([id, null]);
    }
    // Bob's money in of the same amount is his, never paired with Alice's.
    expect((await transfers(bob)).byId.get('b-in')).toBeNull();
  });

  it('unpairs both halves by hand, and the next sync leaves them alone', async () => {
    const before = await transfers(alice);
    const res = await unpair(alice, 'a-save-in-near');
    expect(res.statusCode).toBe(204);
    const after = await transfers(alice);
    expect(after.etag).not.toBe(before.etag);
    expect(after.byId.get('a-save-out')).toBeNull();
    expect(after.byId.get('a-save-in-near')).toBeNull();
    expect((await correctionEvents(ctx, alice)).at(-1)).toEqual({ count: 2 });
    ctx.provider.addTransactions(linked.fake, [payment('a-unrelated', 0, '2025-09-01', 12)]);
    await sync(alice, linked);
    const later = await transfers(alice);
    expect(later.byId.get('a-save-out')).toBeNull();
    // The one further away was not the pair, and is not made one now that the near one is unpaired.
    expect(later.byId.get('a-save-in-far')).toBeNull();
  });

  it('pairs two transactions by hand, also ones automatic pairing would not', async () => {
    const res = await pair(alice, ['a-late-out', 'a-late-in']);
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ transaction_ids: ['a-late-out', 'a-late-in'] });
    const { byId } = await transfers(alice);
    expect(byId.get('a-late-out')).toBe('a-late-in');
    expect(byId.get('a-late-in')).toBe('a-late-out');
    // Unpaired by hand before, paired by hand again.
    expect((await pair(alice, ['a-save-in-near', 'a-save-out'])).statusCode).toBe(201);
    expect((await transfers(alice)).byId.get('a-save-out')).toBe('a-save-in-near');
  });

  it.each([
    [['a-late-out', 'a-eur-in'], 409, 'A transaction is already part of a transfer'],
    [['a-eur-out', 'a-buy'], 400, 'the amounts must have opposite signs'],
    [['a-refund-same-account', 'a-buy'], 400, 'A transfer is between two different accounts'],
    [['a-eur-in', 'a-eur-in'], 400, 'transaction_ids must name two different transactions'],
    [['a-eur-out', 'b-in'], 404, 'Transaction not found'],
    [['a-eur-out', 'no-such-id'], 404, 'Transaction not found'],
    [['a-eur-out'], 400, 'body/transaction_ids must NOT have fewer than 2 items'],
    [['a-eur-out', 'a-eur-in', 'a-buy'], 400, 'body/transaction_ids must NOT have more than 2 items'],
    [['a-eur-out', ''], 400, 'body/transaction_ids/1 must NOT have fewer than 1 characters'],
  ])('refuses to pair %j (%i), and changes nothing', async (ids, status, message) => {
    const before = await transfers(alice);
    const res = await pair(alice, ids);
    expect(res.statusCode).toBe(status);
    expect(json(res).message).toEqual(expect.stringContaining(message));
    expect(await transfers(alice)).toEqual(before);
  });

  it("unpairs only the person's own transfers", async () => {
    const before = await transfers(alice);
    for (const [user, id, message] of [
      [bob, 'a-late-out', 'Transaction not found'],
      [alice, 'no-such-id', 'Transaction not found'],
      [alice, 'a-buy', 'This transaction is not part of a transfer'],
    ] as const) {
      const res = await unpair(user, id);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ error: 'Not Found', message });
    }
    expect(await transfers(alice)).toEqual(before);
    expect((await pair(bob, ['a-eur-out', 'b-in'])).statusCode).toBe(404);
    expect((await pair(null, ['a-eur-out', 'a-eur-in'])).statusCode).toBe(401);
    expect((await unpair(null, 'a-late-out')).statusCode).toBe(401);
  });

  it('lets go of the other half when the bank removes one', async () => {
    ctx.provider.addTransactions(linked.fake, [payment('a-late-in', 1, '2025-06-05', -90)], 'removed');
    await sync(alice, linked);
    const { byId } = await transfers(alice);
    expect(byId.has('a-late-in')).toBe(false);
    expect(byId.get('a-late-out')).toBeNull();
  });

  it("lets go of the other half when one half's account or institution is removed, and says so to the other tabs", async () => {
    // A savings account at a second bank, the other half of a transfer out of checking.
    const second = await ctx.link(alice, 'ins_alice_savings', {
      accounts: 2,
      transactions: ([savings, brokerage]) => [
        makeTransaction(savings!, { transaction_id: 'a-savings-in', date: '2025-09-02', amount: -300 }),
        makeTransaction(brokerage!, { transaction_id: 'a-brokerage-in', date: '2025-09-03', amount: -120 }),
      ],
    });
    ctx.provider.addTransactions(linked.fake, [
      payment('a-to-savings', 0, '2025-09-01', 300),
      payment('a-to-brokerage', 0, '2025-09-01', 120),
    ]);
    await sync(alice, linked);
    const paired = await transfers(alice);
    expect(paired.byId.get('a-to-savings')).toBe('a-savings-in');
    expect(paired.byId.get('a-to-brokerage')).toBe('a-brokerage-in');
    const remove = (payload: object) =>
      ctx.app.inject({ method: 'DELETE', url: '/plaid/accounts', headers: alice.auth, payload });

    // One account of the second bank.
    let before = await transfers(alice);
    let events = await correctionEvents(ctx, alice);
    expect((await remove({ accounts: { ins_alice_savings: [second.accountIds[0]] } })).statusCode).toBe(200);
    let after = await transfers(alice);
    expect(after.byId.has('a-savings-in')).toBe(false);
    expect(after.byId.get('a-to-savings')).toBeNull();
    expect(after.byId.get('a-to-brokerage')).toBe('a-brokerage-in');
    expect(after.etag).not.toBe(before.etag);
    expect((await correctionEvents(ctx, alice)).length).toBe(events.length + 1);

    // Then the whole second bank.
    before = after;
    events = await correctionEvents(ctx, alice);
    expect((await remove({ items: ['ins_alice_savings'] })).statusCode).toBe(200);
    after = await transfers(alice);
    expect(after.byId.has('a-brokerage-in')).toBe(false);
    expect(after.byId.get('a-to-brokerage')).toBeNull();
    expect(after.etag).not.toBe(before.etag);
    expect((await correctionEvents(ctx, alice)).length).toBe(events.length + 1);
  });
});
