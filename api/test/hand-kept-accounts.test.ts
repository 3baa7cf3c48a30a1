import {
  ACCOUNT_NAME_MAX,
  HAND_KEPT_ACCOUNTS_MAX,
  KEPT_BY_HAND_ID,
  KEPT_BY_HAND_NAME,
} from '@finance/shared/contracts';
import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)('Accounts kept by hand: POST and PATCH /accounts, DELETE /plaid/accounts (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => ctx.close());

  const send = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: user.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const accounts = async (user: TestUser) => json(await send(user, 'GET', '/plaid/accounts'));
  const balanceOf = async (user: TestUser, accountId: string) =>
    (await accounts(user)).find((a: { account_id: string }) => a.account_id === accountId)?.balances.current;
  const create = (user: TestUser, body: Record<string, unknown> = {}) =>
    send(user, 'POST', '/accounts', {
      name: 'Wallet',
      kind: 'cash',
      iso_currency_code: 'USD',
      opening_balance: 100,
      ...body,
    });
  const spend = (user: TestUser, accountId: string, amount: number, description = 'Coffee') =>
    send(user, 'POST', '/transactions', { account_id: accountId, date: '2025-03-01', amount, description });
  const rows = async (user: TestUser) =>
    (
      await ctx.db.query<{ n: number }>(
        'SELECT ((SELECT count(*) FROM accounts WHERE user_id = $1) + (SELECT count(*) FROM transactions WHERE user_id = $1))::int AS n',
        [user.userId],
      )
    )[0]!.n;
  const accountEvents = async (user: TestUser) =>
    (
      await ctx.db.query<{ data: Record<string, unknown> }>(
        "SELECT data FROM user_events WHERE user_id = $1 AND type = 'accounts' ORDER BY seq",
        [user.userId],
      )
    ).map((e) => e.data);

  it('creates a cash account: its own group, no item, the opening balance, accounts_linked set, an event told', async () => {
    const user = await ctx.newUser();
    const res = await create(user, { name: '  Wallet ' });
    expect(res.statusCode).toBe(201);
    const account = json(res);
    expect(account).toEqual({
      account_id: expect.stringMatching(/^manual-[0-9a-f-]{36}$/),
      item_id: KEPT_BY_HAND_ID,
      institution_id: KEPT_BY_HAND_ID,
      institution_name: KEPT_BY_HAND_NAME,
      name: 'Wallet',
      official_name: null,
      type: 'depository',
      subtype: 'cash',
      mask: null,
      last_sync: null,
      balances: { current: 100, available: null, limit: null, iso_currency_code: 'USD' },
      item_status: 'good',
      item_error: null,
      kept_by_hand: true,
    });
    expect(await accounts(user)).toEqual([account]);
    const stored = await ctx.db.query<{ item_id: string | null; accounts_linked: boolean }>(
      'SELECT a.item_id, u.accounts_linked FROM accounts a JOIN users u USING (user_id) WHERE a.user_id = $1',
      [user.userId],
    );
    expect(stored).toEqual([{ item_id: null, accounts_linked: true }]);
    expect(await accountEvents(user)).toEqual([{ account_id: account.account_id, change: 'added' }]);
  });

  it("follows its manual transactions: a $12.34 purchase from $100.00 cash leaves $87.66 (Plaid's sign: positive is money out)", async () => {
    const user = await ctx.newUser();
    const cash = json(await create(user)).account_id;
    expect((await spend(user, cash, 12.34, 'Wallet purchase')).statusCode).toBe(201);
    // 100.00 - 12.34 = 87.66, computed in cents: 10000 - 1234 = 8766.
    expect(await balanceOf(user, cash)).toBe(87.66);
    // Money in (a negative amount) raises it: 87.66 + 0.35 = 88.01 (0.1 + 0.2 style sums stay exact in numeric).
    expect((await spend(user, cash, -0.35, 'Change found')).statusCode).toBe(201);
    expect(await balanceOf(user, cash)).toBe(88.01);
    // The transaction shows in the list under its account and the group's name.
    const list = json(await send(user, 'GET', '/transactions?start_date=2025-01-01&end_date=2025-12-31'));
    // Newest first (the same date: the later one first).
    expect(list.transactions.map((t: Record<string, unknown>) => [t.account_id, t.institution_name, t.amount])).toEqual(
      [
        [cash, KEPT_BY_HAND_NAME, -0.35],
        [cash, KEPT_BY_HAND_NAME, 12.34],
      ],
    );
    const compact = json(
      await send(user, 'GET', '/transactions?start_date=2025-01-01&end_date=2025-12-31&format=compact'),
    );
    expect(compact.accounts).toEqual([
      { account_id: cash, account_name: 'Wallet', account_mask: null, institution_name: KEPT_BY_HAND_NAME },
    ]);
  });

  it('a purchase raises what a credit card or a loan kept by hand owes', async () => {
    const user = await ctx.newUser();
    const card = json(await create(user, { name: 'Store card', kind: 'credit_card', opening_balance: 250.5 }));
    expect([card.type, card.subtype]).toEqual(['credit', 'credit card']);
    await spend(user, card.account_id, 49.99);
    // 250.50 + 49.99 = 300.49 owed.
    expect(await balanceOf(user, card.account_id)).toBe(300.49);
    const loan = json(await create(user, { name: 'Car loan', kind: 'loan', opening_balance: 5000 }));
    expect([loan.type, loan.subtype]).toEqual(['loan', null]);
    // A payment to the loan is money in to it (negative): 5000.00 - 300.00 = 4700.00 owed.
    await spend(user, loan.account_id, -300, 'Payment');
    expect(await balanceOf(user, loan.account_id)).toBe(4700);
  });

  it("renames one; a bank account or another person's is a 404 and nothing changes", async () => {
    const alice = await ctx.newUser();
    const bob = await ctx.newUser();
    const wallet = json(await create(alice)).account_id;
    const bank = await ctx.link(alice);
    const res = await send(alice, 'PATCH', `/accounts/${wallet}`, { name: 'Pocket money' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ account_id: wallet, name: 'Pocket money', balances: { current: 100 } });
    expect((await accountEvents(alice)).at(-1)).toEqual({ account_id: wallet, change: 'renamed' });
    const before = await accounts(alice);
    const foreign = await send(bob, 'PATCH', `/accounts/${wallet}`, { name: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ error: 'Not Found', message: 'Account not found' });
    expect((await send(alice, 'PATCH', `/accounts/${bank.accountIds[0]}`, { name: 'Renamed' })).statusCode).toBe(404);
    expect(await accounts(alice)).toEqual(before);
    // Bob sees none of it, and cannot spend from it.
    expect(await accounts(bob)).toEqual([]);
    expect((await spend(bob, wallet, 5)).statusCode).toBe(404);
    expect(await balanceOf(alice, wallet)).toBe(100);
  });

  it.each([
    ['no name', { name: '' }],
    ['a name of white space', { name: '   ' }],
    ['a name too long', { name: 'x'.repeat(ACCOUNT_NAME_MAX + 1) }],
    ['an unknown kind', { kind: 'savings' }],
    ['a lower-case currency', { iso_currency_code: 'usd' }],
    ['a balance of a third of a cent', { opening_balance: 1.005 }],
    ['a balance as a string', { opening_balance: '100' }],
    ['a balance beyond the bound', { opening_balance: 1_000_000_001 }],
  ])('refuses %s with 400 and creates nothing', async (_label, body) => {
    const user = await ctx.newUser();
    const res = await create(user, body);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: 'Bad Request', message: expect.any(String) });
    expect(await rows(user)).toBe(0);
  });

  it('takes a name of exactly the longest length, and refuses a rename beyond it with 400', async () => {
    const user = await ctx.newUser();
    const longest = 'n'.repeat(ACCOUNT_NAME_MAX);
    const res = await create(user, { name: longest });
    expect(res.statusCode).toBe(201);
    const id = json(res).account_id;
    const tooLong = await send(user, 'PATCH', `/accounts/${id}`, { name: `${longest}n` });
    expect(tooLong.statusCode).toBe(400);
    expect((await send(user, 'PATCH', `/accounts/${id}`, {})).statusCode).toBe(400);
    expect((await accounts(user))[0].name).toBe(longest);
  });

  it(`keeps at most ${HAND_KEPT_ACCOUNTS_MAX} accounts by hand per person: the next is a 400 with the bound`, async () => {
    const user = await ctx.newUser();
    const other = await ctx.newUser();
    for (let i = 0; i < HAND_KEPT_ACCOUNTS_MAX; i++)
      expect((await create(user, { name: `Jar ${i}` })).statusCode).toBe(201);
    const res = await create(user, { name: 'One more' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(`A person keeps at most ${HAND_KEPT_ACCOUNTS_MAX} accounts by hand`);
    expect(await accounts(user)).toHaveLength(HAND_KEPT_ACCOUNTS_MAX);
    // The bound is each person's.
    expect((await create(other)).statusCode).toBe(201);
  });

  it('removes one with its transactions through DELETE /plaid/accounts, the bank accounts staying', async () => {
    const user = await ctx.newUser();
    const bank = await ctx.link(user, undefined, { transactions: (ids) => [makeTransaction(ids[0]!)] });
    const wallet = json(await create(user)).account_id;
    const jar = json(await create(user, { name: 'Jar' })).account_id;
    await spend(user, wallet, 3);
    await spend(user, jar, 4);
    const res = await send(user, 'DELETE', '/plaid/accounts', { accounts: { [KEPT_BY_HAND_ID]: [wallet] } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ items_removed: [], accounts_removed: [wallet] });
    // The banks' first (by name), then those kept by hand.
    const listed = (await accounts(user)).map((a: { account_id: string }) => a.account_id);
    expect(listed.slice(0, 2).sort()).toEqual([...bank.accountIds].sort());
    expect(listed.slice(2)).toEqual([jar]);
    const left = await ctx.db.query<{ transaction_id: string; manual: boolean }>(
      'SELECT transaction_id, manual FROM transactions WHERE user_id = $1 ORDER BY manual',
      [user.userId],
    );
    expect(left.map((t) => t.manual)).toEqual([false, true]);
    expect(bank.fake.removed).toBe(false);
    expect((await accountEvents(user)).at(-1)).toEqual({ change: 'removed', count: 1 });
  });

  it('removes all of them as a whole group; accounts_linked is cleared only when no account of any kind is left', async () => {
    const user = await ctx.newUser();
    const bank = await ctx.link(user);
    const ids = [json(await create(user)).account_id, json(await create(user, { name: 'Jar' })).account_id];
    const flag = async () =>
      (
        await ctx.db.query<{ f: boolean }>('SELECT accounts_linked AS f FROM users WHERE user_id = $1', [user.userId])
      )[0]!.f;
    const bankGone = await send(user, 'DELETE', '/plaid/accounts', { items: [bank.institutionId] });
    expect(bankGone.statusCode).toBe(200);
    expect(await flag()).toBe(true);
    const res = await send(user, 'DELETE', '/plaid/accounts', { items: [KEPT_BY_HAND_ID] });
    expect(res.statusCode).toBe(200);
    expect(json(res).items_removed).toEqual([KEPT_BY_HAND_ID]);
    expect([...json(res).accounts_removed].sort()).toEqual(ids.sort());
    expect(await accounts(user)).toEqual([]);
    expect(await flag()).toBe(false);
  });

  it("refuses to remove another person's account kept by hand with 404, removing nothing of the request", async () => {
    const alice = await ctx.newUser();
    const bob = await ctx.newUser();
    const alices = json(await create(alice)).account_id;
    const bobs = json(await create(bob)).account_id;
    const res = await send(bob, 'DELETE', '/plaid/accounts', { accounts: { [KEPT_BY_HAND_ID]: [bobs, alices] } });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ error: 'Not Found', message: `No account ${alices} kept by hand` });
    expect(await accounts(alice)).toHaveLength(1);
    expect(await accounts(bob)).toHaveLength(1);
    // A bank account named under the group is not one kept by hand either.
    const bank = await ctx.link(bob);
    const asHandKept = await send(bob, 'DELETE', '/plaid/accounts', {
      accounts: { [KEPT_BY_HAND_ID]: [bank.accountIds[0]] },
    });
    expect(asHandKept.statusCode).toBe(404);
    expect(await accounts(bob)).toHaveLength(3);
  });

  it('is never touched by a sync, nor by the removal of an item', async () => {
    const user = await ctx.newUser();
    const bank = await ctx.link(user);
    const wallet = json(await create(user)).account_id;
    const purchase = json(await spend(user, wallet, 12.34)).transaction_id;
    const before = await accounts(user);
    // A provider answer naming the account and the transaction kept by hand (which no provider would) changes neither.
    bank.fake.accounts.push({
      account_id: wallet,
      name: 'Hijacked',
      official_name: null,
      type: 'credit',
      subtype: null,
      mask: '9999',
      balances: { current: 1, available: 1, limit: null, iso_currency_code: 'EUR' },
    });
    ctx.provider.addTransactions(
      bank.fake,
      [makeTransaction(wallet, { transaction_id: purchase, amount: 999 })],
      'removed',
    );
    ctx.provider.addTransactions(bank.fake, [
      makeTransaction(bank.accountIds[0]!, { transaction_id: purchase, amount: 999 }),
    ]);
    expect((await ctx.sync(user, bank)).statusCode).toBe(200);
    expect((await accounts(user)).find((a: { account_id: string }) => a.account_id === wallet)).toEqual(
      before.find((a: { account_id: string }) => a.account_id === wallet),
    );
    expect(await balanceOf(user, wallet)).toBe(87.66);
    // Removing the institution leaves the wallet and its purchase.
    expect((await send(user, 'DELETE', '/plaid/accounts', { items: [bank.institutionId] })).statusCode).toBe(200);
    expect((await accounts(user)).map((a: { account_id: string }) => a.account_id)).toEqual([wallet]);
    expect(await balanceOf(user, wallet)).toBe(87.66);
  });

  it('refuses to link an institution with the id of the group kept by hand', async () => {
    const user = await ctx.newUser();
    const { publicToken } = ctx.provider.createPublicToken(KEPT_BY_HAND_ID);
    const res = await send(user, 'POST', '/plaid/exchange-token', {
      public_token: publicToken,
      institution_id: KEPT_BY_HAND_ID,
    });
    expect(res.statusCode).toBe(400);
    expect(await rows(user)).toBe(0);
  });
});
