import { insightId } from '../src/domain/insight-rules';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { correctionEvents } from './helpers/correction-events';
import { makeTransaction } from './helpers/fake-provider';

/**
 * Insights over one person's data, worked out by hand (issue 35, point 4), on 20 November 2026 (20 of 30 days):
 * | payee          | rows                                              | what it makes                                 |
 * | Whole Foods    | 260.00 Aug, 200.00 Sep, 180.00 Oct; 150.00 twice Nov | Food 300.00, 50% above its median 200.00   |
 * | (budget)       | Food And Drink 350.00 for November                | 300.00 in 20 days: 450.00 at this pace        |
 * | Crate & Barrel | 250.00 on 2 Nov, the first ever                   | a new payee                                   |
 * | Shell          | 45.12 on 10 and 12 Nov                            | a possible duplicate                          |
 * | Netflix        | 15.49 Jul to Sep, 17.99 on 15 Oct                 | a price rise 36 days ago: 30.00 more a year   |
 * | Acme Payroll   | 2,000.00 in, every two weeks to 19 Nov            | income arrived yesterday                      |
 * | Tenant Rent    | 800.00 in on the 1st, Jul to Oct, none on 1 Nov   | income late                                   |
 */
const TODAY = '2026-11-20';
const NOW = new Date('2026-11-20T15:00:00Z');

describe.each(backends)('Insights, worked out by hand (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let item: LinkedItem;

  const read = async (user: TestUser) => {
    const res = await ctx.send(user, 'GET', `/insights?today=${TODAY}`);
    expect(res.statusCode).toBe(200);
    return json(res) as { insights: Array<{ id: string; kind: string; text: string; numbers: object; link: object }> };
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend, {}, { now: () => NOW });
    ctx.provider.pageSize = 500;
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    let n = 0;
    const row = (account: string, merchant: string, primary: string, date: string, amount: number) =>
      makeTransaction(account, {
        transaction_id: `tx-${(n += 1)}`,
        date,
        amount,
        merchant_name: merchant,
        name: merchant.toUpperCase(),
        category: null,
        personal_finance_category: { primary, detailed: null },
      });
    item = await ctx.link(alice, 'ins_insights', {
      transactions: ([checking]) => [
        row(checking!, 'Whole Foods', 'FOOD_AND_DRINK', '2026-08-10', 260),
        row(checking!, 'Whole Foods', 'FOOD_AND_DRINK', '2026-09-10', 200),
        row(checking!, 'Whole Foods', 'FOOD_AND_DRINK', '2026-10-10', 180),
        row(checking!, 'Whole Foods', 'FOOD_AND_DRINK', '2026-11-05', 150),
        row(checking!, 'Whole Foods', 'FOOD_AND_DRINK', '2026-11-15', 150),
        row(checking!, 'Crate & Barrel', 'GENERAL_MERCHANDISE', '2026-11-02', 250),
        row(checking!, 'Shell', 'TRANSPORTATION', '2026-11-10', 45.12),
        row(checking!, 'Shell', 'TRANSPORTATION', '2026-11-12', 45.12),
        row(checking!, 'Netflix', 'ENTERTAINMENT', '2026-07-15', 15.49),
        row(checking!, 'Netflix', 'ENTERTAINMENT', '2026-08-15', 15.49),
        row(checking!, 'Netflix', 'ENTERTAINMENT', '2026-09-15', 15.49),
        row(checking!, 'Netflix', 'ENTERTAINMENT', '2026-10-15', 17.99),
        ...['2026-10-08', '2026-10-22', '2026-11-05', '2026-11-19'].map((date) =>
          row(checking!, 'Acme Payroll', 'INCOME', date, -2000),
        ),
        ...['2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01'].map((date) =>
          row(checking!, 'Tenant Rent', 'INCOME', date, -800),
        ),
      ],
    });
    const budget = await ctx.send(alice, 'PATCH', '/budgets/2026-11', {
      categories: [{ category: 'FOOD_AND_DRINK', amount: 350 }],
    });
    expect(budget.statusCode).toBe(200);
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('makes each statement from the numbers, in fixed words, linked to its transactions', async () => {
    const { insights } = await read(alice);
    expect(insights.map((i) => i.text)).toEqual([
      'Food And Drink is likely to go over budget: $300.00 spent in 20 of 30 days comes to $450.00 at this pace, $100.00 over its $350.00.',
      'Tenant Rent is late: $800.00 was expected on Nov 1, 2026 and has not arrived.',
      'Acme Payroll arrived: $2,000.00 on Nov 19, 2026.',
      'Possible duplicate: Shell charged $45.12 on Nov 10, 2026 and again on Nov 12, 2026.',
      'Netflix went up from $15.49 to $17.99 (16%) on Oct 15, 2026: $30.00 more a year.',
      'Food And Drink: $300.00 so far this month, 50% above its typical $200.00 a month (the median of the three months before).',
      'New payee: Crate & Barrel charged $250.00 on Nov 2, 2026, the first time you paid them.',
    ]);
    expect(insights.find((i) => i.kind === 'duplicate_charge')).toMatchObject({
      id: insightId('duplicate_charge', 'tx-7', 'tx-8'),
      numbers: { amount: 4512, first: '2026-11-10', second: '2026-11-12' },
      link: { from: '2026-11-10', to: '2026-11-12', payee: 'Shell' },
    });
    expect(insights.find((i) => i.kind === 'category_above_typical')).toMatchObject({
      numbers: { current: 30_000, typical: 20_000, previous_1: 26_000, previous_2: 20_000, previous_3: 18_000 },
      link: { from: '2026-11-01', to: TODAY, categories: ['FOOD_AND_DRINK'] },
    });
    expect((await read(bob)).insights).toEqual([]);
  });

  it('never makes a dismissed statement again, until shown again; each change an event; bad input refused', async () => {
    const id = insightId('duplicate_charge', 'tx-7', 'tx-8');
    const events = (await correctionEvents(ctx, alice)).length;
    const dismissed = await ctx.send(alice, 'PATCH', `/insights/${encodeURIComponent(id)}?today=${TODAY}`, {
      dismissed: true,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(json(dismissed).insights.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await read(alice)).insights.map((i) => i.id)).not.toContain(id);
    expect((await read(bob)).insights).toEqual([]);
    const again = await ctx.send(alice, 'PATCH', `/insights/${encodeURIComponent(id)}?today=${TODAY}`, {
      dismissed: false,
    });
    expect(json(again).insights.map((i: { id: string }) => i.id)).toContain(id);
    expect((await correctionEvents(ctx, alice)).length).toBe(events + 2);

    const path = `/insights/${encodeURIComponent(id)}?today=${TODAY}`;
    const bad: Array<['GET' | 'PATCH', string, object | undefined, RegExp]> = [
      ['GET', '/insights?today=2026-02-30', undefined, /today must be a date/],
      ['PATCH', path, { dismissed: 'yes' }, /dismissed/],
      ['PATCH', path, {}, /dismissed/],
      ['PATCH', `/insights/${encodeURIComponent('no id')}?today=${TODAY}`, { dismissed: true }, /not an insight's id/],
    ];
    for (const [method, url, body, message] of bad) {
      const res = await ctx.send(alice, method, url, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(json(res).message).toMatch(message);
    }
    expect((await correctionEvents(ctx, alice)).length).toBe(events + 2);
  });

  it('works them out once per change: reads between changes answered as they were, a sync’s end ahead of the page', async () => {
    const workedOut = jest.spyOn(ctx.app.recurringService, 'read');
    try {
      const before = (await read(alice)).insights.map((i) => i.text);
      workedOut.mockClear();
      expect((await read(alice)).insights.map((i) => i.text)).toEqual(before);
      expect(workedOut).not.toHaveBeenCalled();

      // A correction (an event): the next read works them out again, once; Bob's are his own.
      const shell = await ctx.send(alice, 'PATCH', '/transactions/tx-8', { category: 'TRAVEL' });
      expect(shell.statusCode).toBe(200);
      await read(alice);
      await read(alice);
      expect(workedOut).toHaveBeenCalledTimes(1);
      expect((await read(bob)).insights).toEqual([]);

      // A sync bringing Crate & Barrel's second $250.00 the next day: at its end the streams and the insights of
      // Alice's last today are worked out and one `insights` event follows the rows' event; her read finds them ready.
      ctx.provider.addTransactions(item.fake, [
        makeTransaction(item.accountIds[0]!, {
          transaction_id: 'tx-crate-again',
          date: '2026-11-03',
          amount: 250,
          merchant_name: 'Crate & Barrel',
          name: 'CRATE & BARREL',
          category: null,
          personal_finance_category: { primary: 'GENERAL_MERCHANDISE', detailed: null },
        }),
      ]);
      expect((await ctx.sync(alice, item)).statusCode).toBe(200);
      await ctx.app.syncJobs.idle();
      const events = await ctx.db.query<{ type: string }>(
        `SELECT type FROM user_events WHERE user_id = $1 ORDER BY seq DESC LIMIT 2`,
        [alice.userId],
      );
      expect(events.map((e) => e.type)).toEqual(['insights', 'transactions']);
      workedOut.mockClear();
      const after = (await read(alice)).insights.map((i) => i.text);
      expect(workedOut).not.toHaveBeenCalled();
      expect(after).toContain(
        'Possible duplicate: Crate & Barrel charged $250.00 on Nov 2, 2026 and again on Nov 3, 2026.',
      );
    } finally {
      workedOut.mockRestore();
    }
  });
});
