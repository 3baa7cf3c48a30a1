import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';
import { correctionEvents } from './helpers/correction-events';
import { makeTransaction } from './helpers/fake-provider';

/**
 * Budgets against months worked out by hand, in cents (issue 34, points 1 to 5 and 8), over one person's corrected
 * transactions: a category they chose, a split, an excluded row, a transfer paired by the sync, a card payment, a
 * refund, money in with no category, wages paid back, rows on a month's first and last days; rollover on (a deficit
 * and surpluses carried) and off; amounts copied into later months; a category merged and one deleted; a correction
 * of a month long past after the carries were stored.
 *
 * Alice's rows (amount > 0: money out), and how each counts:
 * | row          | date       | amount   | bank's category      | counts as                                 |
 * | j-food1      | 2025-01-05 |   100.10 | FOOD_AND_DRINK       | Food, January                             |
 * | j-food2      | 2025-01-31 |    50.00 | FOOD_AND_DRINK       | Food, January (its last day)              |
 * | j-gm         | 2025-01-20 |    80.00 | GENERAL_MERCHANDISE  | General merchandise                       |
 * | j-uber       | 2025-01-22 |    12.34 | TRANSPORTATION       | not budgeted                              |
 * | j-salary     | 2025-01-15 | -3000.00 | INCOME               | income                                    |
 * | f-food       | 2025-02-01 |   120.00 | FOOD_AND_DRINK       | Food, February (its first day)            |
 * | f-refund     | 2025-02-10 |   -20.00 | FOOD_AND_DRINK       | Food less 20.00 (a refund)                |
 * | f-casino     | 2025-02-12 |    60.00 | ENTERTAINMENT        | excluded: nowhere                         |
 * | f-save-out/in| 2025-02-14 |  ±500.00 | GENERAL_SERVICES     | paired by the sync: nowhere               |
 * | f-salary     | 2025-02-15 | -3000.00 | INCOME               | income                                    |
 * | f-lego       | 2025-02-20 |    40.00 | GENERAL_MERCHANDISE  | Toys (the person's)                       |
 * | f-kiosk      | 2025-02-25 |   -25.00 | none at all          | income (money in with no category)        |
 * | m-costco     | 2025-03-05 |   100.00 | FOOD_AND_DRINK       | split: 70.00 Food + 30.00 Toys            |
 * | m-coffee     | 2025-03-10 |     4.50 | FOOD_AND_DRINK       | Coffee (the person's; merged into Food)   |
 * | m-salary     | 2025-03-15 | -3000.00 | INCOME               | income                                    |
 * | m-card       | 2025-03-20 |   250.00 | LOAN_PAYMENTS, card  | a card payment: no spending               |
 * | m-hobby      | 2025-03-22 |    35.00 | ENTERTAINMENT        | Hobby (the person's; deleted)             |
 * | a-food       | 2025-04-01 |   200.00 | FOOD_AND_DRINK       | Food, April                               |
 * | a-salary     | 2025-04-15 | -3000.00 | INCOME               | income                                    |
 * | a-wages-back | 2025-04-20 |    25.00 | INCOME               | income paid back: 25.00 less income       |
 * Bob, a new person, spent on food 10.00, 30.00 and 20.00 in January to March, and 5.00 on toys in February.
 *
 * Budgets: Food 150.00 from January and 160.00 from March, rollover on; General merchandise 100.00 from January;
 * Toys 50.00 from February, rollover on; Coffee 10.00 and Hobby 30.00 from March.
 */
describe.each(backends)('Budgets, worked out by hand (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let toys: string;
  let coffee: string;
  let hobby: string;

  const send = async (user: TestUser, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const ok = async (user: TestUser, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await send(user, method, url, payload);
    expect(res.statusCode).toBeLessThan(300);
    return res.body ? json(res) : undefined;
  };
  const budget = async (user: TestUser, month: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/budgets/${month}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    return json(res);
  };
  /** One category's figures, as [amount, carried, available, spent, left]. */
  const figures = (answer: { categories: Array<Record<string, number | string>> }, category: string) => {
    const c = answer.categories.find((x) => x.category === category);
    return c ? [c.amount, c.carried, c.available, c.spent, c.left] : undefined;
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    const row = (account: string, id: string, date: string, amount: number, more = {}) =>
      makeTransaction(account, { transaction_id: id, date, amount, ...more });
    const bank = (primary: string, merchant: string | null, detailed: string | null = null) => ({
      merchant_name: merchant,
      name: merchant ?? primary,
      category: null,
      personal_finance_category: { primary, detailed },
    });
    const food = (merchant: string) => bank('FOOD_AND_DRINK', merchant, 'FOOD_AND_DRINK_GROCERIES');
    const pay = () => bank('INCOME', 'ACME Payroll', 'INCOME_WAGES');
    await ctx.link(alice, 'ins_budgets_a', {
      accounts: 2,
      transactions: ([checking, savings]) => [
        row(checking!, 'j-food1', '2025-01-05', 100.1, food('Whole Foods')),
        row(checking!, 'j-food2', '2025-01-31', 50, food('Whole Foods')),
        row(checking!, 'j-gm', '2025-01-20', 80, bank('GENERAL_MERCHANDISE', 'Target')),
        row(checking!, 'j-uber', '2025-01-22', 12.34, bank('TRANSPORTATION', 'Uber')),
        row(checking!, 'j-salary', '2025-01-15', -3000, pay()),
        row(checking!, 'f-food', '2025-02-01', 120, food('Whole Foods')),
        row(checking!, 'f-refund', '2025-02-10', -20, food('Whole Foods')),
        row(checking!, 'f-casino', '2025-02-12', 60, bank('ENTERTAINMENT', 'Lucky Casino')),
        row(checking!, 'f-save-out', '2025-02-14', 500, bank('GENERAL_SERVICES', null)),
        row(savings!, 'f-save-in', '2025-02-14', -500, bank('GENERAL_SERVICES', null)),
        row(checking!, 'f-salary', '2025-02-15', -3000, pay()),
        row(checking!, 'f-lego', '2025-02-20', 40, bank('GENERAL_MERCHANDISE', 'Lego')),
        row(checking!, 'f-kiosk', '2025-02-25', -25, {
          merchant_name: 'Corner Kiosk',
          category: null,
          personal_finance_category: null,
        }),
        row(checking!, 'm-costco', '2025-03-05', 100, food('Costco')),
        row(checking!, 'm-coffee', '2025-03-10', 4.5, food('Blue Bottle')),
        row(checking!, 'm-salary', '2025-03-15', -3000, pay()),
        row(checking!, 'm-card', '2025-03-20', 250, {
          ...bank('LOAN_PAYMENTS', null, 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'),
          name: 'CARD AUTOPAY',
        }),
        row(checking!, 'm-hobby', '2025-03-22', 35, bank('ENTERTAINMENT', 'Model Shop')),
        row(checking!, 'a-food', '2025-04-01', 200, food('Whole Foods')),
        row(checking!, 'a-salary', '2025-04-15', -3000, pay()),
        row(checking!, 'a-wages-back', '2025-04-20', 25, pay()),
      ],
    });
    await ctx.link(bob, 'ins_budgets_b', {
      transactions: ([checking]) => [
        row(checking!, 'b-jan', '2025-01-10', 10, food('Bob Shop')),
        row(checking!, 'b-feb', '2025-02-10', 30, food('Bob Shop')),
        row(checking!, 'b-toy', '2025-02-11', 5, bank('GENERAL_MERCHANDISE', 'Toy Shop')),
        row(checking!, 'b-mar', '2025-03-10', 20, food('Bob Shop')),
      ],
    });

    toys = (await ok(alice, 'POST', '/categories', { name: 'Toys' })).category_id;
    coffee = (await ok(alice, 'POST', '/categories', { name: 'Coffee' })).category_id;
    hobby = (await ok(alice, 'POST', '/categories', { name: 'Hobby' })).category_id;
    await ok(alice, 'PATCH', '/transactions/f-lego', { category: toys });
    await ok(alice, 'PATCH', '/transactions/m-coffee', { category: coffee });
    await ok(alice, 'PATCH', '/transactions/m-hobby', { category: hobby });
    await ok(alice, 'PATCH', '/transactions/f-casino', { excluded: true });
    await ok(alice, 'PUT', '/transactions/m-costco/split', { parts: [{ amount: 70 }, { amount: 30, category: toys }] });

    await ok(alice, 'PATCH', '/budgets/2025-01', {
      categories: [
        { category: 'FOOD_AND_DRINK', amount: 150, rollover: true },
        { category: 'GENERAL_MERCHANDISE', amount: 100 },
      ],
    });
    await ok(alice, 'PATCH', '/budgets/2025-02', { categories: [{ category: toys, amount: 50, rollover: true }] });
    await ok(alice, 'PATCH', '/budgets/2025-03', {
      categories: [
        { category: 'FOOD_AND_DRINK', amount: 160 },
        { category: coffee, amount: 10 },
        { category: hobby, amount: 30 },
      ],
    });
  });
  afterAll(async () => ctx.close());

  it('January: spending by category, a deficit, income, left to budget and what is not budgeted', async () => {
    const january = await budget(alice, '2025-01');
    expect(january).toMatchObject({
      month: '2025-01',
      first_month: '2025-01',
      income: 3000,
      // Food 15000 + General merchandise 10000 cents.
      budgeted: 250,
      left_to_budget: 2750,
      not_budgeted: [{ category: 'TRANSPORTATION', spent: 12.34 }],
      deleted_budgeted: 0,
      suggestions: [],
    });
    // Food: 10010 + 5000 (31 January) = 15010 spent of 15000: 10 cents over, nothing carried into the first month.
    expect(figures(january, 'FOOD_AND_DRINK')).toEqual([150, 0, 150, 150.1, -0.1]);
    expect(figures(january, 'GENERAL_MERCHANDISE')).toEqual([100, 0, 100, 80, 20]);
    expect(january.categories.map((c: { set_in: string; rollover: boolean }) => [c.set_in, c.rollover])).toEqual([
      ['2025-01', true],
      ['2025-01', false],
    ]);
  });

  it('February: amounts copied, a deficit carried, a refund less spending, excluded and transfers left out', async () => {
    const february = await budget(alice, '2025-02');
    // Salary 300000 + the kiosk's 2500 in with no category; the transfer's half in is no income.
    expect(february).toMatchObject({ income: 3025, budgeted: 300, left_to_budget: 2725, not_budgeted: [] });
    // Food: 15000 copied from January, -10 carried: 14990 available; 12000 - 2000 refunded = 10000 spent.
    expect(figures(february, 'FOOD_AND_DRINK')).toEqual([150, -0.1, 149.9, 100, 49.9]);
    expect(february.categories.find((c: { category: string }) => c.category === 'FOOD_AND_DRINK').set_in).toBe(
      '2025-01',
    );
    // General merchandise: the Lego is the person's Toys now, so nothing here; the casino is excluded.
    expect(figures(february, 'GENERAL_MERCHANDISE')).toEqual([100, 0, 100, 0, 100]);
    expect(figures(february, toys)).toEqual([50, 0, 50, 40, 10]);
  });

  it('March and April: a new amount, a split by its parts, surpluses carried, wages paid back less income', async () => {
    const march = await budget(alice, '2025-03');
    // 16000 + 10000 + 5000 + 1000 + 3000 cents; the card payment is no spending.
    expect(march).toMatchObject({ income: 3000, budgeted: 350, left_to_budget: 2650, not_budgeted: [] });
    // Food: 16000 + 4990 carried = 20990; the split's food part 7000 (Costco's whole is not counted).
    expect(figures(march, 'FOOD_AND_DRINK')).toEqual([160, 49.9, 209.9, 70, 139.9]);
    expect(figures(march, toys)).toEqual([50, 10, 60, 30, 30]);
    expect(figures(march, coffee)).toEqual([10, 0, 10, 4.5, 5.5]);
    expect(figures(march, hobby)).toEqual([30, 0, 30, 35, -5]);

    const april = await budget(alice, '2025-04');
    // Salary 300000 less 2500 paid back.
    expect(april).toMatchObject({ income: 2975, budgeted: 350, left_to_budget: 2625 });
    expect(figures(april, 'FOOD_AND_DRINK')).toEqual([160, 139.9, 299.9, 200, 99.9]);
    expect(figures(april, toys)).toEqual([50, 30, 80, 0, 80]);
  });

  it('a correction of a month long past moves every carry after it, from the stored ones', async () => {
    await budget(alice, '2025-04');
    // February's 120.00 of food becomes general merchandise: Food spent -2000 (the refund alone) in February.
    await ok(alice, 'PATCH', '/transactions/f-food', { category: 'GENERAL_MERCHANDISE' });
    const stale = await ctx.db.query<{ month: string }>(
      "SELECT to_char(month, 'YYYY-MM') AS month FROM budget_stale WHERE category = 'FOOD_AND_DRINK'",
    );
    expect(stale).toEqual([{ month: '2025-02' }]);
    // Food into March: 14990 + 2000 = 16990; March 16000 + 16990 - 7000 = 25990 into April; April 41990 - 20000.
    const april = await budget(alice, '2025-04');
    expect(figures(april, 'FOOD_AND_DRINK')).toEqual([160, 259.9, 419.9, 200, 219.9]);
    expect(figures(await budget(alice, '2025-02'), 'GENERAL_MERCHANDISE')).toEqual([100, 0, 100, 120, -20]);
    expect(figures(await budget(alice, '2025-03'), 'FOOD_AND_DRINK')).toEqual([160, 169.9, 329.9, 70, 259.9]);
    expect(await ctx.db.query('SELECT 1 FROM budget_stale')).toEqual([]);
    await ok(alice, 'PATCH', '/transactions/f-food', { category: null });
    expect(figures(await budget(alice, '2025-04'), 'FOOD_AND_DRINK')).toEqual([160, 139.9, 299.9, 200, 99.9]);
  });

  it('an amount set in a month holds until a later one; rollover off carries nothing', async () => {
    await ok(alice, 'PATCH', '/budgets/2025-02', { categories: [{ category: 'GENERAL_MERCHANDISE', amount: 90.5 }] });
    expect((await budget(alice, '2025-01')).budgeted).toBe(250);
    expect(figures(await budget(alice, '2025-04'), 'GENERAL_MERCHANDISE')).toEqual([90.5, 0, 90.5, 0, 90.5]);
    // Toys without rollover: nothing carried into March.
    await ok(alice, 'PATCH', '/budgets/2025-03', { categories: [{ category: toys, rollover: false }] });
    expect(figures(await budget(alice, '2025-03'), toys)).toEqual([50, 0, 50, 30, 20]);
    await ok(alice, 'PATCH', '/budgets/2025-03', { categories: [{ category: toys, rollover: true }] });
    expect(figures(await budget(alice, '2025-04'), toys)).toEqual([50, 30, 80, 0, 80]);
    // No budget from April: March keeps it; April lists Toys under nothing (it spent nothing).
    await ok(alice, 'PATCH', '/budgets/2025-04', { categories: [{ category: 'GENERAL_MERCHANDISE', amount: null }] });
    expect(figures(await budget(alice, '2025-04'), 'GENERAL_MERCHANDISE')).toBeUndefined();
    expect(figures(await budget(alice, '2025-03'), 'GENERAL_MERCHANDISE')).toEqual([90.5, 0, 90.5, 0, 90.5]);
    await ok(alice, 'PATCH', '/budgets/2025-04', { categories: [{ category: 'GENERAL_MERCHANDISE', amount: 90.5 }] });
    await ok(alice, 'PATCH', '/budgets/2025-02', { categories: [{ category: 'GENERAL_MERCHANDISE', amount: 100 }] });
  });

  it('a merged category takes its spending and its amounts into the other; past totals stay', async () => {
    const before = await budget(alice, '2025-03');
    await ok(alice, 'POST', `/categories/${coffee}/merge`, { into: 'FOOD_AND_DRINK' });
    const march = await budget(alice, '2025-03');
    expect(march.budgeted).toBe(before.budgeted);
    expect(figures(march, coffee)).toBeUndefined();
    // Food: 16000 + 1000 = 17000 from March; spent 7000 + 450; carried in 4990 as before.
    expect(figures(march, 'FOOD_AND_DRINK')).toEqual([170, 49.9, 219.9, 74.5, 145.4]);
    expect(figures(await budget(alice, '2025-04'), 'FOOD_AND_DRINK')).toEqual([170, 145.4, 315.4, 200, 115.4]);
    expect(figures(await budget(alice, '2025-02'), 'FOOD_AND_DRINK')).toEqual([150, -0.1, 149.9, 100, 49.9]);
  });

  it("a deleted category's spending goes back to the bank's category and its amounts to Not budgeted", async () => {
    const before = await budget(alice, '2025-03');
    await ok(alice, 'DELETE', `/categories/${hobby}`);
    const march = await budget(alice, '2025-03');
    expect(march).toMatchObject({
      budgeted: before.budgeted,
      left_to_budget: before.left_to_budget,
      deleted_budgeted: 30,
      not_budgeted: [{ category: 'ENTERTAINMENT', spent: 35 }],
    });
    expect(figures(march, hobby)).toBeUndefined();
    expect((await budget(alice, '2025-04')).deleted_budgeted).toBe(30);
    expect((await budget(alice, '2025-02')).deleted_budgeted).toBe(0);
  });

  it("suggests a new person's first month from the median of the three months before", async () => {
    const april = await budget(bob, '2025-04');
    // Food 1000, 3000, 2000: 2000. Toys 0, 500, 0: a median of 0 is no suggestion.
    expect(april.suggestions).toEqual([{ category: 'FOOD_AND_DRINK', amount: 20, months: [10, 30, 20] }]);
    expect(april).toMatchObject({ categories: [], budgeted: 0, income: 0, first_month: '2025-01' });
    await ok(bob, 'PATCH', '/budgets/2025-04', { categories: [{ category: 'FOOD_AND_DRINK', amount: 20 }] });
    const accepted = await budget(bob, '2025-04');
    expect(accepted.suggestions).toEqual([]);
    expect(figures(accepted, 'FOOD_AND_DRINK')).toEqual([20, 0, 20, 0, 20]);
    // Later months copy it; nothing is created for them.
    expect(figures(await budget(bob, '2025-07'), 'FOOD_AND_DRINK')).toEqual([20, 0, 20, 0, 20]);
  });

  it("keeps a person's budgets their own: another's category is not found, their figures unseen", async () => {
    const res = await send(bob, 'PATCH', '/budgets/2025-04', { categories: [{ category: toys, amount: 5 }] });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(`Category not found: ${toys}`);
    expect(figures(await budget(bob, '2025-04'), 'GENERAL_MERCHANDISE')).toBeUndefined();
    expect((await budget(bob, '2025-03')).not_budgeted).toEqual([{ category: 'FOOD_AND_DRINK', spent: 20 }]);
  });

  it("tells the person's other open tabs of a budget change, and of nothing a refused change would have done", async () => {
    const before = (await correctionEvents(ctx, alice)).length;
    await ok(alice, 'PATCH', '/budgets/2025-04', { categories: [{ category: 'TRAVEL', amount: 10 }] });
    expect(await correctionEvents(ctx, alice)).toHaveLength(before + 1);
    await send(alice, 'PATCH', '/budgets/2025-04', { categories: [{ category: 'TRAVEL', amount: -1 }] });
    await send(alice, 'PATCH', '/budgets/2025-04', { categories: [{ category: 'cat_nobody', amount: 1 }] });
    expect(await correctionEvents(ctx, alice)).toHaveLength(before + 1);
    await ok(alice, 'PATCH', '/budgets/2025-04', { categories: [{ category: 'TRAVEL', amount: null }] });
  });

  it('refuses bad months and amounts with a clear error, changing nothing', async () => {
    const before = await budget(alice, '2025-03');
    const refused = async (month: string, payload: object | undefined, message: string | RegExp) => {
      const res = payload
        ? await send(alice, 'PATCH', `/budgets/${month}`, payload)
        : await ctx.app.inject({ method: 'GET', url: `/budgets/${month}`, headers: alice.auth });
      expect([res.statusCode, json(res).message]).toEqual([400, expect.stringMatching(message)]);
    };
    const food = (amount: unknown) => ({ categories: [{ category: 'FOOD_AND_DRINK', amount }] });
    for (const month of ['2025-13', '2025-1', '25-01', 'march', '2025-00']) {
      await refused(month, undefined, `month must be a month written yyyy-MM, not "${month}"`);
      await refused(month, food(1), 'month must be a month written yyyy-MM');
    }
    await refused('2024-12', undefined, /^month must be from 2025-01 \(your first transaction's month\) to \d{4}-\d\d/);
    await refused('2099-01', food(1), /^month must be from 2025-01 .* not 2099-01$/);
    await refused('2025-03', food(-1), 'body/categories/0/amount must be >= 0');
    await refused('2025-03', food(1.234), 'body/categories/0/amount must have at most 2 decimals');
    await refused('2025-03', food(100_000_000.01), 'body/categories/0/amount must be <= 100000000');
    await refused('2025-03', food('12'), 'body/categories/0/amount must be number,null');
    await refused('2025-03', { categories: [] }, 'body/categories must NOT have fewer than 1 items');
    const many = Array.from({ length: 251 }, (_, i) => ({ category: `cat_${i}`, amount: 1 }));
    await refused('2025-03', { categories: many }, 'body/categories must NOT have more than 250 items');
    await refused('2025-03', { categories: [{ category: 'FOOD_AND_DRINK' }] }, 'must give an amount or a rollover');
    await refused(
      '2025-03',
      { categories: [{ category: 'INCOME', amount: 1 }] },
      'INCOME is money in or between your accounts',
    );
    // A good change beside a refused one: neither is kept.
    await refused(
      '2025-03',
      {
        categories: [
          { category: 'TRAVEL', amount: 5 },
          { category: 'TRAVEL', amount: 6 },
        ],
      },
      'body/categories names TRAVEL more than once',
    );
    const mixed = await send(alice, 'PATCH', '/budgets/2025-03', {
      categories: [
        { category: 'TRAVEL', amount: 5 },
        { category: 'cat_nobody', amount: 6 },
      ],
    });
    expect(mixed.statusCode).toBe(404);
    expect(await budget(alice, '2025-03')).toEqual(before);
  });
});
