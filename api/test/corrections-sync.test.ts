import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)("A sync keeps the person's edits (%s)", (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let linked: LinkedItem;
  let checking: string;
  const range = 'start_date=2025-01-01&end_date=2025-12-31';

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    linked = await ctx.link(alice, 'ins_sync_edits', {
      transactions: ([acc]) => [
        makeTransaction(acc!, {
          transaction_id: 's-posted',
          date: '2025-06-01',
          amount: 20,
          merchant_name: 'Starbucks',
          name: 'STARBUCKS 0421',
        }),
        makeTransaction(acc!, {
          transaction_id: 's-pending',
          date: '2025-06-02',
          amount: 35,
          pending: true,
          merchant_name: 'Shell',
          name: 'SHELL OIL 5521',
          personal_finance_category: { primary: 'TRANSPORTATION', detailed: 'TRANSPORTATION_GAS' },
        }),
        makeTransaction(acc!, { transaction_id: 's-gone', date: '2025-06-03', amount: 9 }),
      ],
    });
    checking = linked.accountIds[0]!;
  });
  afterAll(async () => ctx.close());

  const patch = (id: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/transactions/${id}`, headers: alice.auth, payload });
  const sync = async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/plaid/accounts/sync',
      headers: alice.auth,
      payload: { institution_id: linked.institutionId },
    });
    expect(res.statusCode).toBe(200);
  };
  const byId = async () =>
    new Map<string, Record<string, unknown>>(
      json(
        await ctx.app.inject({ method: 'GET', url: `/transactions?${range}`, headers: alice.auth }),
      ).transactions.map((t: { transaction_id: string }) => [t.transaction_id, t]),
    );

  it("keeps every edit when the bank modifies the transaction, and takes the bank's new values beside them", async () => {
    await patch('s-posted', { category: 'ENTERTAINMENT', display_name: 'Coffee', notes: 'with Sam', excluded: true });
    ctx.provider.addTransactions(
      linked.fake,
      [
        makeTransaction(checking, {
          transaction_id: 's-posted',
          date: '2025-06-01',
          amount: 21.5,
          merchant_name: 'Starbucks Coffee',
          name: 'STARBUCKS STORE 0421',
          personal_finance_category: { primary: 'GENERAL_MERCHANDISE', detailed: null },
        }),
      ],
      'modified',
    );
    await sync();
    expect((await byId()).get('s-posted')).toMatchObject({
      amount: 21.5,
      merchant_name: 'Starbucks Coffee',
      name: 'STARBUCKS STORE 0421',
      bank_category: 'GENERAL_MERCHANDISE',
      personal_finance_category: { primary: 'ENTERTAINMENT', detailed: null },
      display_name: 'Coffee',
      notes: 'with Sam',
      excluded: true,
    });
  });

  it('moves the edits of a pending transaction to the posted one that points back to it', async () => {
    await patch('s-pending', { category: 'TRAVEL', display_name: 'Road trip fuel', notes: 'split with Sam' });
    ctx.provider.addTransactions(linked.fake, [
      makeTransaction(checking, {
        transaction_id: 's-pending-posted',
        pending_transaction_id: 's-pending',
        date: '2025-06-03',
        amount: 36.1,
        merchant_name: 'Shell',
        name: 'SHELL OIL 5521',
        personal_finance_category: { primary: 'TRANSPORTATION', detailed: 'TRANSPORTATION_GAS' },
      }),
    ]);
    ctx.provider.addTransactions(linked.fake, [makeTransaction(checking, { transaction_id: 's-pending' })], 'removed');
    await sync();
    const rows = await byId();
    expect(rows.has('s-pending')).toBe(false);
    expect(rows.get('s-pending-posted')).toMatchObject({
      pending: false,
      amount: 36.1,
      bank_category: 'TRANSPORTATION',
      personal_finance_category: { primary: 'TRAVEL', detailed: null },
      display_name: 'Road trip fuel',
      notes: 'split with Sam',
      excluded: false,
    });
  });

  it('carries a transfer pairing from the pending to the posted transaction, and unpairs the other half of a removed one', async () => {
    const card = linked.accountIds[1]!;
    ctx.provider.addTransactions(linked.fake, [
      makeTransaction(checking, { transaction_id: 't-out', date: '2025-07-01', amount: 100, pending: true }),
      makeTransaction(card, { transaction_id: 't-in', date: '2025-07-02', amount: -100 }),
      makeTransaction(checking, { transaction_id: 't-out-2', date: '2025-07-05', amount: 50 }),
      makeTransaction(card, { transaction_id: 't-in-2', date: '2025-07-05', amount: -50 }),
    ]);
    await sync();
    // Paired as POST /transfers or the automatic pairing would.
    const pair = (a: string, b: string) =>
      ctx.db.query(
        `UPDATE transactions SET transfer_id = CASE transaction_id WHEN $1 THEN $2 ELSE $1 END
         WHERE transaction_id IN ($1, $2)`,
        [a, b],
      );
    await pair('t-out', 't-in');
    await pair('t-out-2', 't-in-2');
    ctx.provider.addTransactions(linked.fake, [
      makeTransaction(checking, {
        transaction_id: 't-out-posted',
        pending_transaction_id: 't-out',
        date: '2025-07-02',
        amount: 100,
      }),
    ]);
    ctx.provider.addTransactions(
      linked.fake,
      [
        makeTransaction(checking, { transaction_id: 't-out' }),
        makeTransaction(checking, { transaction_id: 't-out-2' }),
      ],
      'removed',
    );
    await sync();
    const rows = await byId();
    expect(rows.get('t-out-posted')).toMatchObject({ transfer_id: 't-in' });
    expect(rows.get('t-in')).toMatchObject({ transfer_id: 't-out-posted' });
    expect(rows.get('t-in-2')).toMatchObject({ transfer_id: null });
  });

  it('lets a transaction the bank removes take its edit with it, and never touches a manual one', async () => {
    await patch('s-gone', { notes: 'will go' });
    const manual = json(
      await ctx.app.inject({
        method: 'POST',
        url: '/transactions',
        headers: alice.auth,
        payload: { account_id: checking, date: '2025-06-04', amount: 5, description: 'Cash tip' },
      }),
    );
    ctx.provider.addTransactions(linked.fake, [makeTransaction(checking, { transaction_id: 's-gone' })], 'removed');
    // A bank that named a manual id (it never does) would still not remove or change it.
    ctx.provider.addTransactions(
      linked.fake,
      [makeTransaction(checking, { transaction_id: manual.transaction_id })],
      'removed',
    );
    await sync();
    const rows = await byId();
    expect(rows.has('s-gone')).toBe(false);
    expect(rows.get(manual.transaction_id)).toEqual(manual);
    expect(await ctx.db.query("SELECT 1 FROM transactions WHERE transaction_id = 's-gone'")).toHaveLength(0);
  });
});
