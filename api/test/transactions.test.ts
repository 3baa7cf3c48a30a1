import { TRANSACTION_ROW_COLUMNS, type TransactionDetail, type TransactionRow } from '@finance/shared/contracts';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)('GET /transactions and the summaries (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let linked: LinkedItem;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    linked = await ctx.link(alice, 'ins_alice', {
      transactions: ([checking, card]) => [
        makeTransaction(checking!, {
          transaction_id: 'a-coffee-jan',
          date: '2025-01-05',
          amount: 4.5,
          merchant_name: 'Blue Bottle',
          name: 'BLUE BOTTLE 123',
        }),
        makeTransaction(checking!, {
          transaction_id: 'a-coffee-feb',
          date: '2025-02-05',
          amount: 5.5,
          merchant_name: 'Blue Bottle',
          name: 'BLUE BOTTLE 123',
        }),
        makeTransaction(card!, {
          transaction_id: 'a-groceries-feb',
          date: '2025-02-10',
          amount: 80,
          merchant_name: null,
          name: 'WHOLE FOODS',
          category: ['Shops', 'Supermarkets'],
          personal_finance_category: { primary: 'GENERAL_MERCHANDISE', detailed: null },
        }),
        makeTransaction(checking!, {
          transaction_id: 'a-salary-feb',
          date: '2025-02-28',
          amount: -2000,
          merchant_name: null,
          name: 'ACME PAYROLL',
          category: ['Transfer', 'Payroll'],
          personal_finance_category: { primary: 'INCOME', detailed: 'INCOME_WAGES' },
        }),
        makeTransaction(checking!, {
          transaction_id: 'a-transfer-feb',
          date: '2025-02-20',
          amount: 500,
          merchant_name: null,
          name: 'TRANSFER TO SAVINGS',
          category: ['Transfer'],
          personal_finance_category: { primary: 'TRANSFER_OUT', detailed: null },
        }),
        makeTransaction(checking!, {
          transaction_id: 'a-ccpay-feb',
          date: '2025-02-21',
          amount: 300,
          merchant_name: null,
          name: 'CARD PAYMENT',
          category: ['Payment'],
          personal_finance_category: { primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' },
        }),
        makeTransaction(checking!, {
          transaction_id: 'a-coffee-apr',
          date: '2025-04-01',
          amount: 6,
          merchant_name: 'Blue Bottle',
          name: 'BLUE BOTTLE 123',
        }),
      ],
    });
    await ctx.link(bob, 'ins_bob', {
      transactions: ([acc]) => [
        makeTransaction(acc!, {
          transaction_id: 'b-secret',
          date: '2025-02-11',
          amount: 999,
          merchant_name: 'Bob Secret Shop',
          name: 'SECRET',
        }),
      ],
    });
  });
  afterAll(async () => ctx.close());

  const get = (user: TestUser | null, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });
  const ids = (body: { transactions: { transaction_id: string }[] }) => body.transactions.map((t) => t.transaction_id);

  describe('GET /transactions', () => {
    it('answers every field of a transaction with its account and institution, newest first', async () => {
      const res = await get(alice, '/transactions?start_date=2025-01-01&end_date=2025-12-31');
      expect(res.statusCode).toBe(200);
      const body = json(res);
      expect(body.count).toBe(7);
      expect(ids(body)).toEqual([
        'a-coffee-apr',
        'a-salary-feb',
        'a-ccpay-feb',
        'a-transfer-feb',
        'a-groceries-feb',
        'a-coffee-feb',
        'a-coffee-jan',
      ]);
      expect(body.transactions[6]).toEqual({
        transaction_id: 'a-coffee-jan',
        account_id: linked.accountIds[0],
        date: '2025-01-05',
        authorized_date: null,
        amount: 4.5,
        iso_currency_code: 'USD',
        merchant_name: 'Blue Bottle',
        name: 'BLUE BOTTLE 123',
        category: ['Food and Drink', 'Coffee'],
        personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
        payment_channel: 'in store',
        pending: false,
        account_name: 'Plaid Checking',
        account_mask: '1000',
        institution_id: 'ins_alice',
        institution_name: 'Bank ins_alice',
        display_name: null,
        bank_category: 'FOOD_AND_DRINK',
        notes: null,
        excluded: false,
        manual: false,
        transfer_id: null,
        rule_id: null,
        split_of: null,
        split: null,
        bank_detailed_category: 'FOOD_AND_DRINK_COFFEE',
      });
    });

    it('keeps to the date range, inclusive', async () => {
      expect(ids(json(await get(alice, '/transactions?start_date=2025-02-05&end_date=2025-02-10')))).toEqual([
        'a-groceries-feb',
        'a-coffee-feb',
      ]);
    });

    it('filters by account, category and search', async () => {
      expect(
        ids(
          json(
            await get(alice, `/transactions?start_date=2025-01-01&end_date=2025-12-31&account=${linked.accountIds[1]}`),
          ),
        ),
      ).toEqual(['a-groceries-feb']);
      expect(
        ids(
          json(
            await get(
              alice,
              '/transactions?start_date=2025-01-01&end_date=2025-12-31&category=FOOD_AND_DRINK&category=INCOME',
            ),
          ),
        ),
      ).toEqual(['a-coffee-apr', 'a-salary-feb', 'a-coffee-feb', 'a-coffee-jan']);
      expect(
        ids(json(await get(alice, '/transactions?start_date=2025-01-01&end_date=2025-12-31&category=Supermarkets'))),
      ).toEqual(['a-groceries-feb']);
      expect(
        ids(json(await get(alice, '/transactions?start_date=2025-01-01&end_date=2025-12-31&search=whole'))),
      ).toEqual(['a-groceries-feb']);
      expect(
        ids(json(await get(alice, '/transactions?start_date=2025-01-01&end_date=2025-12-31&search=100%25'))),
      ).toEqual([]);
    });

    it.each([
      [
        'start_date=2025-1-01&end_date=2025-12-31',
        'querystring/start_date must match pattern "^\\d{4}-\\d{2}-\\d{2}$"',
      ],
      ['start_date=2025-02-30&end_date=2025-12-31', 'start_date must be a real date written yyyy-MM-dd'],
      ['start_date=2025-12-31&end_date=2025-01-01', 'start_date must not be after end_date'],
      ['end_date=2025-01-01', "querystring must have required property 'start_date'"],
      ['start_date=2025-01-01&end_date=2025-12-31&limit=0', 'querystring/limit must be >= 1'],
    ])('refuses %s with 400', async (query, message) => {
      const res = await get(alice, `/transactions?${query}`);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ error: 'Bad Request', message });
    });

    it("never shows one user another user's transactions, even when naming their account", async () => {
      expect(ids(json(await get(bob, '/transactions?start_date=2025-01-01&end_date=2025-12-31')))).toEqual([
        'b-secret',
      ]);
      expect(
        ids(
          json(
            await get(bob, `/transactions?start_date=2025-01-01&end_date=2025-12-31&account=${linked.accountIds[0]}`),
          ),
        ),
      ).toEqual([]);
      expect(
        ids(json(await get(alice, '/transactions?start_date=2025-01-01&end_date=2025-12-31&search=secret'))),
      ).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      expect((await get(null, '/transactions?start_date=2025-01-01&end_date=2025-12-31')).statusCode).toBe(401);
    });
  });

  describe('summaries', () => {
    const range = 'start_date=2025-01-01&end_date=2025-04-30';

    it('GET /summary/category: spend by category, income and transfers kept out', async () => {
      const res = await get(alice, `/summary/category?${range}`);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({
        start_date: '2025-01-01',
        end_date: '2025-04-30',
        total_spend: 96,
        summary: [
          { category: 'GENERAL_MERCHANDISE', total: 80, count: 1, share: 0.8333 },
          { category: 'FOOD_AND_DRINK', total: 16, count: 3, share: 0.1667 },
        ],
      });
    });

    it('GET /summary/month: every month with spend, income and net', async () => {
      const body = json(await get(alice, `/summary/month?${range}`));
      expect(body.summary).toEqual([
        { month: '2025-01', spend: 4.5, income: 0, net: -4.5, transaction_count: 1 },
        { month: '2025-02', spend: 85.5, income: 2000, net: 1914.5, transaction_count: 5 },
        { month: '2025-03', spend: 0, income: 0, net: 0, transaction_count: 0 },
        { month: '2025-04', spend: 6, income: 0, net: -6, transaction_count: 1 },
      ]);
    });

    it('GET /summary/payee: spend by merchant, else name', async () => {
      const body = json(await get(alice, `/summary/payee?${range}&limit=5`));
      expect(body.summary).toEqual([
        { payee: 'WHOLE FOODS', total: 80, count: 1, last_date: '2025-02-10' },
        { payee: 'Blue Bottle', total: 16, count: 3, last_date: '2025-04-01' },
      ]);
      expect(json(await get(alice, `/summary/payee?${range}&limit=1`)).summary).toHaveLength(1);
      // Ajv coerces "1e309" to Infinity and skips the range check for it: refused with 400, not a 500.
      const infinite = await get(alice, `/summary/payee?${range}&limit=1e309`);
      expect(infinite.statusCode).toBe(400);
      expect(json(infinite)).toEqual({ error: 'Bad Request', message: 'querystring/limit must be a finite number' });
    });

    it("tell a card's payment by the bank's detailed category, in both forms, only while the bank's category stands", async () => {
      const carol = await ctx.newUser();
      await ctx.link(carol, 'ins_carol', {
        transactions: ([checking]) => [
          makeTransaction(checking!, {
            transaction_id: 'c-ccpay',
            date: '2025-03-02',
            amount: 640.12,
            merchant_name: null,
            name: 'AUTOMATIC PAYMENT - THANK YOU',
            category: ['Payment', 'Credit Card'],
            personal_finance_category: { primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' },
          }),
          makeTransaction(checking!, { transaction_id: 'c-coffee', date: '2025-03-03', amount: 4.35 }),
        ],
      });
      const march = 'start_date=2025-03-01&end_date=2025-03-31';
      const column = TRANSACTION_ROW_COLUMNS.indexOf('bank_detailed_category');
      const detailed = async () => {
        const full = json(await get(carol, `/transactions?${march}`)).transactions as TransactionDetail[];
        const compact = json(await get(carol, `/transactions?${march}&format=compact`)).rows as TransactionRow[];
        return {
          full: Object.fromEntries(full.map((t) => [t.transaction_id, t.bank_detailed_category])),
          compact: Object.fromEntries(compact.map((row) => [row[0], row[column]])),
        };
      };
      const spend = async () => json(await get(carol, `/summary/month?${march}`)).summary[0].spend;
      const patch = (category: string | null) =>
        ctx.app.inject({ method: 'PATCH', url: '/transactions/c-ccpay', headers: carol.auth, payload: { category } });
      const asSent = { 'c-ccpay': 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'c-coffee': 'FOOD_AND_DRINK_COFFEE' };

      expect(await detailed()).toEqual({ full: asSent, compact: asSent });
      expect(await spend()).toBe(4.35);
      // The person set the bank's own category: the summaries no longer read the bank's detailed one, nor does the row.
      expect((await patch('LOAN_PAYMENTS')).statusCode).toBe(200);
      const chosen = { ...asSent, 'c-ccpay': null };
      expect(await detailed()).toEqual({ full: chosen, compact: chosen });
      expect(await spend()).toBe(644.47);
      // Back to the bank's: the card's payment is a transfer again.
      expect((await patch(null)).statusCode).toBe(200);
      expect(await detailed()).toEqual({ full: asSent, compact: asSent });
      expect(await spend()).toBe(4.35);
    });

    it("GET /spending/trends: each category's month-over-month change", async () => {
      const body = json(await get(alice, `/spending/trends?${range}`));
      expect(body.months).toEqual(['2025-01', '2025-02', '2025-03', '2025-04']);
      expect(body.trends[1]).toEqual({
        category: 'FOOD_AND_DRINK',
        total: 16,
        average: 4,
        months: [
          { month: '2025-01', total: 4.5, change: null, change_pct: null },
          { month: '2025-02', total: 5.5, change: 1, change_pct: 22.22 },
          { month: '2025-03', total: 0, change: -5.5, change_pct: -100 },
          { month: '2025-04', total: 6, change: 6, change_pct: null },
        ],
      });
      expect(body.trends[0].category).toBe('GENERAL_MERCHANDISE');
    });

    it('default to the last 18 months and refuse bad ranges with 400', async () => {
      const body = json(await get(alice, '/summary/month'));
      expect(body.summary).toHaveLength(18);
      for (const path of ['/summary/category', '/summary/month', '/summary/payee', '/spending/trends']) {
        const res = await get(alice, `${path}?start_date=2025-05-01&end_date=2025-04-01`);
        expect(res.statusCode).toBe(400);
        expect(json(res)).toEqual({ error: 'Bad Request', message: 'start_date must not be after end_date' });
      }
    });

    it("count only the caller's own transactions", async () => {
      expect(json(await get(bob, `/summary/category?${range}`)).summary).toEqual([
        { category: 'FOOD_AND_DRINK', total: 999, count: 1, share: 1 },
      ]);
      expect(json(await get(bob, `/summary/payee?${range}`)).summary.map((p: { payee: string }) => p.payee)).toEqual([
        'Bob Secret Shop',
      ]);
      const trends = json(await get(bob, `/spending/trends?${range}`));
      expect(trends.trends.map((t: { total: number }) => t.total)).toEqual([999]);
    });

    it('answer 401 without a token', async () => {
      for (const path of ['/summary/category', '/summary/month', '/summary/payee', '/spending/trends']) {
        expect((await get(null, path)).statusCode).toBe(401);
      }
    });
  });
});
