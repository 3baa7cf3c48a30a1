import { BALANCE_HISTORY_DAYS_MAX } from '@finance/shared/contracts';
import { addDaysIso, addMonthsIso, latestCalendarDateIso } from '../src/lib/dates';
import { resolveHistoryRange } from '../src/lib/date-range';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Day {
  date: string;
  net_worth: number;
  assets: number;
  liabilities: number;
  by_type: Record<'depository' | 'investment' | 'other' | 'credit' | 'loan', number>;
  accounts: number;
  reconstructed: boolean;
}

describe('resolveHistoryRange', () => {
  it('defaults to the last 24 months to the latest calendar date, and takes at most that', () => {
    expect(resolveHistoryRange(undefined, '2026-03-10')).toEqual({ startDate: '2024-03-11', endDate: '2026-03-10' });
    // A month without the day: 31 March less 24 months is 31 March; 29 February less 24 months is 28 February.
    expect(addMonthsIso('2026-03-31', -1)).toBe('2026-02-28');
    expect(resolveHistoryRange(undefined, '2026-02-28').startDate).toBe('2024-02-29');
    expect(resolveHistoryRange(undefined, undefined).endDate).toBe(latestCalendarDateIso());
    expect(() => resolveHistoryRange('2024-03-10', '2026-03-10')).toThrow(
      'The range from start_date to end_date must be at most 24 months: start_date 2024-03-11 or later for end_date 2026-03-10',
    );
  });
});

/**
 * GET /accounts/balance-history: what the bank said at each sync (the day's latest), the days before an account's
 * first sync walked back through its transactions, accounts kept by hand computed from their opening balance. Every
 * figure below is worked out by hand in cents; the clock the syncs record under is the test's.
 */
describe.each(backends)('Balance history: GET /accounts/balance-history (%s)', (backend) => {
  let ctx: TestContext;
  let now = new Date('2025-03-02T15:00:00Z');
  beforeAll(async () => {
    ctx = await createTestContext(backend, {}, { now: () => now });
  });
  afterAll(async () => ctx.close());

  const send = (user: TestUser, method: Method, url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: user.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const history = async (
    user: TestUser,
    query: string,
  ): Promise<{ start_date: string; end_date: string; days: Day[] }> => {
    const res = await send(user, 'GET', `/accounts/balance-history?${query}`);
    expect(res.statusCode).toBe(200);
    return json(res);
  };
  /** Each day as [date, net worth, depository, credit, accounts, reconstructed]. */
  const brief = (days: Day[]) =>
    days.map((d) => [d.date, d.net_worth, d.by_type.depository, d.by_type.credit, d.accounts, d.reconstructed]);
  const recorded = async (user: TestUser) =>
    ctx.db.query<{ account_id: string; day: string; current: number; available: number | null }>(
      `SELECT a.account_id, h.day::text AS day, h.balance_current::float8 AS current,
              h.balance_available::float8 AS available
       FROM balance_history h JOIN accounts a ON a.id = h.account_pk
       WHERE h.user_id = $1 ORDER BY h.day, a.account_id`,
      [user.userId],
    );
  const setBalances = (item: LinkedItem, current: number[], available: (number | null)[] = []) =>
    item.fake.accounts.forEach((a, i) => {
      a.balances = { ...a.balances, current: current[i]!, available: available[i] ?? null };
    });

  /**
   * A checking account and a credit card, first synced on 2 March 2025 (checking 1,234.56, card 250.75 owed), then on
   * 5 March (1,200.00 and 270.00). Before 2 March, back to each account's oldest transaction, across the end of
   * February:
   *   checking (money out lowers it): 20.00 out on 26 Feb; 30.00 out on 27 Feb, split into 10.00 and 20.00; pay of
   *   1,000.00 in on 28 Feb; 45.67 out on 1 Mar; 9.99 out pending on 1 Mar (not counted).
   *   card (money out raises what is owed): 50.25 bought on 27 Feb; 100.00 paid on 1 Mar.
   * Walked back from 2 March (a day holds its own transactions):
   *   checking: 1 Mar 123456; 28 Feb 123456 + 4567 = 128023; 27 Feb 128023 - 100000 = 28023; 26 Feb 28023 + 3000 =
   *   31023 (the split whole once; its parts too would give 34023); 25 Feb: before its oldest transaction, none.
   *   card: 1 Mar 25075; 28 Feb 25075 + 10000 = 35075; 27 Feb 35075 (its own 50.25 is in it); 26 Feb: none.
   */
  it('walks back the days before the first sync, then holds each recorded day until the next', async () => {
    now = new Date('2025-03-02T15:00:00Z');
    const user = await ctx.newUser();
    const item = await ctx.link(user, 'ins_history_1', {
      transactions: ([checking, card]) => [
        makeTransaction(checking!, { transaction_id: 'h1-out', date: '2025-02-26', amount: 20 }),
        makeTransaction(checking!, { transaction_id: 'h1-whole', date: '2025-02-27', amount: 30 }),
        makeTransaction(checking!, { transaction_id: 'h1-pay', date: '2025-02-28', amount: -1000 }),
        makeTransaction(checking!, { transaction_id: 'h1-food', date: '2025-03-01', amount: 45.67 }),
        makeTransaction(checking!, { transaction_id: 'h1-pending', date: '2025-03-01', amount: 9.99, pending: true }),
        makeTransaction(card!, { transaction_id: 'h1-buy', date: '2025-02-27', amount: 50.25 }),
        makeTransaction(card!, { transaction_id: 'h1-repay', date: '2025-03-01', amount: -100 }),
      ],
    });
    const [checking, card] = item.accountIds as [string, string];
    const split = await send(user, 'PUT', '/transactions/h1-whole/split', { parts: [{ amount: 10 }, { amount: 20 }] });
    expect(split.statusCode).toBe(200);

    // The link and its first sync recorded the bank's first balances (100.00 and 101.00) for 2 March; a second sync
    // that day replaces them with the day's latest.
    expect((await recorded(user)).map((r) => [r.account_id, r.day, r.current])).toEqual([
      [checking, '2025-03-02', 100],
      [card, '2025-03-02', 101],
    ]);
    setBalances(item, [1234.56, 250.75], [1200, null]);
    expect((await ctx.sync(user, item)).statusCode).toBe(200);
    expect(await recorded(user)).toEqual([
      { account_id: checking, day: '2025-03-02', current: 1234.56, available: 1200 },
      { account_id: card, day: '2025-03-02', current: 250.75, available: null },
    ]);

    // 5 March: 34.56 out of checking and 19.25 more on the card, both dated 4 March; the bank's balances follow.
    now = new Date('2025-03-05T09:30:00Z');
    ctx.provider.addTransactions(item.fake, [
      makeTransaction(checking, { transaction_id: 'h1-later', date: '2025-03-04', amount: 34.56 }),
      makeTransaction(card, { transaction_id: 'h1-card-later', date: '2025-03-04', amount: 19.25 }),
    ]);
    setBalances(item, [1200, 270]);
    expect((await ctx.sync(user, item)).statusCode).toBe(200);
    expect((await recorded(user)).map((r) => [r.account_id, r.day, r.current])).toEqual([
      [checking, '2025-03-02', 1234.56],
      [card, '2025-03-02', 250.75],
      [checking, '2025-03-05', 1200],
      [card, '2025-03-05', 270],
    ]);

    const answer = await history(user, 'start_date=2025-02-20&end_date=2025-03-07');
    expect([answer.start_date, answer.end_date]).toEqual(['2025-02-20', '2025-03-07']);
    // Net worth = checking - card, in cents: 26 Feb 31023; 27 Feb 28023 - 35075 = -7052; 28 Feb 128023 - 35075 =
    // 92948; 1 to 4 Mar 123456 - 25075 = 98381; from 5 Mar 120000 - 27000 = 93000.
    expect(brief(answer.days)).toEqual([
      ['2025-02-26', 310.23, 310.23, 0, 1, true],
      ['2025-02-27', -70.52, 280.23, 350.75, 2, true],
      ['2025-02-28', 929.48, 1280.23, 350.75, 2, true],
      ['2025-03-01', 983.81, 1234.56, 250.75, 2, true],
      ['2025-03-02', 983.81, 1234.56, 250.75, 2, false],
      ['2025-03-03', 983.81, 1234.56, 250.75, 2, false],
      ['2025-03-04', 983.81, 1234.56, 250.75, 2, false],
      ['2025-03-05', 930, 1200, 270, 2, false],
      ['2025-03-06', 930, 1200, 270, 2, false],
      ['2025-03-07', 930, 1200, 270, 2, false],
    ]);
    expect(answer.days[1]).toEqual({
      date: '2025-02-27',
      net_worth: -70.52,
      assets: 280.23,
      liabilities: 350.75,
      by_type: { depository: 280.23, investment: 0, other: 0, credit: 350.75, loan: 0 },
      accounts: 2,
      reconstructed: true,
    });

    // A range that starts inside the walk and ends before the first sync: the same days, the same figures.
    expect(brief((await history(user, 'start_date=2025-02-28&end_date=2025-03-01')).days)).toEqual([
      ['2025-02-28', 929.48, 1280.23, 350.75, 2, true],
      ['2025-03-01', 983.81, 1234.56, 250.75, 2, true],
    ]);
    // A range after the first sync starts from the balance recorded before it.
    expect(brief((await history(user, 'start_date=2025-03-04&end_date=2025-03-05')).days)).toEqual([
      ['2025-03-04', 983.81, 1234.56, 250.75, 2, false],
      ['2025-03-05', 930, 1200, 270, 2, false],
    ]);

    // The walk is the transactions as they are now: the bank removes the 30.00 (split) on a later sync, and 26 Feb
    // is 31023 - 3000 = 28023 (the transactions after the first sync do not move the walk).
    now = new Date('2025-03-06T09:30:00Z');
    ctx.provider.addTransactions(item.fake, [makeTransaction(checking, { transaction_id: 'h1-whole' })], 'removed');
    setBalances(item, [1200, 270]);
    expect((await ctx.sync(user, item)).statusCode).toBe(200);
    expect(brief((await history(user, 'start_date=2025-02-26&end_date=2025-02-27')).days)).toEqual([
      ['2025-02-26', 280.23, 280.23, 0, 1, true],
      ['2025-02-27', -70.52, 280.23, 350.75, 2, true],
    ]);
  });

  /**
   * Kept by hand: a cash wallet opened with 100.00 (7.00 spent on 10 Feb; 12.34 on 1 Mar; 5.00 on 2 Mar, split into
   * 2.00 and 3.00; 0.35 found on 3 Mar) and a loan of 5,000.00 (300.00 paid on 1 Mar). From 28 Feb:
   *   cash: 28 Feb 10000 - 700 = 9300 (what came before the range is in its first day); 1 Mar 9300 - 1234 = 8066;
   *   2 Mar 8066 - 500 = 7566 (the whole once); 3 and 4 Mar 7566 + 35 = 7601.
   *   loan: from its oldest transaction, 1 Mar: 500000 - 30000 = 470000 owed.
   */
  it('computes accounts kept by hand from their opening balance and transactions, as GET /plaid/accounts does', async () => {
    const user = await ctx.newUser();
    const create = async (body: object) =>
      json(await send(user, 'POST', '/accounts', { iso_currency_code: 'USD', ...body })).account_id as string;
    const cash = await create({ name: 'Wallet', kind: 'cash', opening_balance: 100 });
    const loan = await create({ name: 'Car loan', kind: 'loan', opening_balance: 5000 });
    const spend = async (account: string, date: string, amount: number) =>
      json(await send(user, 'POST', '/transactions', { account_id: account, date, amount, description: 'Entry' }))
        .transaction_id as string;
    await spend(cash, '2025-02-10', 7);
    await spend(cash, '2025-03-01', 12.34);
    const whole = await spend(cash, '2025-03-02', 5);
    await spend(cash, '2025-03-03', -0.35);
    await spend(loan, '2025-03-01', -300);
    expect(
      (await send(user, 'PUT', `/transactions/${whole}/split`, { parts: [{ amount: 2 }, { amount: 3 }] })).statusCode,
    ).toBe(200);

    const days = (await history(user, 'start_date=2025-02-28&end_date=2025-03-04')).days;
    expect(
      days.map((d) => [d.date, d.net_worth, d.by_type.depository, d.by_type.loan, d.accounts, d.reconstructed]),
    ).toEqual([
      ['2025-02-28', 93, 93, 0, 1, false],
      ['2025-03-01', -4619.34, 80.66, 4700, 2, false],
      ['2025-03-02', -4624.34, 75.66, 4700, 2, false],
      ['2025-03-03', -4623.99, 76.01, 4700, 2, false],
      ['2025-03-04', -4623.99, 76.01, 4700, 2, false],
    ]);
    expect(days[1]).toMatchObject({ assets: 80.66, liabilities: 4700 });
    // Today's balances are the last day's.
    const listed = json(await send(user, 'GET', '/plaid/accounts')) as {
      account_id: string;
      balances: { current: number };
    }[];
    expect(listed.map((a) => [a.account_id, a.balances.current])).toEqual([
      [loan, 4700],
      [cash, 76.01],
    ]);
    // Nothing is recorded for them: their history is computed.
    expect(await recorded(user)).toEqual([]);
  });

  it('walks back at most 24 months before the first recorded balance', async () => {
    now = new Date('2025-03-02T15:00:00Z');
    const user = await ctx.newUser();
    await ctx.link(user, 'ins_history_3', {
      transactions: ([checking]) => [
        makeTransaction(checking!, { transaction_id: 'h3-old', date: '2022-09-01', amount: 10 }),
        makeTransaction(checking!, { transaction_id: 'h3-mid', date: '2024-06-01', amount: 5 }),
      ],
    });
    // Checking recorded 100.00 on 2 March 2025; the card (101.00) has no transaction to walk back through.
    const days = (await history(user, 'start_date=2023-03-01&end_date=2025-02-28')).days;
    // From 2 March 2023, 24 months before the first record: 10000 + 500 until 31 May 2024, 10000 from 1 June.
    expect(days).toHaveLength(730);
    expect(brief([days[0]!, days.find((d) => d.date === '2024-05-31')!, days.at(-1)!])).toEqual([
      ['2023-03-02', 105, 105, 0, 1, true],
      ['2024-05-31', 105, 105, 0, 1, true],
      ['2025-02-28', 100, 100, 0, 1, true],
    ]);
    expect(days.find((d) => d.date === '2024-06-01')!.net_worth).toBe(100);
  });

  it("never shows another person's accounts, and an account removed goes with its history", async () => {
    now = new Date('2025-03-02T15:00:00Z');
    const alice = await ctx.newUser();
    const bob = await ctx.newUser();
    const range = 'start_date=2025-02-25&end_date=2025-03-03';
    expect((await history(bob, range)).days).toEqual([]);
    const alices = await ctx.link(alice, 'ins_history_4a', {
      accounts: 1,
      transactions: ([checking]) => [
        makeTransaction(checking!, { transaction_id: 'h4-a0', date: '2025-02-26', amount: 10 }),
        makeTransaction(checking!, { transaction_id: 'h4-a', date: '2025-02-28', amount: 25 }),
      ],
    });
    const bobs = await ctx.link(bob, 'ins_history_4b', {
      accounts: 1,
      transactions: ([checking]) => [
        makeTransaction(checking!, { transaction_id: 'h4-b', date: '2025-02-27', amount: -40 }),
      ],
    });
    // Alice: 100.00 from 28 Feb (her 25.00 is in it), 125.00 on 26 and 27 Feb (her oldest transaction's day);
    // Bob: 100.00 from 27 Feb (his), nothing before.
    const alicesDays = [
      ['2025-02-26', 125, 125, 0, 1, true],
      ['2025-02-27', 125, 125, 0, 1, true],
      ['2025-02-28', 100, 100, 0, 1, true],
      ['2025-03-01', 100, 100, 0, 1, true],
      ['2025-03-02', 100, 100, 0, 1, false],
      ['2025-03-03', 100, 100, 0, 1, false],
    ];
    expect(brief((await history(alice, range)).days)).toEqual(alicesDays);
    expect(brief((await history(bob, range)).days)).toEqual([
      ['2025-02-27', 100, 100, 0, 1, true],
      ['2025-02-28', 100, 100, 0, 1, true],
      ['2025-03-01', 100, 100, 0, 1, true],
      ['2025-03-02', 100, 100, 0, 1, false],
      ['2025-03-03', 100, 100, 0, 1, false],
    ]);
    // Bob cannot sync Alice's institution (404, nothing recorded), nor remove her account.
    expect((await ctx.sync(bob, alices)).statusCode).toBe(404);
    const gone = await send(bob, 'DELETE', '/plaid/accounts', {
      accounts: { [alices.institutionId]: [alices.accountIds[0]] },
    });
    expect(gone.statusCode).toBe(404);
    expect(brief((await history(alice, range)).days)).toEqual(alicesDays);
    // Bob removes his own account: his history goes with it.
    expect((await send(bob, 'DELETE', '/plaid/accounts', { items: [bobs.institutionId] })).statusCode).toBe(200);
    expect((await history(bob, range)).days).toEqual([]);
    expect(await recorded(bob)).toEqual([]);
    expect(brief((await history(alice, range)).days)).toEqual(alicesDays);
  });

  it('keeps the day sums a walk reads equal to the transactions through every kind of write', async () => {
    now = new Date('2025-03-02T15:00:00Z');
    const user = await ctx.newUser();
    const stored = () =>
      ctx.db.query(
        `SELECT account_pk::text, by_hand, date::text, amount::text, transactions FROM account_day_sums
         WHERE user_id = $1 ORDER BY 1, 2, 3`,
        [user.userId],
      );
    const summed = () =>
      ctx.db.query(
        `SELECT account_pk::text, manual AS by_hand, date::text, sum(amount)::text AS amount, count(*)::int AS transactions
         FROM transactions WHERE user_id = $1 AND split_of IS NULL AND NOT pending GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
        [user.userId],
      );
    const same = async () => {
      const rows = await stored();
      expect(rows).toEqual(await summed());
      return rows.length;
    };
    const item = await ctx.link(user, 'ins_history_sums', {
      transactions: ([checking, card]) => [
        makeTransaction(checking!, { transaction_id: 's-a', date: '2025-02-20', amount: 10 }),
        makeTransaction(checking!, { transaction_id: 's-b', date: '2025-02-20', amount: -10 }),
        makeTransaction(checking!, { transaction_id: 's-c', date: '2025-02-21', amount: 12.34 }),
        makeTransaction(checking!, { transaction_id: 's-pending', date: '2025-02-22', amount: 7, pending: true }),
        makeTransaction(card!, { transaction_id: 's-d', date: '2025-02-21', amount: 99.99 }),
      ],
    });
    const [checking, card] = item.accountIds as [string, string];
    // Two transactions that cancel out still make a day: 20 Feb is 0.00 of 2.
    expect(await same()).toBe(3);
    expect((await stored())[0]).toMatchObject({ date: '2025-02-20', amount: '0.00', transactions: 2 });

    // The bank moves one to another day with another amount, removes one, and posts the pending one.
    ctx.provider.addTransactions(
      item.fake,
      [makeTransaction(checking, { transaction_id: 's-c', date: '2025-02-23', amount: 13.5 })],
      'modified',
    );
    ctx.provider.addTransactions(item.fake, [makeTransaction(card, { transaction_id: 's-d' })], 'removed');
    ctx.provider.addTransactions(item.fake, [makeTransaction(checking, { transaction_id: 's-pending' })], 'removed');
    ctx.provider.addTransactions(item.fake, [
      makeTransaction(checking, {
        transaction_id: 's-posted',
        date: '2025-02-22',
        amount: 7,
        pending_transaction_id: 's-pending',
      }),
    ]);
    expect((await ctx.sync(user, item)).statusCode).toBe(200);
    await same();
    // The card's one is gone, the checking's moved to 23 Feb as 13.50, the posted one counts on 22 Feb.
    expect((await stored()).map((r) => [r.date, r.amount, r.transactions])).toEqual([
      ['2025-02-20', '0.00', 2],
      ['2025-02-22', '7.00', 1],
      ['2025-02-23', '13.50', 1],
    ]);

    // A split and an unsplit, a manual transaction on the bank's account added and removed, corrections.
    const split = (id: string) =>
      send(user, 'PUT', `/transactions/${id}/split`, { parts: [{ amount: 5 }, { amount: 2 }] });
    expect((await split('s-posted')).statusCode).toBe(200);
    await same();
    expect((await send(user, 'DELETE', '/transactions/s-posted/split')).statusCode).toBe(200);
    const manual = json(
      await send(user, 'POST', '/transactions', {
        account_id: checking,
        date: '2025-02-24',
        amount: 3,
        description: 'x',
      }),
    ).transaction_id;
    await same();
    expect((await send(user, 'PATCH', '/transactions/s-a', { category: 'TRAVEL', excluded: true })).statusCode).toBe(
      200,
    );
    const bulk = await send(user, 'POST', '/transactions/bulk', {
      selection: { filter: { start_date: '2025-01-01', end_date: '2025-12-31' } },
      set: { excluded: true },
    });
    expect(bulk.statusCode).toBe(200);
    await same();
    expect((await send(user, 'DELETE', `/transactions/${manual}`)).statusCode).toBe(204);
    const wallet = json(
      await send(user, 'POST', '/accounts', {
        name: 'Jar',
        kind: 'cash',
        iso_currency_code: 'USD',
        opening_balance: 1,
      }),
    ).account_id;
    await send(user, 'POST', '/transactions', {
      account_id: wallet,
      date: '2025-02-24',
      amount: 0.25,
      description: 'y',
    });
    await same();

    // An account removed singly, then the item and the jar: nothing is left.
    const removeCard = await send(user, 'DELETE', '/plaid/accounts', { accounts: { [item.institutionId]: [card] } });
    expect(removeCard.statusCode).toBe(200);
    await same();
    const removeAll = await send(user, 'DELETE', '/plaid/accounts', { items: [item.institutionId, 'kept_by_hand'] });
    expect(removeAll.statusCode).toBe(200);
    expect(await same()).toBe(0);
  });

  it('answers the last 24 months by default, and at most 24 months: one row a day', async () => {
    const user = await ctx.newUser();
    const wallet = json(
      await send(user, 'POST', '/accounts', {
        name: 'Jar',
        kind: 'cash',
        iso_currency_code: 'USD',
        opening_balance: 1,
      }),
    ).account_id;
    expect(
      (
        await send(user, 'POST', '/transactions', {
          account_id: wallet,
          date: '2024-01-01',
          amount: 0.5,
          description: 'x',
        })
      ).statusCode,
    ).toBe(201);
    const end = latestCalendarDateIso();
    const byDefault = await history(user, '');
    expect([byDefault.start_date, byDefault.end_date]).toEqual([addDaysIso(addMonthsIso(end, -24), 1), end]);
    expect(byDefault.days.length).toBeLessThanOrEqual(BALANCE_HISTORY_DAYS_MAX);
    // 29 Feb 2024 to 28 Feb 2026: the longest range, 731 days, each with the jar's 0.50.
    const longest = await history(user, 'start_date=2024-02-29&end_date=2026-02-28');
    expect(longest.days).toHaveLength(731);
    expect(longest.days.every((d) => d.net_worth === 0.5 && !d.reconstructed)).toBe(true);
    const toEnd = await history(user, `start_date=${addDaysIso(end, -30)}`);
    expect([toEnd.start_date, toEnd.end_date]).toEqual([addDaysIso(end, -30), end]);
    expect(toEnd.days).toHaveLength(31);
  });

  it.each([
    [
      'a range of a day more than 24 months',
      'start_date=2024-02-28&end_date=2026-02-28',
      'The range from start_date to end_date must be at most 24 months: start_date 2024-02-29 or later for end_date 2026-02-28',
    ],
    ['an end before the start', 'start_date=2025-03-02&end_date=2025-03-01', 'start_date must not be after end_date'],
    [
      'a date that does not exist',
      'start_date=2025-02-30&end_date=2025-03-01',
      'start_date must be a real date written yyyy-MM-dd',
    ],
    [
      'a date out of the band',
      'start_date=1969-12-31&end_date=1970-01-31',
      'start_date must be between 1970-01-01 and 2099-12-31',
    ],
    [
      'a date not written yyyy-MM-dd',
      'end_date=2025-3-1',
      'querystring/end_date must match pattern "^\\d{4}-\\d{2}-\\d{2}$"',
    ],
    [
      'a start far back with no end',
      'start_date=2020-01-01',
      expect.stringMatching(/^The range from start_date to end_date must be at most 24 months/),
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, query, message) => {
    now = new Date('2025-03-02T15:00:00Z');
    const user = await ctx.newUser();
    await ctx.link(user, undefined, { accounts: 1 });
    const before = await recorded(user);
    const res = await send(user, 'GET', `/accounts/balance-history?${query}`);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: 'Bad Request', message });
    expect(await recorded(user)).toEqual(before);
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/accounts/balance-history' });
    expect(res.statusCode).toBe(401);
  });
});
