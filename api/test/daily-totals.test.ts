import { KEPT_BY_HAND_ID } from '@finance/shared/contracts';
import type { ProviderTransaction } from '../src/domain/provider-data';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

/** Every person's daily totals as the table keeps them (migration 017), amounts in cents. */
const KEPT = `
  SELECT user_id::text AS user_id, date::text AS date, kind, category, payee, (amount * 100)::bigint::text AS cents,
         count
  FROM daily_totals ORDER BY 1, 2, 3, 4, 5`;

/**
 * The same totals worked out from the transactions at the moment of asking: the summaries' definition over the rows
 * themselves (as summaries-repository read it before migration 017), written out again so that the triggers are held
 * to it rather than to themselves.
 */
const TRANSFER = `(coalesce(t.user_category, t.pfc_primary, '') IN ('TRANSFER_IN', 'TRANSFER_OUT')
  OR (t.user_category IS NULL AND coalesce(t.pfc_detailed, '') = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT')
  OR (coalesce(t.user_category, t.pfc_primary) IS NULL AND coalesce(t.category->>0, '') IN ('Transfer', 'Payment')))`;
const SPEND = `(t.amount > 0 AND NOT ${TRANSFER})`;
const INCOME = `(t.amount < 0 AND NOT ${TRANSFER})`;
const LIVE = `
  SELECT user_id::text AS user_id, date::text AS date, kind, category, payee,
         (sum(amount) * 100)::bigint::text AS cents, count(*)::int AS count
  FROM (
    SELECT t.user_id, t.date, t.amount,
           CASE WHEN ${SPEND} THEN 'spend' WHEN ${INCOME} THEN 'income' ELSE 'other' END AS kind,
           CASE WHEN ${SPEND} OR ${INCOME}
             THEN coalesce(t.user_category, t.pfc_primary, t.category->>0, 'UNCATEGORIZED') ELSE '' END
             AS category,
           CASE WHEN ${SPEND}
             THEN coalesce(nullif(t.display_name, ''), nullif(t.merchant_name, ''), nullif(t.name, ''), 'Unknown')
             ELSE '' END AS payee
    FROM transactions t
    WHERE NOT t.excluded AND t.transfer_id IS NULL AND (t.split IS NULL OR t.split_of IS NOT NULL)
  ) counted
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`;

interface Total {
  user_id: string;
  date: string;
  kind: string;
  category: string;
  payee: string;
  cents: string;
  count: number;
}

/**
 * The daily totals the summaries read (migration 017) stay exactly what the transactions add up to, after every kind
 * of write to them: a sync that adds, modifies and removes rows, the person's corrections, rules, bulk changes, splits,
 * transfers paired and unpaired, a category deleted, manual rows on an account kept by hand, accounts, an institution
 * and a person removed. After each, the whole table is compared with the sums worked out from the rows, and the
 * person's totals must have moved (so that the write reached them).
 */
describe.each(backends)('Daily totals follow every write to the transactions (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let bank: LinkedItem;
  let totals: Total[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
  });
  afterAll(async () => ctx.close());

  const send = async (user: TestUser, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBeLessThan(300);
    return res.body ? json(res) : undefined;
  };
  /**
   * The table against the rows; then that Alice's totals moved since the last look (the write reached them), or, for
   * a write that changes nothing the summaries read (`moved` false), that they stayed.
   */
  const expectTotalsFollow = async (moved = true) => {
    const kept = await ctx.db.query<Total>(KEPT);
    expect(kept).toEqual(await ctx.db.query<Total>(LIVE));
    const alices = (rows: Total[]) => rows.filter((t) => t.user_id === alice.userId);
    if (moved) expect(alices(kept)).not.toEqual(alices(totals));
    else expect(alices(kept)).toEqual(alices(totals));
    totals = kept;
  };
  const bankChanges = async (txs: ProviderTransaction[], kind: 'modified' | 'removed') => {
    ctx.provider.addTransactions(bank.fake, txs, kind);
    expect((await ctx.sync(alice, bank)).statusCode).toBe(200);
  };
  const at = (accountId: string, id: string, date: string, amount: number, more: Partial<ProviderTransaction> = {}) =>
    makeTransaction(accountId, { transaction_id: id, date, amount, ...more });
  /** A row of Alice's bank, on its account number `account` (0 checking, 1 card, 2 savings). */
  const row = (account: number, id: string, date: string, amount: number, more: Partial<ProviderTransaction> = {}) =>
    at(bank.accountIds[account]!, id, date, amount, more);
  const bankCategory = (primary: string | null, detailed: string | null = null) => ({
    category: null,
    personal_finance_category: primary ? { primary, detailed } : null,
  });

  it('follows a sync that adds rows, pairing a transfer on the way', async () => {
    bank = await ctx.link(alice, 'ins_daily_a', {
      accounts: 3,
      transactions: ([checking, card, savings]) => [
        at(checking!, 'a-coffee', '2025-03-01', 4.5),
        at(checking!, 'a-groceries', '2025-03-01', 80.25, { merchant_name: 'Whole Foods' }),
        at(checking!, 'a-lego', '2025-03-03', 40, { merchant_name: 'Lego', ...bankCategory('GENERAL_MERCHANDISE') }),
        at(checking!, 'a-salary', '2025-03-05', -2000, { merchant_name: 'ACME', ...bankCategory('INCOME') }),
        at(
          checking!,
          'a-card-out',
          '2025-03-06',
          300,
          bankCategory('LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'),
        ),
        at(card!, 'a-card-in', '2025-03-07', -300, bankCategory('LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT')),
        at(savings!, 'a-to-savings', '2025-03-08', 120, bankCategory('TRANSFER_OUT')),
        at(checking!, 'a-uncategorised', '2025-03-09', 7.77, { merchant_name: null, ...bankCategory(null) }),
        at(checking!, 'a-pending', '2025-03-10', 9.99, { pending: true }),
        at(card!, 'a-refund', '2025-03-11', -12.34, { merchant_name: 'Lego', ...bankCategory('GENERAL_MERCHANDISE') }),
        at(checking!, 'a-zero', '2025-03-12', 0),
        at(checking!, 'a-april-30', '2025-04-30', 55.55),
        at(checking!, 'a-may-1', '2025-05-01', 1.11),
        at(checking!, 'a-costco', '2025-05-02', 100, { merchant_name: 'Costco' }),
        at(savings!, 'a-cash-in', '2025-05-03', -60, { merchant_name: null, name: 'DEPOSIT' }),
      ],
    });
    await ctx.link(bob, 'ins_daily_b', {
      transactions: ([checking]) => [
        makeTransaction(checking!, { transaction_id: 'b-shop', date: '2025-03-01', amount: 999 }),
        makeTransaction(checking!, { transaction_id: 'b-pay', date: '2025-03-05', amount: -50 }),
      ],
    });
    await expectTotalsFollow();
    // The card payment and its arrival were paired by the sync, and count nowhere.
    expect(totals.some((t) => t.user_id === alice.userId && t.date === '2025-03-07')).toBe(false);
  });

  it('follows a sync that modifies rows (amount, date, category, merchant) and removes them', async () => {
    await bankChanges(
      [
        row(0, 'a-coffee', '2025-03-02', 5.25),
        row(0, 'a-groceries', '2025-03-01', 80.25, {
          merchant_name: 'Trader Joe',
          ...bankCategory('GENERAL_MERCHANDISE'),
        }),
        row(0, 'a-pending', '2025-03-10', 9.99, { pending: false }),
      ],
      'modified',
    );
    await expectTotalsFollow();
    // The arrival of the card payment removed: its other half is let go and counts again (a card payment: a row of
    // neither spend nor income).
    await bankChanges([row(1, 'a-card-in', '2025-03-07', -300), row(0, 'a-zero', '2025-03-12', 0)], 'removed');
    await expectTotalsFollow();
  });

  it("follows the person's corrections: category, display name, exclusion, and back", async () => {
    const toys = (await send(alice, 'POST', '/categories', { name: 'Toys' })).category_id;
    await send(alice, 'PATCH', '/transactions/a-lego', { category: toys, display_name: 'Lego store' });
    await expectTotalsFollow();
    await send(alice, 'PATCH', '/transactions/a-coffee', { excluded: true });
    await expectTotalsFollow();
    await send(alice, 'PATCH', '/transactions/a-coffee', { excluded: false, category: 'TRANSFER_IN' });
    await expectTotalsFollow();
    await send(alice, 'PATCH', '/transactions/a-coffee', { category: null, display_name: null });
    await expectTotalsFollow();
    // A note changes nothing the summaries read.
    await send(alice, 'PATCH', '/transactions/a-lego', { notes: 'For Sam' });
    await expectTotalsFollow(false);
    // Deleting the category puts its rows back under the bank's.
    await send(alice, 'DELETE', `/categories/${toys}`);
    await expectTotalsFollow();
  });

  it('follows rules made and changed, and stays when they are turned off or deleted', async () => {
    const made = await send(alice, 'POST', '/rules', {
      match_field: 'merchant',
      match_value: 'Blue Bottle',
      category: 'ENTERTAINMENT',
      display_name: 'Cafe',
    });
    expect(made.applied).toBeGreaterThan(0);
    await expectTotalsFollow();
    await send(alice, 'PATCH', `/rules/${made.rule.rule_id}`, { excluded: true });
    await expectTotalsFollow();
    // Turned off or deleted, a rule leaves what it did.
    await send(alice, 'PATCH', `/rules/${made.rule.rule_id}`, { enabled: false });
    await expectTotalsFollow(false);
    const other = await send(alice, 'POST', '/rules', {
      match_field: 'name',
      match_op: 'contains',
      match_value: 'DEPOSIT',
      category: 'TRANSFER_IN',
    });
    await expectTotalsFollow();
    await send(alice, 'DELETE', `/rules/${other.rule.rule_id}`);
    await expectTotalsFollow(false);
  });

  it('follows bulk changes by filter and by ids', async () => {
    const byFilter = await send(alice, 'POST', '/transactions/bulk', {
      selection: { filter: { start_date: '2025-03-01', end_date: '2025-04-30' } },
      set: { category: 'TRAVEL' },
    });
    expect(byFilter.updated).toBeGreaterThan(5);
    await expectTotalsFollow();
    await send(alice, 'POST', '/transactions/bulk', {
      selection: { ids: ['a-coffee', 'a-april-30', 'a-may-1'] },
      set: { excluded: false, category: null },
    });
    await expectTotalsFollow();
  });

  it('follows a split, a split again, the bank changing and removing a split whole, and an unsplit', async () => {
    const parts = (...amounts: number[]) => ({ parts: amounts.map((amount) => ({ amount })) });
    await send(alice, 'PUT', '/transactions/a-costco/split', parts(60, 40));
    await expectTotalsFollow();
    await send(alice, 'PUT', '/transactions/a-costco/split', {
      parts: [{ amount: 0.1 }, { amount: 0.2, category: 'TRAVEL' }, { amount: 99.7, category: 'MEDICAL' }],
    });
    await expectTotalsFollow();
    // The bank changes the whole's amount: its parts stay (to review) and still count in its place.
    await bankChanges([row(0, 'a-costco', '2025-05-02', 120, { merchant_name: 'Costco' })], 'modified');
    await expectTotalsFollow(false);
    await send(alice, 'DELETE', '/transactions/a-costco/split');
    await expectTotalsFollow();
    await send(alice, 'PUT', '/transactions/a-costco/split', parts(100, 20));
    await expectTotalsFollow();
    await bankChanges([row(0, 'a-costco', '2025-05-02', 120)], 'removed');
    await expectTotalsFollow();
  });

  it('follows transfers paired and unpaired by hand', async () => {
    await send(alice, 'POST', '/transfers', { transaction_ids: ['a-to-savings', 'a-refund'] });
    await expectTotalsFollow();
    await send(alice, 'DELETE', '/transfers/a-refund');
    await expectTotalsFollow();
  });

  it('follows manual rows on an account kept by hand, and the account removed', async () => {
    const wallet = (
      await send(alice, 'POST', '/accounts', {
        name: 'Wallet',
        kind: 'cash',
        iso_currency_code: 'USD',
        opening_balance: 100,
      })
    ).account_id;
    const manual = await send(alice, 'POST', '/transactions', {
      account_id: wallet,
      date: '2025-03-20',
      amount: 3.3,
      description: 'Newspaper',
    });
    await expectTotalsFollow();
    await send(alice, 'POST', '/transactions', {
      account_id: wallet,
      date: '2025-03-21',
      amount: -20,
      description: 'Found money',
      category: 'INCOME',
    });
    await expectTotalsFollow();
    await send(alice, 'PATCH', `/transactions/${manual.transaction_id}`, { category: 'FOOD_AND_DRINK' });
    await expectTotalsFollow();
    await send(alice, 'DELETE', `/transactions/${manual.transaction_id}`);
    await expectTotalsFollow();
    await send(alice, 'DELETE', '/plaid/accounts', { accounts: { [KEPT_BY_HAND_ID]: [wallet] } });
    await expectTotalsFollow();
  });

  it("follows a bank account removed, then the institution, and leaves another person's totals alone", async () => {
    const bobs = totals.filter((t) => t.user_id === bob.userId);
    expect(bobs).toHaveLength(2);
    await send(alice, 'DELETE', '/plaid/accounts', { accounts: { [bank.institutionId]: [bank.accountIds[2]!] } });
    await expectTotalsFollow();
    await send(alice, 'DELETE', '/plaid/accounts', { items: [bank.institutionId] });
    await expectTotalsFollow();
    expect(totals.filter((t) => t.user_id === alice.userId)).toEqual([]);
    expect(totals.filter((t) => t.user_id === bob.userId)).toEqual(bobs);
  });
});
