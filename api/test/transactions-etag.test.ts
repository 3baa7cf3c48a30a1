import type { LightMyRequestResponse } from 'fastify';
import { KEPT_BY_HAND_ID } from '@finance/shared/contracts';
import type { Database, Queryable } from '../src/db/database';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';
/** A whole set in each format, a page, and a search (it matches a category by its name). */
const URLS = [
  `/transactions?${RANGE}&format=compact`,
  `/transactions?${RANGE}`,
  `/transactions?${RANGE}&format=compact&limit=2`,
  `/transactions?${RANGE}&format=compact&search=gifts`,
];

/**
 * The ETag of GET /transactions names the person's change number (one row read), so that a conditional request costs
 * the same at 200 rows or 200,000: 304 while nothing changed, without counting or reading a transaction; a new tag
 * after every kind of write to what the answers show; another person's writes leave it alone.
 */
describe.each(backends)('GET /transactions: the ETag and every kind of write (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let bank: LinkedItem;
  let bobsBank: LinkedItem;
  /** The statements sent while set (the database the app is given records them). */
  let statements: string[] | undefined;

  const recording = (db: Database): Database => {
    const recorded = (connection: Queryable): Queryable => ({
      query: (sql, params) => {
        statements?.push(sql);
        return connection.query(sql, params);
      },
    });
    return { ...db, ...recorded(db), transaction: (fn) => db.transaction((tx) => fn(recorded(tx))) };
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend, {}, { database: recording });
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    bank = await ctx.link(alice, 'ins_etag', {
      accounts: 3,
      transactions: ([checking, card]) => [
        makeTransaction(checking!, { transaction_id: 'e-coffee', date: '2025-03-01', amount: 4.5 }),
        makeTransaction(checking!, { transaction_id: 'e-groceries', date: '2025-03-02', amount: 50 }),
        makeTransaction(checking!, { transaction_id: 'e-uber', date: '2025-03-05', merchant_name: 'Uber' }),
        // Twenty days apart: not paired by the sync, only by hand.
        makeTransaction(checking!, { transaction_id: 'e-out', date: '2025-04-01', amount: 300, name: 'AUTOPAY' }),
        makeTransaction(card!, { transaction_id: 'e-in', date: '2025-04-21', amount: -300, name: 'PAYMENT' }),
      ],
    });
    bobsBank = await ctx.link(bob, 'ins_etag_bob', {
      transactions: ([checking]) => [makeTransaction(checking!, { transaction_id: 'e-bob', date: '2025-03-01' })],
    });
  });
  afterAll(async () => ctx.close());

  const send = (user: TestUser, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const get = (user: TestUser, url: string, ifNoneMatch?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...user.auth, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });
  const tagsOf = async (user: TestUser) =>
    Promise.all(URLS.map(async (url) => String((await get(user, url)).headers.etag)));
  const bankSync = async (user: TestUser, item: LinkedItem) =>
    expect((await ctx.sync(user, item)).statusCode).toBe(200);

  /** Each of alice's sets answers 304 to the tags she holds. */
  async function expectUnchanged(tags: string[]) {
    for (const [i, url] of URLS.entries()) {
      const res = await get(alice, url, tags[i]);
      expect(res.statusCode).toBe(304);
      expect(res.headers.etag).toBe(tags[i]);
    }
  }

  /** After the write (which succeeds), each of alice's sets answers 200 with a new tag, and 304 to that one. */
  async function expectNewTags(write: () => Promise<LightMyRequestResponse | void>) {
    const before = await tagsOf(alice);
    const res = await write();
    if (res) expect([200, 201, 204]).toContain(res.statusCode);
    for (const [i, url] of URLS.entries()) {
      const changed = await get(alice, url, before[i]);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(before[i]);
      expect((await get(alice, url, String(changed.headers.etag))).statusCode).toBe(304);
    }
  }

  it('answers 304 to the tag of an unchanged set reading one row of the change numbers, no transaction', async () => {
    const tags = await tagsOf(alice);
    statements = [];
    try {
      await expectUnchanged(tags);
    } finally {
      const sent = statements;
      statements = undefined;
      expect(sent.filter((sql) => /\btransactions\b/.test(sql))).toEqual([]);
      expect(sent.filter((sql) => /user_change_sequences/.test(sql))).toHaveLength(URLS.length);
    }
  });

  it('serves a set cached under its tag, asked for again without it, reading no transaction either', async () => {
    for (const url of URLS) {
      const built = await get(alice, url);
      statements = [];
      try {
        const again = await get(alice, url);
        expect(again.statusCode).toBe(200);
        expect(again.headers.etag).toBe(built.headers.etag);
        expect(again.body).toBe(built.body);
      } finally {
        const sent = statements;
        statements = undefined;
        expect(sent.filter((sql) => /\btransactions\b/.test(sql))).toEqual([]);
      }
    }
  });

  it('keeps the tag through a sync that only refreshes balances (a balance is not in an answer)', async () => {
    const tags = await tagsOf(alice);
    bank.fake.accounts[0]!.balances.current = 555;
    await bankSync(alice, bank);
    const accounts = json(await ctx.app.inject({ method: 'GET', url: '/plaid/accounts', headers: alice.auth }));
    expect(accounts.find((a: { account_id: string }) => a.account_id === bank.accountIds[0]).balances.current).toBe(
      555,
    );
    await expectUnchanged(tags);
  });

  it('moves the tag when a sync adds, modifies or removes a transaction', async () => {
    const added = makeTransaction(bank.accountIds[0]!, { transaction_id: 'e-new', date: '2025-05-01', amount: 12 });
    await expectNewTags(async () => {
      ctx.provider.addTransactions(bank.fake, [added]);
      await bankSync(alice, bank);
    });
    await expectNewTags(async () => {
      ctx.provider.addTransactions(bank.fake, [{ ...added, amount: 13 }], 'modified');
      await bankSync(alice, bank);
    });
    await expectNewTags(async () => {
      ctx.provider.addTransactions(bank.fake, [added], 'removed');
      await bankSync(alice, bank);
    });
    expect(json(await get(alice, URLS[0]!)).total).toBe(5);
  });

  it('moves the tag on a correction, a bulk change and a rule applied to existing rows', async () => {
    await expectNewTags(() => send(alice, 'PATCH', '/transactions/e-coffee', { notes: 'with Sam' }));
    await expectNewTags(() =>
      send(alice, 'POST', '/transactions/bulk', {
        selection: { filter: { start_date: '2025-03-01', end_date: '2025-03-01' } },
        set: { excluded: true },
      }),
    );
    let applied: number | undefined;
    await expectNewTags(async () => {
      const res = await send(alice, 'POST', '/rules', {
        match_field: 'merchant',
        match_value: 'Uber',
        category: 'TRAVEL',
      });
      applied = json(res).applied;
      return res;
    });
    expect(applied).toBe(1);
  });

  it('moves the tag on a split and an unsplit', async () => {
    await expectNewTags(() =>
      send(alice, 'PUT', '/transactions/e-groceries/split', {
        parts: [
          { amount: 30, category: 'FOOD_AND_DRINK' },
          { amount: 20, category: 'GENERAL_MERCHANDISE' },
        ],
      }),
    );
    await expectNewTags(() => send(alice, 'DELETE', '/transactions/e-groceries/split'));
  });

  it('moves the tag when a transfer is paired and unpaired by hand', async () => {
    await expectNewTags(() => send(alice, 'POST', '/transfers', { transaction_ids: ['e-out', 'e-in'] }));
    await expectNewTags(() => send(alice, 'DELETE', '/transfers/e-out'));
  });

  it('moves the tag when a category is renamed (a search matches its name) and when it is deleted', async () => {
    const gifts = json(await send(alice, 'POST', '/categories', { name: 'Gifts' })).category_id as string;
    await send(alice, 'PATCH', '/transactions/e-coffee', { category: gifts });
    expect(json(await get(alice, URLS[3]!)).total).toBe(1);
    await expectNewTags(() => send(alice, 'PATCH', `/categories/${gifts}`, { name: 'Presents' }));
    expect(json(await get(alice, URLS[3]!)).total).toBe(0);
    await expectNewTags(() => send(alice, 'DELETE', `/categories/${gifts}`));
  });

  it('moves the tag when a bank renames an account, and when the person removes one (even one with no rows)', async () => {
    await expectNewTags(async () => {
      bank.fake.accounts[1]!.name = 'Everyday Card';
      await bankSync(alice, bank);
    });
    expect(json(await get(alice, URLS[0]!)).accounts.map((a: { account_name: string }) => a.account_name)).toContain(
      'Everyday Card',
    );
    await expectNewTags(() =>
      send(alice, 'DELETE', '/plaid/accounts', { accounts: { [bank.institutionId]: [bank.accountIds[2]] } }),
    );
    expect(json(await get(alice, URLS[0]!)).accounts).toHaveLength(2);
  });

  it('moves the tag for an account kept by hand: made, renamed, its transactions added and removed, removed', async () => {
    let wallet = '';
    await expectNewTags(async () => {
      const res = await send(alice, 'POST', '/accounts', {
        name: 'Wallet',
        kind: 'cash',
        iso_currency_code: 'USD',
        opening_balance: 100,
      });
      wallet = json(res).account_id;
      return res;
    });
    await expectNewTags(() => send(alice, 'PATCH', `/accounts/${wallet}`, { name: 'Pocket money' }));
    let spent = '';
    await expectNewTags(async () => {
      const res = await send(alice, 'POST', '/transactions', {
        account_id: wallet,
        date: '2025-06-01',
        amount: 12.34,
        description: 'Market',
      });
      spent = json(res).transaction_id;
      return res;
    });
    await expectNewTags(() => send(alice, 'DELETE', `/transactions/${spent}`));
    await expectNewTags(() =>
      send(alice, 'POST', '/transactions', { account_id: wallet, date: '2025-06-02', amount: 1, description: 'Tea' }),
    );
    await expectNewTags(() => send(alice, 'DELETE', '/plaid/accounts', { accounts: { [KEPT_BY_HAND_ID]: [wallet] } }));
  });

  it("keeps a person's tags through another person's writes", async () => {
    const tags = await tagsOf(alice);
    const bobsTags = await tagsOf(bob);
    ctx.provider.addTransactions(bobsBank.fake, [
      makeTransaction(bobsBank.accountIds[0]!, { transaction_id: 'e-bob-2', date: '2025-07-01' }),
    ]);
    await bankSync(bob, bobsBank);
    expect((await send(bob, 'PATCH', '/transactions/e-bob', { notes: 'mine' })).statusCode).toBe(200);
    bobsBank.fake.accounts[0]!.name = "Bob's Checking";
    await bankSync(bob, bobsBank);
    expect((await send(bob, 'POST', '/categories', { name: 'Gifts' })).statusCode).toBe(201);
    await expectUnchanged(tags);
    // Bob's own tags moved.
    expect((await get(bob, URLS[0]!, bobsTags[0])).statusCode).toBe(200);
  });

  it('moves the tag when the person removes a bank and its accounts go with it', async () => {
    await expectNewTags(() => send(alice, 'DELETE', '/plaid/accounts', { items: [bank.institutionId], accounts: {} }));
    expect(json(await get(alice, URLS[0]!))).toMatchObject({ total: 0, accounts: [] });
  });
});
