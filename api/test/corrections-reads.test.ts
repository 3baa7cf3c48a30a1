import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)('Search, the category filter and the summaries use the corrected values (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let toys: string;
  const range = 'start_date=2025-01-01&end_date=2025-12-31';

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    await ctx.link(alice, 'ins_reads', {
      transactions: ([checking, card]) => [
        makeTransaction(checking!, {
          transaction_id: 'r-coffee-1',
          date: '2025-03-01',
          amount: 5,
          merchant_name: 'Starbucks',
          name: 'STARBUCKS 0421',
          category: ['Food and Drink', 'Coffee'],
          personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
        }),
        makeTransaction(checking!, {
          transaction_id: 'r-coffee-2',
          date: '2025-03-02',
          amount: 7,
          merchant_name: 'Starbucks',
          name: 'STARBUCKS 0421',
          category: ['Food and Drink', 'Coffee'],
          personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
        }),
        makeTransaction(checking!, {
          transaction_id: 'r-lego',
          date: '2025-03-03',
          amount: 40,
          merchant_name: 'Lego',
          name: 'LEGO STORE',
          category: ['Shops'],
          personal_finance_category: { primary: 'GENERAL_MERCHANDISE', detailed: null },
        }),
        // The card payment out of checking and its arrival on the card: a transfer once paired.
        makeTransaction(checking!, {
          transaction_id: 'r-autopay',
          date: '2025-03-10',
          amount: 300,
          merchant_name: null,
          name: 'PLAID CREDIT CARD AUTOPAY',
          category: ['Service'],
          personal_finance_category: { primary: 'GENERAL_SERVICES', detailed: null },
        }),
        makeTransaction(card!, {
          transaction_id: 'r-thankyou',
          date: '2025-03-11',
          amount: -300,
          merchant_name: null,
          name: 'AUTOMATIC PAYMENT - THANK YOU',
          category: ['Service'],
          personal_finance_category: { primary: 'GENERAL_SERVICES', detailed: null },
        }),
      ],
    });
    toys = json(
      await ctx.app.inject({ method: 'POST', url: '/categories', headers: alice.auth, payload: { name: 'Toys' } }),
    ).category_id;
  });
  afterAll(async () => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: alice.auth });
  const patch = async (id: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'PATCH', url: `/transactions/${id}`, headers: alice.auth, payload });
    expect(res.statusCode).toBe(200);
  };
  const ids = async (query: string) => {
    const full = json(await get(`/transactions?${range}&${query}`)).transactions.map(
      (t: { transaction_id: string }) => t.transaction_id,
    );
    const compact = json(await get(`/transactions?${range}&${query}&format=compact`)).rows.map((r: unknown[]) => r[0]);
    expect(compact).toEqual(full);
    return full;
  };
  const summary = async (path: string) => json(await get(`${path}?${range}`));

  it('leaves the card payment out both ways while the two are paired (by the sync), and counts both once unpaired', async () => {
    const march = async () =>
      (await summary('/summary/month')).summary.find((m: { month: string }) => m.month === '2025-03');
    // The sync paired them: same amount out of checking and into the card within three days.
    expect(await march()).toMatchObject({ spend: 52, income: 0, transaction_count: 3 });
    const payees = (await summary('/summary/payee')).summary.map((p: { payee: string }) => p.payee);
    expect(payees).not.toContain('PLAID CREDIT CARD AUTOPAY');

    const unpaired = await ctx.app.inject({ method: 'DELETE', url: '/transfers/r-autopay', headers: alice.auth });
    expect(unpaired.statusCode).toBe(204);
    expect(await march()).toMatchObject({ spend: 352, income: 300, transaction_count: 5 });

    const paired = await ctx.app.inject({
      method: 'POST',
      url: '/transfers',
      headers: alice.auth,
      payload: { transaction_ids: ['r-autopay', 'r-thankyou'] },
    });
    expect(paired.statusCode).toBe(201);
    expect(await march()).toMatchObject({ spend: 52, income: 0, transaction_count: 3 });
  });

  it('files a recategorised transaction under its new category everywhere: filter, summaries, trends', async () => {
    await patch('r-coffee-2', { category: toys });
    expect(await ids('category=FOOD_AND_DRINK')).toEqual(['r-coffee-1']);
    // The bank's category entries ("Food and Drink") count only while the bank's category stands.
    expect(await ids('category=Food%20and%20Drink')).toEqual(['r-coffee-1']);
    expect(await ids(`category=${toys}`)).toEqual(['r-coffee-2']);
    const byCategory = (await summary('/summary/category')).summary;
    expect(byCategory).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'FOOD_AND_DRINK', total: 5, count: 1 }),
        expect.objectContaining({ category: toys, total: 7, count: 1 }),
      ]),
    );
    const trends = (await summary('/spending/trends')).trends.map((t: { category: string }) => t.category);
    expect(trends).toContain(toys);
  });

  it('leaves an excluded transaction out of every summary, but not out of the list', async () => {
    await patch('r-lego', { excluded: true });
    expect((await summary('/summary/category')).summary.map((c: { category: string }) => c.category)).not.toContain(
      'GENERAL_MERCHANDISE',
    );
    expect(
      (await summary('/summary/month')).summary.find((m: { month: string }) => m.month === '2025-03'),
    ).toMatchObject({ spend: 12, transaction_count: 2 });
    expect(await ids('search=lego')).toEqual(['r-lego']);
    await patch('r-lego', { excluded: false });
    expect((await summary('/summary/category')).summary.map((c: { category: string }) => c.category)).toContain(
      'GENERAL_MERCHANDISE',
    );
  });

  it("searches the display name, the notes and the person's category names too", async () => {
    await patch('r-coffee-1', { display_name: 'Morning latte', notes: 'Met the landlord' });
    expect(await ids('search=latte')).toEqual(['r-coffee-1']);
    expect(await ids('search=landlord')).toEqual(['r-coffee-1']);
    expect(await ids('search=toys')).toEqual(['r-coffee-2']);
    expect(await ids('search=starbucks')).toEqual(['r-coffee-2', 'r-coffee-1']);
    const payees = (await summary('/summary/payee')).summary.map((p: { payee: string }) => p.payee);
    expect(payees).toEqual(expect.arrayContaining(['Morning latte', 'Starbucks']));
  });

  it('gives a new ETag after every change, in both formats, and the response cache serves the new body', async () => {
    for (const format of ['full', 'compact']) {
      const url = `/transactions?${range}&format=${format}`;
      const first = await get(url);
      expect((await get(url)).headers.etag).toBe(first.headers.etag);
      await patch('r-coffee-1', { notes: `seen in ${format}` });
      const second = await get(url);
      expect(second.headers.etag).not.toBe(first.headers.etag);
      expect(second.body).toContain(`seen in ${format}`);
      const conditional = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { ...alice.auth, 'if-none-match': String(first.headers.etag) },
      });
      expect(conditional.statusCode).toBe(200);
    }
  });
});
