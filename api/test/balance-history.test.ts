import { BALANCE_HISTORY_DAYS_MAX } from '@finance/shared/contracts';
import { addDaysIso, addMonthsIso, latestCalendarDateIso } from '../src/lib/dates';
import { resolveHistoryRange } from '../src/lib/date-range';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

interface Day {
  date: string;
  net_worth: number;
  assets: number;
  liabilities: number;
  by_type: Record<'depository' | 'investment' | 'credit' | 'loan', number>;
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

  const send: TestContext['send'] = (...request) => ctx.send(...request);
  /** POST /accounts: an account kept by hand, in USD; its id. */
  const keepByHand = async (user: TestUser, name: string, kind: string, openingBalance: number) => {
    const body = { name, kind, iso_currency_code: 'USD', opening_balance: openingBalance };
    const res = await send(user, 'POST', '/accounts', body);
    expect(res.statusCode).toBe(201);
    return json(res).account_id as string;
  };
  /** POST /transactions: a transaction added by hand (positive: money out); its id. */
  const enter = async (user: TestUser, account: string, date: string, amount: number) => {
    const res = await send(user, 'POST', '/transactions', { account_id: account, date, amount, description: 'x' });
    expect(res.statusCode).toBe(201);
    return json(res).transaction_id as string;
  };
  /** PUT /transactions/:id/split into parts of these amounts. */
  const splitInto = async (user: TestUser, id: string, amounts: number[]) => {
    const res = await send(user, 'PUT', `/transactions/${id}/split`, { parts: amounts.map((amount) => ({ amount })) });
    expect(res.statusCode).toBe(200);
  };
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
    await splitInto(user, 'h1-whole', [10, 20]);

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
      by_type: { depository: 280.23, investment: 0, credit: 350.75, loan: 0 },
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
   * Net worth as the sidebar and the Dashboard count it, across the end of January 2025. Linked on 2 February with
   * four accounts: checking, a credit card, a savings account (removed at the end) and one Plaid calls 'other'; the
   * same day's Sync now records checking 1,234.56, the card 250.75 owed, savings 300.00 and the other 5,000.00; on 4
   * February a sync records 1,200.00 and 270.00 (savings 300.00). Kept by hand: a cash wallet opened with 100.00 and
   * a box of coins kept as 'other' (999.99).
   * The bank's transactions (positive: money out):
   *   checking: 20.00 on 30 Jan; on 31 Jan 30.00 split into 10.00 and 20.00, and 15.00 the person excludes; on 1 Feb
   *   pay of 1,000.00 in, 200.00 out to the card (paired as a transfer) and 9.99 pending (not counted); 45.67 on 2 Feb
   *   (in the first recorded balance); 34.56 on 3 Feb (after it: it moves no day before 4 Feb's record).
   *   card: 50.25 bought on 30 Jan; the 200.00 payment in on 1 Feb; 19.25 on 3 Feb.
   *   savings: 100.00 in on 31 Jan. other: 500.00 out on 31 Jan.
   * Walked back from 2 Feb (a day's balance holds its own transactions; excluded ones and transfers moved money):
   *   checking: 1 Feb 123456 + 4567 = 128023; 31 Jan 128023 - 100000 + 20000 = 48023; 30 Jan 48023 + 3000 + 1500 =
   *   52523 (the split whole once: its parts as well would give 55523); 29 Jan: before its oldest transaction, none.
   *   card (owed): 1 Feb 25075; 31 Jan 25075 + 20000 = 45075; 30 Jan 45075 (its own 50.25 is in it).
   *   savings: 1 Feb and 31 Jan 30000; 30 Jan: none.
   * The wallet: 31 Jan 10000 - 700 = 9300; 1 Feb 9300 + 35 = 9335; 3 Feb 9335 - 500 = 8835 (a split whole once).
   */
  it('counts net worth as the sidebar does: recorded and walked-back days, kept by hand, no other, no removed', async () => {
    now = new Date('2025-02-02T15:00:00Z');
    const user = await ctx.newUser();
    const item = await ctx.link(user, 'ins_history_net', {
      accounts: 4,
      transactions: ([checking, card, other, savings]) => [
        makeTransaction(checking!, { transaction_id: 'n-coffee', date: '2025-01-30', amount: 20 }),
        makeTransaction(checking!, { transaction_id: 'n-whole', date: '2025-01-31', amount: 30 }),
        makeTransaction(checking!, { transaction_id: 'n-excluded', date: '2025-01-31', amount: 15 }),
        makeTransaction(checking!, { transaction_id: 'n-pay', date: '2025-02-01', amount: -1000 }),
        makeTransaction(checking!, { transaction_id: 'n-to-card', date: '2025-02-01', amount: 200 }),
        makeTransaction(checking!, { transaction_id: 'n-pending', date: '2025-02-01', amount: 9.99, pending: true }),
        makeTransaction(checking!, { transaction_id: 'n-food', date: '2025-02-02', amount: 45.67 }),
        makeTransaction(card!, { transaction_id: 'n-buy', date: '2025-01-30', amount: 50.25 }),
        makeTransaction(card!, { transaction_id: 'n-from-checking', date: '2025-02-01', amount: -200 }),
        makeTransaction(savings!, { transaction_id: 'n-saved', date: '2025-01-31', amount: -100 }),
        makeTransaction(other!, { transaction_id: 'n-other', date: '2025-01-31', amount: 500 }),
      ],
    });
    const [checking, card, other, savings] = item.accountIds as [string, string, string, string];
    const other0 = item.fake.accounts[2]!;
    other0.type = 'other';
    other0.subtype = null;
    setBalances(item, [1234.56, 250.75, 5000, 300]);
    expect((await send(user, 'POST', '/plaid/accounts/sync', { institution_id: item.institutionId })).statusCode).toBe(
      200,
    );
    await splitInto(user, 'n-whole', [10, 20]);
    expect((await send(user, 'PATCH', '/transactions/n-excluded', { excluded: true })).statusCode).toBe(200);
    const pairs = await ctx.db.query<{ transaction_id: string; transfer_id: string }>(
      `SELECT transaction_id, transfer_id FROM transactions WHERE user_id = $1 AND transfer_id IS NOT NULL
       ORDER BY transaction_id`,
      [user.userId],
    );
    expect(pairs).toEqual([
      { transaction_id: 'n-from-checking', transfer_id: 'n-to-card' },
      { transaction_id: 'n-to-card', transfer_id: 'n-from-checking' },
    ]);

    const wallet = await keepByHand(user, 'Wallet', 'cash', 100);
    const coins = await keepByHand(user, 'Coins', 'other', 999.99);
    await enter(user, wallet, '2025-01-31', 7);
    await enter(user, wallet, '2025-02-01', -0.35);
    await splitInto(user, await enter(user, wallet, '2025-02-03', 5), [2, 3]);
    await enter(user, coins, '2025-01-31', -10);

    now = new Date('2025-02-04T09:30:00Z');
    ctx.provider.addTransactions(item.fake, [
      makeTransaction(checking, { transaction_id: 'n-later', date: '2025-02-03', amount: 34.56 }),
      makeTransaction(card, { transaction_id: 'n-card-later', date: '2025-02-03', amount: 19.25 }),
    ]);
    setBalances(item, [1200, 270, 5000, 300]);
    expect((await ctx.sync(user, item)).statusCode).toBe(200);
    expect((await recorded(user)).map((r) => [r.account_id, r.day, r.current])).toEqual([
      [checking, '2025-02-02', 1234.56],
      [card, '2025-02-02', 250.75],
      [other, '2025-02-02', 5000],
      [savings, '2025-02-02', 300],
      [checking, '2025-02-04', 1200],
      [card, '2025-02-04', 270],
      [other, '2025-02-04', 5000],
      [savings, '2025-02-04', 300],
    ]);

    const range = 'start_date=2025-01-29&end_date=2025-02-05';
    // With savings: depository = checking + savings + wallet, net worth = depository - card, in cents:
    //   30 Jan 52523 - 45075 = 7448 (checking and card only); 31 Jan 48023 + 30000 + 9300 = 87323, - 45075 = 42248;
    //   1 Feb 128023 + 30000 + 9335 = 167358, - 25075 = 142283; 2 Feb 123456 + 30000 + 9335 = 162791, - 25075 =
    //   137716; 3 Feb 123456 + 30000 + 8835 = 162291, - 25075 = 137216; 4 and 5 Feb 120000 + 30000 + 8835 = 158835,
    //   - 27000 = 131835.
    expect(brief((await history(user, range)).days)).toEqual([
      ['2025-01-30', 74.48, 525.23, 450.75, 2, true],
      ['2025-01-31', 422.48, 873.23, 450.75, 4, true],
      ['2025-02-01', 1422.83, 1673.58, 250.75, 4, true],
      ['2025-02-02', 1377.16, 1627.91, 250.75, 4, false],
      ['2025-02-03', 1372.16, 1622.91, 250.75, 4, false],
      ['2025-02-04', 1318.35, 1588.35, 270, 4, false],
      ['2025-02-05', 1318.35, 1588.35, 270, 4, false],
    ]);

    // Savings removed: gone from every day, the walked-back ones too (less 30000 from 31 Jan on).
    const removal = await send(user, 'DELETE', '/plaid/accounts', { accounts: { [item.institutionId]: [savings] } });
    expect(removal.statusCode).toBe(200);
    const days = (await history(user, range)).days;
    expect(brief(days)).toEqual([
      ['2025-01-30', 74.48, 525.23, 450.75, 2, true],
      ['2025-01-31', 122.48, 573.23, 450.75, 3, true],
      ['2025-02-01', 1122.83, 1373.58, 250.75, 3, true],
      ['2025-02-02', 1077.16, 1327.91, 250.75, 3, false],
      ['2025-02-03', 1072.16, 1322.91, 250.75, 3, false],
      ['2025-02-04', 1018.35, 1288.35, 270, 3, false],
      ['2025-02-05', 1018.35, 1288.35, 270, 3, false],
    ]);
    expect(days[0]).toEqual({
      date: '2025-01-30',
      net_worth: 74.48,
      assets: 525.23,
      liabilities: 450.75,
      by_type: { depository: 525.23, investment: 0, credit: 450.75, loan: 0 },
      accounts: 2,
      reconstructed: true,
    });
    // The last day is today's balances as GET /plaid/accounts lists them, net of the two 'other' accounts: checking
    // 1,200.00 and the wallet 88.35 held, the card's 270.00 owed.
    const listed = json(await send(user, 'GET', '/plaid/accounts')) as {
      account_id: string;
      type: string;
      balances: { current: number };
    }[];
    expect(listed.map((a) => [a.account_id, a.type, a.balances.current])).toEqual(
      expect.arrayContaining([
        [checking, 'depository', 1200],
        [card, 'credit', 270],
        [other, 'other', 5000],
        [wallet, 'depository', 88.35],
        [coins, 'other', 1009.99],
      ]),
    );
    expect(listed).toHaveLength(5);
    expect(days.at(-1)).toMatchObject({ net_worth: 1018.35, assets: 1288.35, liabilities: 270 });
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
    const cash = await keepByHand(user, 'Wallet', 'cash', 100);
    const loan = await keepByHand(user, 'Car loan', 'loan', 5000);
    await enter(user, cash, '2025-02-10', 7);
    await enter(user, cash, '2025-03-01', 12.34);
    await splitInto(user, await enter(user, cash, '2025-03-02', 5), [2, 3]);
    await enter(user, cash, '2025-03-03', -0.35);
    await enter(user, loan, '2025-03-01', -300);

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
    const wallet = await keepByHand(alice, 'Wallet', 'cash', 50);
    await enter(alice, wallet, '2025-02-26', 10);
    // Alice: checking 100.00 from 28 Feb (her 25.00 is in it), 125.00 on 26 and 27 Feb (her oldest transaction's
    // day), and her wallet's 40.00 from 26 Feb; Bob: 100.00 from 27 Feb (his), nothing before.
    const alicesDays = [
      ['2025-02-26', 165, 165, 0, 2, true],
      ['2025-02-27', 165, 165, 0, 2, true],
      ['2025-02-28', 140, 140, 0, 2, true],
      ['2025-03-01', 140, 140, 0, 2, true],
      ['2025-03-02', 140, 140, 0, 2, false],
      ['2025-03-03', 140, 140, 0, 2, false],
    ];
    expect(brief((await history(alice, range)).days)).toEqual(alicesDays);
    expect(brief((await history(bob, range)).days)).toEqual([
      ['2025-02-27', 100, 100, 0, 1, true],
      ['2025-02-28', 100, 100, 0, 1, true],
      ['2025-03-01', 100, 100, 0, 1, true],
      ['2025-03-02', 100, 100, 0, 1, false],
      ['2025-03-03', 100, 100, 0, 1, false],
    ]);
    // Bob cannot sync Alice's institution (404, nothing recorded), nor remove her accounts, nor write to her wallet.
    expect((await ctx.sync(bob, alices)).statusCode).toBe(404);
    const gone = await send(bob, 'DELETE', '/plaid/accounts', {
      accounts: { [alices.institutionId]: [alices.accountIds[0]] },
    });
    expect(gone.statusCode).toBe(404);
    const foreign = await send(bob, 'POST', '/transactions', {
      account_id: wallet,
      date: '2025-02-27',
      amount: 1,
      description: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await send(bob, 'DELETE', '/plaid/accounts', { accounts: { kept_by_hand: [wallet] } })).statusCode).toBe(
      404,
    );
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
        makeTransaction(checking!, { transaction_id: 's-in-place', date: '2025-02-21', amount: 3, pending: true }),
        makeTransaction(card!, { transaction_id: 's-d', date: '2025-02-21', amount: 99.99 }),
      ],
    });
    const [checking, card] = item.accountIds as [string, string];
    // Two transactions that cancel out still make a day: 20 Feb is 0.00 of 2.
    expect(await same()).toBe(3);
    expect((await stored())[0]).toMatchObject({ date: '2025-02-20', amount: '0.00', transactions: 2 });

    // The bank moves one to another day with another amount, changes another's amount on its day, posts a pending
    // one in place and another as a new one (the pending one removed), and removes one.
    ctx.provider.addTransactions(
      item.fake,
      [
        makeTransaction(checking, { transaction_id: 's-c', date: '2025-02-23', amount: 13.5 }),
        makeTransaction(checking, { transaction_id: 's-a', date: '2025-02-20', amount: 11 }),
        makeTransaction(checking, { transaction_id: 's-in-place', date: '2025-02-21', amount: 3 }),
      ],
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
    // The card's one is gone; on checking 20 Feb is 11.00 - 10.00, 21 Feb the one posted in place (12.34 moved to
    // 23 Feb as 13.50), 22 Feb the posted one.
    expect((await stored()).map((r) => [r.date, r.amount, r.transactions])).toEqual([
      ['2025-02-20', '1.00', 2],
      ['2025-02-21', '3.00', 1],
      ['2025-02-22', '7.00', 1],
      ['2025-02-23', '13.50', 1],
    ]);

    // A split and an unsplit, a manual transaction on the bank's account added and removed, corrections.
    await splitInto(user, 's-posted', [5, 2]);
    await same();
    expect((await send(user, 'DELETE', '/transactions/s-posted/split')).statusCode).toBe(200);
    const manual = await enter(user, checking, '2025-02-24', 3);
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
    await enter(user, await keepByHand(user, 'Jar', 'cash', 1), '2025-02-24', 0.25);
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
    await enter(user, await keepByHand(user, 'Jar', 'cash', 1), '2024-01-01', 0.5);
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
