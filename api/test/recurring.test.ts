import { RecurringRepository } from '../src/repositories/recurring-repository';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { correctionEvents } from './helpers/correction-events';
import { makeTransaction } from './helpers/fake-provider';

/**
 * Recurring streams, Upcoming and Safe to spend over one person's history, worked out by hand (issue 35, points 1 to
 * 3), on 15 November 2026 (the person's today; the API's clock is 17:00 UTC that day).
 *
 * Alice's checking account (available balance 90.00; her credit card is no cash) holds, money out unless said:
 * | payee          | dates                                        | amount               | what it is                  |
 * | Netflix        | 15 May to 15 Jul; 15 Aug to 15 Oct           | 15.49; then 17.99    | monthly, price rose 15 Aug  |
 * | Acme Payroll   | Fridays 4 Sep to 13 Nov, every two weeks      | -2000.00 (money in)  | every two weeks             |
 * | Cascade Rent   | the 1st, Jul to Nov                           | 1500.00              | monthly                     |
 * | Equinox        | the 21st, Jun to Oct                          | 45.00                | monthly                     |
 * | Spotify        | 9 Apr, 9 May, 9 Jun                           | 11.99                | cancelled: ended            |
 * | Verizon        | 12 Jun, 13 Jul, 12 Aug, 14 Sep, 12 Oct        | 65.20 88.01 71.40 94.99 80.00 | monthly, varies  |
 * | Apple          | the 3rd Aug to Nov; the 19th Jul to Oct        | 0.99; 10.99          | one payee, two streams      |
 * | Amazon Prime   | 2 Dec 2024, 2 Dec 2025                        | 139.00               | yearly                      |
 * | Whole Foods    | five days at random                          | 12.01 to 88.50       | no stream                   |
 * | Red Cross      | the 10th, Jul to Oct, excluded by her          | 25.00                | no stream (excluded)        |
 * | Card autopay   | the 25th, Jul to Oct                          | 300.00, a card payment | no stream (a transfer)    |
 * | City Water     | 5 Oct, 5 Nov, only the provider's stream       | 30.00                | the provider's: monthly     |
 * | Hulu (her card)| the 20th, Aug to Oct                          | 7.99                 | monthly, not checking's     |
 */
const TODAY = '2026-11-15';
const NOW = new Date('2026-11-15T17:00:00Z');

describe.each(backends)('Recurring streams, Upcoming and Safe to spend, worked out by hand (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let item: LinkedItem;

  const read = async (user: TestUser, today = TODAY) => {
    const res = await ctx.send(user, 'GET', `/recurring?today=${today}`);
    expect(res.statusCode).toBe(200);
    return json(res);
  };
  type Stream = { stream_id: string; name: string; [field: string]: unknown };
  const streamNamed = (answer: { streams: Stream[] }, name: string, lastAmount?: number) => {
    const found = answer.streams.filter(
      (s) => s.name === name && (lastAmount === undefined || s.last_amount === lastAmount),
    );
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend, {}, { now: () => NOW });
    ctx.provider.pageSize = 500;
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    const bank = (merchant: string, primary: string, detailed: string | null = null) => ({
      merchant_name: merchant,
      name: merchant.toUpperCase(),
      category: null,
      personal_finance_category: { primary, detailed },
    });
    let n = 0;
    const rows = (account: string, merchant: string, primary: string, entries: Array<[string, number]>, more = {}) =>
      entries.map(([date, amount]) =>
        makeTransaction(account, {
          transaction_id: `${merchant.toLowerCase().replace(/\W+/g, '-')}-${(n += 1)}`,
          date,
          amount,
          ...bank(merchant, primary),
          ...more,
        }),
      );
    item = await ctx.link(alice, 'ins_recurring', {
      accounts: 2,
      transactions: ([checking, card]) => [
        ...rows(checking!, 'Netflix', 'ENTERTAINMENT', [
          ['2026-05-15', 15.49],
          ['2026-06-15', 15.49],
          ['2026-07-15', 15.49],
          ['2026-08-15', 17.99],
          ['2026-09-15', 17.99],
          ['2026-10-15', 17.99],
        ]),
        ...rows(checking!, 'Acme Payroll', 'INCOME', [
          ['2026-09-04', -2000],
          ['2026-09-18', -2000],
          ['2026-10-02', -2000],
          ['2026-10-16', -2000],
          ['2026-10-30', -2000],
          ['2026-11-13', -2000],
        ]),
        ...rows(checking!, 'Cascade Rent', 'RENT_AND_UTILITIES', [
          ['2026-07-01', 1500],
          ['2026-08-01', 1500],
          ['2026-09-01', 1500],
          ['2026-10-01', 1500],
          ['2026-11-01', 1500],
        ]),
        ...rows(checking!, 'Equinox', 'PERSONAL_CARE', [
          ['2026-06-21', 45],
          ['2026-07-21', 45],
          ['2026-08-21', 45],
          ['2026-09-21', 45],
          ['2026-10-21', 45],
        ]),
        ...rows(checking!, 'Spotify', 'ENTERTAINMENT', [
          ['2026-04-09', 11.99],
          ['2026-05-09', 11.99],
          ['2026-06-09', 11.99],
        ]),
        ...rows(checking!, 'Verizon', 'RENT_AND_UTILITIES', [
          ['2026-06-12', 65.2],
          ['2026-07-13', 88.01],
          ['2026-08-12', 71.4],
          ['2026-09-14', 94.99],
          ['2026-10-12', 80],
        ]),
        ...rows(checking!, 'Apple', 'GENERAL_SERVICES', [
          ['2026-07-19', 10.99],
          ['2026-08-03', 0.99],
          ['2026-08-19', 10.99],
          ['2026-09-03', 0.99],
          ['2026-09-19', 10.99],
          ['2026-10-03', 0.99],
          ['2026-10-19', 10.99],
          ['2026-11-03', 0.99],
        ]),
        ...rows(checking!, 'Amazon Prime', 'GENERAL_MERCHANDISE', [
          ['2024-12-02', 139],
          ['2025-12-02', 139],
        ]),
        ...rows(checking!, 'Whole Foods', 'FOOD_AND_DRINK', [
          ['2026-09-01', 54.2],
          ['2026-09-04', 12.01],
          ['2026-09-19', 88.5],
          ['2026-10-02', 40],
          ['2026-10-30', 23.75],
        ]),
        ...rows(checking!, 'Red Cross', 'GENERAL_SERVICES', [
          ['2026-07-10', 25],
          ['2026-08-10', 25],
          ['2026-09-10', 25],
          ['2026-10-10', 25],
        ]),
        ...rows(
          checking!,
          'Card Autopay',
          'LOAN_PAYMENTS',
          [
            ['2026-07-25', 300],
            ['2026-08-25', 300],
            ['2026-09-25', 300],
            ['2026-10-25', 300],
          ],
          { personal_finance_category: { primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' } },
        ),
        ...rows(checking!, 'City Water', 'RENT_AND_UTILITIES', [
          ['2026-10-05', 30],
          ['2026-11-05', 30],
        ]),
        ...rows(card!, 'Hulu', 'ENTERTAINMENT', [
          ['2026-08-20', 7.99],
          ['2026-09-20', 7.99],
          ['2026-10-20', 7.99],
        ]),
      ],
    });
    // The provider's streams: Netflix (found here too), and City Water, which two payments are too few to find here.
    ctx.provider.recurringStreams.set(item.plaidItemId, [
      {
        stream_id: 'plaid-netflix',
        direction: 'outflow',
        frequency: 'MONTHLY',
        status: 'MATURE',
        transaction_ids: ['netflix-1', 'netflix-2', 'netflix-3', 'netflix-4', 'netflix-5', 'netflix-6'],
      },
      {
        stream_id: 'plaid-water',
        direction: 'outflow',
        frequency: 'MONTHLY',
        status: 'EARLY_DETECTION',
        transaction_ids: ['city-water-54', 'city-water-55'],
      },
    ]);
    for (const id of ['red-cross-46', 'red-cross-47', 'red-cross-48', 'red-cross-49']) {
      expect((await ctx.send(alice, 'PATCH', `/transactions/${id}`, { excluded: true })).statusCode).toBe(200);
    }
    // A sync that brings one more row: the provider's streams are read after it.
    ctx.provider.addTransactions(item.fake, [
      makeTransaction(item.accountIds[0]!, {
        transaction_id: 'whole-foods-extra',
        date: '2026-11-10',
        amount: 31.4,
        ...bank('Whole Foods', 'FOOD_AND_DRINK'),
      }),
    ]);
    expect((await ctx.sync(alice, item)).statusCode).toBe(200);
    await ctx.app.syncJobs.idle();
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('finds each stream with its frequency, amounts, dates, timing, and the provider’s part', async () => {
    const answer = await read(alice);
    expect(answer.today).toBe(TODAY);
    const names = answer.streams.map((s: Stream) => s.name).sort();
    expect(names).toEqual([
      'Acme Payroll',
      'Amazon Prime',
      'Apple',
      'Apple',
      'Cascade Rent',
      'City Water',
      'Equinox',
      'Hulu',
      'Netflix',
      'Spotify',
      'Verizon',
    ]);
    expect(streamNamed(answer, 'Hulu')).toMatchObject({ account_id: item.accountIds[1], next_date: '2026-11-20' });
    expect(streamNamed(answer, 'Netflix')).toMatchObject({
      account_id: item.accountIds[0],
      direction: 'outflow',
      frequency: 'MONTHLY',
      category: 'ENTERTAINMENT',
      // (1549 * 3 + 1799 * 3) / 6 = 10044 / 6 = 1674 cents
      average_amount: 16.74,
      last_amount: 17.99,
      first_date: '2026-05-15',
      last_date: '2026-10-15',
      next_date: '2026-11-15',
      occurrences: 6,
      steady: true,
      price_change: { from_amount: 15.49, to_amount: 17.99, since: '2026-08-15' },
      timing: 'EXPECTED',
      is_active: true,
      status: 'MATURE',
      source: 'both',
      subscription: true,
      monthly_amount: 17.99,
      // 1799 * 12 = 21588 cents
      yearly_amount: 215.88,
    });
    expect(streamNamed(answer, 'Acme Payroll')).toMatchObject({
      direction: 'inflow',
      frequency: 'BIWEEKLY',
      last_amount: 2000,
      next_date: '2026-11-27',
      subscription: false,
      // 2000 * 26 / 12 = 4333.333..., to the cent
      monthly_amount: 4333.33,
      yearly_amount: 52000,
    });
    expect(streamNamed(answer, 'Spotify')).toMatchObject({
      next_date: '2026-07-09',
      timing: 'ENDED',
      is_active: false,
      status: 'TOMBSTONED',
    });
    expect(streamNamed(answer, 'Verizon')).toMatchObject({
      frequency: 'MONTHLY',
      steady: false,
      // (6520 + 8801 + 7140 + 9499 + 8000) / 5 = 39960 / 5 = 7992 cents
      average_amount: 79.92,
      low_amount: 65.2,
      high_amount: 94.99,
      next_date: '2026-11-12',
      // 3 days past due: within 5 days' grace
      timing: 'EXPECTED',
      subscription: false,
    });
    expect(streamNamed(answer, 'Apple', 0.99)).toMatchObject({
      frequency: 'MONTHLY',
      occurrences: 4,
      next_date: '2026-12-03',
    });
    expect(streamNamed(answer, 'Apple', 10.99)).toMatchObject({
      frequency: 'MONTHLY',
      occurrences: 4,
      next_date: '2026-11-19',
    });
    expect(streamNamed(answer, 'Amazon Prime')).toMatchObject({ frequency: 'ANNUALLY', next_date: '2026-12-02' });
    expect(streamNamed(answer, 'City Water')).toMatchObject({
      source: 'provider',
      status: 'EARLY_DETECTION',
      occurrences: 2,
      next_date: '2026-12-05',
      // Began 5 October: within three months and grace of today.
      is_new: true,
    });
    expect(streamNamed(answer, 'Cascade Rent')).toMatchObject({ is_new: false, subscription: false });
  });

  it('lists the next 30 days by date, and safe to spend until the day before the next pay', async () => {
    const answer = await read(alice);
    const upcoming = answer.upcoming.map((u: { date: string; name: string; amount: number }) => [
      u.date,
      u.name,
      u.amount,
    ]);
    expect(upcoming).toEqual([
      ['2026-11-12', 'Verizon', 79.92],
      ['2026-11-15', 'Netflix', 17.99],
      ['2026-11-19', 'Apple', 10.99],
      ['2026-11-20', 'Hulu', 7.99],
      ['2026-11-21', 'Equinox', 45],
      ['2026-11-27', 'Acme Payroll', 2000],
      ['2026-12-01', 'Cascade Rent', 1500],
      ['2026-12-02', 'Amazon Prime', 139],
      ['2026-12-03', 'Apple', 0.99],
      ['2026-12-05', 'City Water', 30],
      ['2026-12-11', 'Acme Payroll', 2000],
      ['2026-12-12', 'Verizon', 79.92],
      ['2026-12-15', 'Netflix', 17.99],
    ]);
    const safe = answer.safe_to_spend;
    expect(safe.next_income).toMatchObject({ date: '2026-11-27', name: 'Acme Payroll', amount: 2000 });
    expect(safe.until).toBe('2026-11-26');
    expect(safe.accounts).toEqual([{ account_id: item.accountIds[0], name: 'Plaid Checking', available: 90 }]);
    expect(safe.cash).toBe(90);
    // Hulu is her card's: no bill of the checking account's.
    expect(safe.bills.map((b: { name: string }) => b.name)).toEqual(['Verizon', 'Netflix', 'Apple', 'Equinox']);
    // 7992 + 1799 + 1099 + 4500 = 15390 cents; 9000 - 15390 = -6390 cents
    expect(safe.bills_total).toBe(153.9);
    expect(safe.amount).toBe(-63.9);
  });

  it('keeps the person’s choices through a sync, and a correction recomputes only its payee', async () => {
    const before = await read(alice);
    const netflix = streamNamed(before, 'Netflix');
    const smallApple = streamNamed(before, 'Apple', 0.99);
    const verizon = streamNamed(before, 'Verizon');
    const eventsBefore = (await correctionEvents(ctx, alice)).length;
    const patch = (id: string, body: object) => ctx.send(alice, 'PATCH', `/recurring/${id}?today=${TODAY}`, body);
    expect((await patch(netflix.stream_id, { name: '  Netflix Premium ', confirmed: true })).statusCode).toBe(200);
    expect((await patch(smallApple.stream_id, { dismissed: true })).statusCode).toBe(200);
    const marked = await patch(verizon.stream_id, { subscription: true });
    expect(marked.statusCode).toBe(200);
    expect(streamNamed(json(marked), 'Verizon').subscription).toBe(true);
    expect((await correctionEvents(ctx, alice)).length).toBe(eventsBefore + 3);

    // Netflix charges again: the stream keeps its id, its name and confirmation.
    ctx.provider.addTransactions(item.fake, [
      makeTransaction(item.accountIds[0]!, {
        transaction_id: 'netflix-nov',
        date: '2026-11-15',
        amount: 17.99,
        merchant_name: 'Netflix',
        name: 'NETFLIX',
        category: null,
        personal_finance_category: { primary: 'ENTERTAINMENT', detailed: null },
      }),
    ]);
    const payeeRows = jest.spyOn(RecurringRepository.prototype, 'payeeRows');
    expect((await ctx.sync(alice, item)).statusCode).toBe(200);
    await ctx.app.syncJobs.idle();
    const after = await read(alice);
    expect(payeeRows.mock.calls.map(([, keys]) => keys)).toEqual([['netflix']]);
    payeeRows.mockClear();
    const renamed = streamNamed(after, 'Netflix Premium');
    expect(renamed).toMatchObject({
      stream_id: netflix.stream_id,
      confirmed: true,
      occurrences: 7,
      next_date: '2026-12-15',
    });
    expect(streamNamed(after, 'Apple', 0.99)).toMatchObject({ stream_id: smallApple.stream_id, dismissed: true });
    // Dismissed: gone from what is coming and from the bills.
    expect(after.upcoming.some((u: { stream_id: string }) => u.stream_id === smallApple.stream_id)).toBe(false);
    // Netflix was paid today: the bills before the pay are Verizon, Apple 10.99 and Equinox, 7992 + 1099 + 4500 = 13591
    expect(after.safe_to_spend.bills_total).toBe(135.91);

    // Equinox's September charge excluded: only its payee is found again, one month skipped.
    const september = await ctx.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM transactions WHERE merchant_name = 'Equinox' AND date = '2026-09-21' AND user_id = $1`,
      [alice.userId],
    );
    expect(
      (await ctx.send(alice, 'PATCH', `/transactions/${september[0]!.transaction_id}`, { excluded: true })).statusCode,
    ).toBe(200);
    const corrected = await read(alice);
    expect(payeeRows.mock.calls.map(([, keys]) => keys)).toEqual([['equinox']]);
    payeeRows.mockRestore();
    expect(streamNamed(corrected, 'Equinox')).toMatchObject({ occurrences: 4, skipped: 1, next_date: '2026-11-21' });

    // A name given back: the payee's again; nothing else changed.
    const unnamed = json(await patch(netflix.stream_id, { name: null }));
    expect(streamNamed(unnamed, 'Netflix')).toMatchObject({ confirmed: true, stream_id: netflix.stream_id });
  });

  it('shows a person none of another’s streams', async () => {
    const answer = await read(bob);
    expect(answer.streams).toEqual([]);
    expect(answer.upcoming).toEqual([]);
    expect(answer.safe_to_spend).toMatchObject({
      next_income: null,
      until: '2026-12-15',
      cash: 0,
      bills_total: 0,
      amount: 0,
    });
    const aliceStream = (await read(alice)).streams[0].stream_id as string;
    const res = await ctx.send(bob, 'PATCH', `/recurring/${aliceStream}?today=${TODAY}`, { dismissed: true });
    expect(res.statusCode).toBe(404);
    expect(streamNamed(await read(alice), (await read(alice)).streams[0].name).dismissed).toBe(false);
  });

  it('refuses bad input with a clear error, and changes nothing', async () => {
    const answer = await read(alice);
    const id = answer.streams[0].stream_id as string;
    const bad: Array<[string, string, object | undefined, RegExp]> = [
      ['GET', '/recurring', undefined, /today/],
      ['GET', '/recurring?today=2026-11-31', undefined, /today must be a date written yyyy-MM-dd/],
      // Within a year of the server's date, 15 November 2026 (16 November where it is latest).
      ['GET', '/recurring?today=2027-11-18', undefined, /2025-11-14 to 2027-11-17/],
      ['GET', '/recurring?today=2025-11-13', undefined, /not "2025-11-13"/],
      ['GET', '/recurring?today=soon', undefined, /querystring\/today must NOT have fewer than 10 characters/],
      ['PATCH', `/recurring/${id}`, { dismissed: true }, /today/],
      ['PATCH', `/recurring/${id}?today=${TODAY}`, {}, /fewer than 1 properties/],
      ['PATCH', `/recurring/${id}?today=${TODAY}`, { name: 'x'.repeat(101) }, /name/],
      ['PATCH', `/recurring/${id}?today=${TODAY}`, { name: '   ' }, /name/],
      ['PATCH', `/recurring/${id}?today=${TODAY}`, { dismissed: 'yes' }, /dismissed/],
      ['PATCH', `/recurring/${id}?today=${TODAY}`, { colour: 'red' }, /at least one/],
    ];
    for (const [method, url, body, message] of bad) {
      const res = await ctx.send(alice, method as 'GET' | 'PATCH', url, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(json(res).message).toMatch(message);
    }
    for (const missing of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await ctx.send(alice, 'PATCH', `/recurring/${missing}?today=${TODAY}`, { dismissed: true });
      expect(res.statusCode).toBe(404);
    }
    expect((await read(alice)).streams).toEqual(answer.streams);
  });
});
