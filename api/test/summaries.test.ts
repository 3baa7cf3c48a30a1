import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

const FULL = 'start_date=2025-01-01&end_date=2025-04-30';
/** A range that starts and ends mid-month, on the day of a transaction at each end. */
const MID = 'start_date=2025-02-11&end_date=2025-03-17';

/**
 * The four summaries against sums worked out by hand, in cents, over one person's corrected transactions (issue 33,
 * point 7): a category they chose, a rule's category, an excluded row, transfers paired by the sync and by hand, an
 * unpaired card payment, income and wages paid back, a refund, a split transaction, rows on the last and first days
 * of months, ranges that start and end mid-month, another person's rows, and amounts whose sum a float would get
 * wrong (0.10 + 0.20).
 *
 * Alice's rows (amount > 0: money out), and how each counts:
 * | row            | date       | amount   | account  | bank's category         | counts as                       |
 * | dec-31         | 2024-12-31 |     9.99 | checking | FOOD_AND_DRINK          | outside every range             |
 * | groceries-jan  | 2025-01-31 |    10.10 | checking | FOOD_AND_DRINK          | spend, January                  |
 * | groceries-feb  | 2025-02-01 |    20.20 | checking | FOOD_AND_DRINK          | spend, February                 |
 * | coffee-a       | 2025-02-10 |     0.10 | checking | FOOD_AND_DRINK          | spend                           |
 * | coffee-b       | 2025-02-11 |     0.20 | checking | FOOD_AND_DRINK          | spend                           |
 * | lego           | 2025-02-14 |    40.00 | checking | GENERAL_MERCHANDISE     | spend, Toys (the person's)      |
 * | netflix        | 2025-02-15 |    15.49 | checking | ENTERTAINMENT           | spend, Subscriptions (a rule's) |
 * | casino         | 2025-02-20 |   100.00 | checking | ENTERTAINMENT           | excluded: nowhere               |
 * | save-out/in    | 2025-03-03 | ±500.00  | chk/sav  | GENERAL_SERVICES        | paired by the sync: nowhere     |
 * | venmo-out/in   | 03-05/03-20|  ±60.00  | chk/sav  | GENERAL_SERVICES        | paired by hand: nowhere         |
 * | card-payment   | 2025-03-10 |   250.00 | checking | LOAN_PAYMENTS, card pmt | a transfer: counted, no spend   |
 * | salary         | 2025-03-15 | -2000.00 | checking | INCOME                  | income                          |
 * | amazon         | 2025-03-17 |    45.75 | card     | GENERAL_MERCHANDISE     | spend                           |
 * | refund         | 2025-03-18 |   -15.25 | card     | GENERAL_MERCHANDISE     | income (money in, no transfer)  |
 * | costco         | 2025-04-05 |   100.00 | checking | FOOD_AND_DRINK          | split: 70.00 food + 30.00 Toys  |
 * | kiosk          | 2025-04-10 |     8.80 | checking | none at all             | spend, UNCATEGORIZED            |
 * | to-savings     | 2025-04-15 |   300.00 | checking | TRANSFER_OUT (unpaired) | a transfer: counted, no spend   |
 * | wages-back     | 2025-04-20 |    25.00 | checking | INCOME                  | spend, INCOME (money out)       |
 * Bob has 999.00 of spend and 50.00 of income on the same days; none of it is Alice's.
 */
describe.each(backends)('The four summaries, worked out by hand (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let toys: string;
  let subscriptions: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    const row = (account: string, id: string, date: string, amount: number, more = {}) =>
      makeTransaction(account, { transaction_id: id, date, amount, ...more });
    const food = (merchant: string) => ({
      merchant_name: merchant,
      personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
    });
    const bank = (primary: string, merchant: string | null, detailed: string | null = null) => ({
      merchant_name: merchant,
      name: merchant ?? primary,
      category: null,
      personal_finance_category: { primary, detailed },
    });
    await ctx.link(alice, 'ins_summaries_a', {
      accounts: 3,
      transactions: ([checking, card, savings]) => [
        row(checking!, 'dec-31', '2024-12-31', 9.99, food('Whole Foods')),
        row(checking!, 'groceries-jan', '2025-01-31', 10.1, food('Whole Foods')),
        row(checking!, 'groceries-feb', '2025-02-01', 20.2, food('Whole Foods')),
        row(checking!, 'coffee-a', '2025-02-10', 0.1, food('Blue Bottle')),
        row(checking!, 'coffee-b', '2025-02-11', 0.2, food('Blue Bottle')),
        row(checking!, 'lego', '2025-02-14', 40, bank('GENERAL_MERCHANDISE', 'Lego')),
        row(checking!, 'netflix', '2025-02-15', 15.49, bank('ENTERTAINMENT', 'Netflix')),
        row(checking!, 'casino', '2025-02-20', 100, bank('ENTERTAINMENT', 'Lucky Casino')),
        row(checking!, 'save-out', '2025-03-03', 500, bank('GENERAL_SERVICES', null)),
        row(savings!, 'save-in', '2025-03-03', -500, bank('GENERAL_SERVICES', null)),
        row(checking!, 'venmo-out', '2025-03-05', 60, bank('GENERAL_SERVICES', 'Venmo')),
        row(savings!, 'venmo-in', '2025-03-20', -60, bank('GENERAL_SERVICES', 'Venmo')),
        row(checking!, 'card-payment', '2025-03-10', 250, {
          ...bank('LOAN_PAYMENTS', null, 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'),
          name: 'CARD AUTOPAY',
        }),
        row(checking!, 'salary', '2025-03-15', -2000, bank('INCOME', 'ACME Payroll', 'INCOME_WAGES')),
        row(card!, 'amazon', '2025-03-17', 45.75, bank('GENERAL_MERCHANDISE', 'Amazon')),
        row(card!, 'refund', '2025-03-18', -15.25, bank('GENERAL_MERCHANDISE', 'Amazon')),
        row(checking!, 'costco', '2025-04-05', 100, food('Costco')),
        row(checking!, 'kiosk', '2025-04-10', 8.8, {
          merchant_name: 'Corner Kiosk',
          category: null,
          personal_finance_category: null,
        }),
        row(checking!, 'to-savings', '2025-04-15', 300, bank('TRANSFER_OUT', null, 'TRANSFER_OUT_SAVINGS')),
        row(checking!, 'wages-back', '2025-04-20', 25, bank('INCOME', 'ACME Payroll', 'INCOME_WAGES')),
      ],
    });
    await ctx.link(bob, 'ins_summaries_b', {
      transactions: ([checking]) => [
        row(checking!, 'bob-shop', '2025-02-10', 999, food('Bob Shop')),
        row(checking!, 'bob-pay', '2025-03-15', -50, bank('INCOME', 'Bob Payroll')),
      ],
    });

    const send = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) => {
      const res = await ctx.app.inject({ method, url, headers: alice.auth, payload });
      expect(res.statusCode).toBeLessThan(300);
      return json(res);
    };
    toys = (await send('POST', '/categories', { name: 'Toys' })).category_id;
    subscriptions = (await send('POST', '/categories', { name: 'Subscriptions' })).category_id;
    await send('PATCH', '/transactions/lego', { category: toys });
    await send('POST', '/rules', { match_field: 'merchant', match_value: 'Netflix', category: subscriptions });
    await send('PATCH', '/transactions/casino', { excluded: true });
    await send('POST', '/transfers', { transaction_ids: ['venmo-out', 'venmo-in'] });
    await send('PUT', '/transactions/costco/split', { parts: [{ amount: 70 }, { amount: 30, category: toys }] });
  });
  afterAll(async () => ctx.close());

  const get = async (user: TestUser, url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: user.auth });
    expect(res.statusCode).toBe(200);
    return json(res);
  };

  it('pairs the savings transfer by itself and nothing else (what the sums below rest on)', async () => {
    const rows = json(await ctx.app.inject({ method: 'GET', url: `/transactions?${FULL}`, headers: alice.auth }))
      .transactions as { transaction_id: string; transfer_id: string | null }[];
    const paired = rows.filter((t) => t.transfer_id).map((t) => `${t.transaction_id}>${t.transfer_id}`);
    expect(paired.sort()).toEqual(['save-in>save-out', 'save-out>save-in', 'venmo-in>venmo-out', 'venmo-out>venmo-in']);
  });

  it('GET /summary/category: spend by category, corrections applied, transfers, income and refunds left out', async () => {
    // Food: 1010 + 2020 + 10 + 20 + 7000 (the split's food part) = 10060 cents. Toys: 4000 (Lego, the person's
    // category) + 3000 (the split's other part) = 7000. General merchandise: 4575 (the refund of 1525 is income, not
    // less spend). Income: 2500 (wages paid back: money out). Subscriptions: 1549 (the rule's). Uncategorized: 880.
    // Total 26564 cents.
    expect(await get(alice, `/summary/category?${FULL}`)).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-04-30',
      total_spend: 265.64,
      summary: [
        { category: 'FOOD_AND_DRINK', total: 100.6, count: 5, share: 0.3787 },
        { category: toys, total: 70, count: 2, share: 0.2635 },
        { category: 'GENERAL_MERCHANDISE', total: 45.75, count: 1, share: 0.1722 },
        { category: 'INCOME', total: 25, count: 1, share: 0.0941 },
        { category: subscriptions, total: 15.49, count: 1, share: 0.0583 },
        { category: 'UNCATEGORIZED', total: 8.8, count: 1, share: 0.0331 },
      ],
    });
    // Mid-month: from coffee-b (11 February, its first day) to Amazon (17 March, its last): 20 + 4000 + 1549 + 4575 =
    // 10144 cents.
    expect(await get(alice, `/summary/category?${MID}`)).toEqual({
      start_date: '2025-02-11',
      end_date: '2025-03-17',
      total_spend: 101.44,
      summary: [
        { category: 'GENERAL_MERCHANDISE', total: 45.75, count: 1, share: 0.451 },
        { category: toys, total: 40, count: 1, share: 0.3943 },
        { category: subscriptions, total: 15.49, count: 1, share: 0.1527 },
        { category: 'FOOD_AND_DRINK', total: 0.2, count: 1, share: 0.002 },
      ],
    });
  });

  it('GET /summary/month: each row in the month of its date; transfers counted as rows, never as money', async () => {
    expect((await get(alice, `/summary/month?${FULL}`)).summary).toEqual([
      // 31 January: 1010 cents; 31 December is not in the range.
      { month: '2025-01', spend: 10.1, income: 0, net: -10.1, transaction_count: 1 },
      // 1 February: 2020 + 10 + 20 + 4000 + 1549 = 7599 cents; the casino excluded.
      { month: '2025-02', spend: 75.99, income: 0, net: -75.99, transaction_count: 5 },
      // Amazon 4575 out; salary 200000 and the refund 1525 in; the card payment a row of neither; both transfers out.
      { month: '2025-03', spend: 45.75, income: 2015.25, net: 1969.5, transaction_count: 4 },
      // The split's parts 7000 + 3000 (not the whole), the kiosk 880 and the wages paid back 2500; the unpaired transfer
      // to savings a row.
      { month: '2025-04', spend: 133.8, income: 0, net: -133.8, transaction_count: 5 },
    ]);
    expect((await get(alice, `/summary/month?${MID}`)).summary).toEqual([
      { month: '2025-02', spend: 55.69, income: 0, net: -55.69, transaction_count: 3 },
      // The card payment, the salary and Amazon; the refund (18 March) is after the range.
      { month: '2025-03', spend: 45.75, income: 2000, net: 1954.25, transaction_count: 3 },
    ]);
  });

  it('GET /summary/payee: spend by payee, a split by its parts, to the cent', async () => {
    expect((await get(alice, `/summary/payee?${FULL}`)).summary).toEqual([
      { payee: 'Costco', total: 100, count: 2, last_date: '2025-04-05' },
      { payee: 'Amazon', total: 45.75, count: 1, last_date: '2025-03-17' },
      { payee: 'Lego', total: 40, count: 1, last_date: '2025-02-14' },
      { payee: 'Whole Foods', total: 30.3, count: 2, last_date: '2025-02-01' },
      { payee: 'ACME Payroll', total: 25, count: 1, last_date: '2025-04-20' },
      { payee: 'Netflix', total: 15.49, count: 1, last_date: '2025-02-15' },
      { payee: 'Corner Kiosk', total: 8.8, count: 1, last_date: '2025-04-10' },
      // 10 + 20 cents: 0.3, where 0.1 + 0.2 in floating point is 0.30000000000000004.
      { payee: 'Blue Bottle', total: 0.3, count: 2, last_date: '2025-02-11' },
    ]);
    expect((await get(alice, `/summary/payee?${FULL}&limit=2`)).summary.map((p: { payee: string }) => p.payee)).toEqual(
      ['Costco', 'Amazon'],
    );
    expect((await get(alice, `/summary/payee?${MID}`)).summary).toEqual([
      { payee: 'Amazon', total: 45.75, count: 1, last_date: '2025-03-17' },
      { payee: 'Lego', total: 40, count: 1, last_date: '2025-02-14' },
      { payee: 'Netflix', total: 15.49, count: 1, last_date: '2025-02-15' },
      { payee: 'Blue Bottle', total: 0.2, count: 1, last_date: '2025-02-11' },
    ]);
  });

  it("GET /spending/trends: each category's months, their changes and its average", async () => {
    const trends = await get(alice, `/spending/trends?${FULL}`);
    expect(trends.months).toEqual(['2025-01', '2025-02', '2025-03', '2025-04']);
    expect(
      trends.trends.map((t: { category: string; total: number; average: number }) => [t.category, t.total]),
    ).toEqual([
      ['FOOD_AND_DRINK', 100.6],
      [toys, 70],
      ['GENERAL_MERCHANDISE', 45.75],
      ['INCOME', 25],
      [subscriptions, 15.49],
      ['UNCATEGORIZED', 8.8],
    ]);
    // Food: 1010, 2050, 0 and 7000 cents; 10060 over four months is 2515 a month.
    expect(trends.trends[0]).toEqual({
      category: 'FOOD_AND_DRINK',
      total: 100.6,
      average: 25.15,
      months: [
        { month: '2025-01', total: 10.1, change: null, change_pct: null },
        { month: '2025-02', total: 20.5, change: 10.4, change_pct: 102.97 },
        { month: '2025-03', total: 0, change: -20.5, change_pct: -100 },
        { month: '2025-04', total: 70, change: 70, change_pct: null },
      ],
    });
    // Toys: the Lego in February, the split's part in April.
    expect(trends.trends[1].months.map((m: { total: number }) => m.total)).toEqual([0, 40, 0, 30]);
    // 4575 / 4 = 1143.75 cents, 2500 / 4 = 625, 1549 / 4 = 387.25: rounded to the cent.
    expect(trends.trends.slice(2, 5).map((t: { average: number }) => t.average)).toEqual([11.44, 6.25, 3.87]);

    const mid = await get(alice, `/spending/trends?${MID}`);
    expect(mid.months).toEqual(['2025-02', '2025-03']);
    expect(
      mid.trends.map((t: { category: string; months: { total: number }[] }) => [
        t.category,
        t.months.map((m) => m.total),
      ]),
    ).toEqual([
      ['GENERAL_MERCHANDISE', [0, 45.75]],
      [toys, [40, 0]],
      [subscriptions, [15.49, 0]],
      ['FOOD_AND_DRINK', [0.2, 0]],
    ]);
  });

  it("counts another person's rows for them alone", async () => {
    expect((await get(bob, `/summary/category?${FULL}`)).summary).toEqual([
      { category: 'FOOD_AND_DRINK', total: 999, count: 1, share: 1 },
    ]);
    expect((await get(bob, `/summary/month?${FULL}`)).summary.map((m: { income: number }) => m.income)).toEqual([
      0, 0, 50, 0,
    ]);
    expect((await get(bob, `/summary/payee?${FULL}`)).summary.map((p: { payee: string }) => p.payee)).toEqual([
      'Bob Shop',
    ]);
    expect((await get(bob, `/spending/trends?${FULL}`)).trends.map((t: { total: number }) => t.total)).toEqual([999]);
  });
});
