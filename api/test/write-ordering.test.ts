import type { LightMyRequestResponse } from 'fastify';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';
import { HeldDatabase, type Hold } from './helpers/held-database';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';
/** The sync's last statement before it commits: its rows are stored and its rules applied. */
const SYNC_STORED = /UPDATE items SET cursor = \$2/;
/** A rule's application to the person's existing rows (RulesRepository.apply). */
const RULE_APPLIED =
  /UPDATE transactions t SET user_category = \$3, display_name = \$4, excluded = t\.excluded OR \$8, rule_id = \$2/;

/**
 * A person's writes never interleave (DataAccess.transactionFor): a rule, a category deletion and a sync's storing of
 * rows, each held open at the moment the other starts, end as if one ran after the other, on both databases.
 */
describe.each(backends)("one person's writes are ordered (%s)", (backend) => {
  let ctx: TestContext;
  let held: HeldDatabase;
  let alice: TestUser;
  let linked: LinkedItem;
  let batch = 0;

  beforeAll(async () => {
    ctx = await createTestContext(backend, {}, { database: (db) => (held = new HeldDatabase(db)).database });
    alice = await ctx.newUser();
    linked = await ctx.link(alice, 'ins_alice');
  });
  afterAll(async () => ctx.close());

  const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: alice.auth, ...(payload ? { payload } : {}) });

  /** Gives the bank `count` new transactions of a merchant, as the next sync will bring them. */
  const bankAdds = (merchant: string, count: number) => {
    batch += 1;
    ctx.provider.addTransactions(
      linked.fake,
      Array.from({ length: count }, (_, i) =>
        makeTransaction(linked.accountIds[0]!, {
          transaction_id: `b${batch}-${i}`,
          date: `2025-03-${String(1 + (i % 28)).padStart(2, '0')}`,
          merchant_name: merchant,
          name: `${merchant.toUpperCase()} ${i}`,
        }),
      ),
    );
  };
  const sync = () => send('POST', '/plaid/accounts/sync', { institution_id: linked.institutionId });

  const categoriesOf = async (merchant: string): Promise<(string | null)[]> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/transactions?${RANGE}`, headers: alice.auth });
    return json(res)
      .transactions.filter((t: { merchant_name: string }) => t.merchant_name === merchant)
      .map((t: { personal_finance_category: { primary: string } | null }) => t.personal_finance_category?.primary);
  };

  /**
   * Starts the second writer while the first is held, and shows that it waits: on PostgreSQL until its request for the
   * person's lock is seen waiting; on PGlite (one connection) it cannot have finished while the first is open.
   */
  const whileHeld = async (hold: Hold, second: () => Promise<LightMyRequestResponse>) => {
    await hold.reached;
    let settled = false;
    const pending = second().finally(() => (settled = true));
    if (backend === 'postgres') await lockWaiterSeen();
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    hold.release();
    return pending;
  };

  /** Polls until a transaction waits for the person's write lock. */
  const lockWaiterSeen = async () => {
    for (;;) {
      const [row] = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks
         WHERE locktype = 'advisory' AND NOT granted
           AND classid = hashtext('person-writes')::oid AND objid = hashtext($1)::oid`,
        [alice.userId],
      );
      if (row!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('a rule saved while a sync stores rows reaches every one of them', async () => {
    bankAdds('Held Coffee', 12);
    const hold = held.holdAfter(SYNC_STORED);
    const syncing = sync();
    const rule = await whileHeld(hold, () =>
      send('POST', '/rules', { match_field: 'merchant', match_value: 'Held Coffee', category: 'ENTERTAINMENT' }),
    );
    expect((await syncing).statusCode).toBe(200);
    expect(rule.statusCode).toBe(201);
    // The rule ran after the sync committed: it saw, and changed, the sync's twelve rows.
    expect(json(rule).applied).toBe(12);
    expect(await categoriesOf('Held Coffee')).toEqual(Array(12).fill('ENTERTAINMENT'));
  });

  it('a sync that stores rows while a rule is being saved applies the rule to them', async () => {
    bankAdds('Held Bakery', 9);
    const hold = held.holdAfter(RULE_APPLIED);
    const saving = send('POST', '/rules', {
      match_field: 'merchant',
      match_value: 'Held Bakery',
      category: 'GENERAL_MERCHANDISE',
    });
    const synced = await whileHeld(hold, sync);
    const rule = await saving;
    expect(rule.statusCode).toBe(201);
    // The rule committed before the sync stored anything: none of its rows existed yet.
    expect(json(rule).applied).toBe(0);
    expect(synced.statusCode).toBe(200);
    expect(await categoriesOf('Held Bakery')).toEqual(Array(9).fill('GENERAL_MERCHANDISE'));
  });

  it('a category deleted while a sync gives it to new rows is left on none of them', async () => {
    const created = await send('POST', '/categories', { name: 'Held Snacks' });
    const categoryId = json(created).category_id as string;
    const rule = await send('POST', '/rules', {
      match_field: 'merchant',
      match_value: 'Held Deli',
      category: categoryId,
    });
    expect(rule.statusCode).toBe(201);
    bankAdds('Held Deli', 7);
    const hold = held.holdAfter(SYNC_STORED);
    const syncing = sync();
    const deleted = await whileHeld(hold, () => send('DELETE', `/categories/${categoryId}`));
    expect((await syncing).statusCode).toBe(200);
    expect(deleted.statusCode).toBe(204);
    // The rows went back to the bank's category with the deletion, and the rule went with it.
    expect(await categoriesOf('Held Deli')).toEqual(Array(7).fill('FOOD_AND_DRINK'));
    const rules = json(await ctx.app.inject({ method: 'GET', url: '/rules', headers: alice.auth })).rules;
    expect(rules.map((r: { match_value: string }) => r.match_value)).not.toContain('Held Deli');
  });
});
