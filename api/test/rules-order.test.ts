import { RULES_MAX, TRANSACTION_ROW_COLUMNS } from '@finance/shared/contracts';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';

/** Rules on the description ("contains"), in the person's order, with what they set and the rows marked as theirs. */
describe.each(backends)('rules on the description, in order (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let linked: LinkedItem;

  const fee = (id: string, date: string, name: string, amount = 3) =>
    makeTransaction(linked.accountIds[0]!, {
      transaction_id: id,
      date,
      amount,
      merchant_name: null,
      name,
      personal_finance_category: { primary: 'GENERAL_SERVICES', detailed: null },
    });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    linked = await ctx.link(alice, 'ins_alice', { transactions: () => [] });
    ctx.provider.addTransactions(linked.fake, [
      fee('a-fee-1', '2025-01-05', 'NON-NETWORK ATM FEE'),
      fee('a-fee-2', '2025-02-05', 'non-network atm fee 0412'),
      fee('a-fee-foreign', '2025-02-06', 'FOREIGN ATM FEE'),
      fee('a-percent', '2025-02-07', 'CASH 100% BACK'),
      fee('a-percent-not', '2025-02-08', 'CASH 1000 BACK'),
      fee('a-mine', '2025-02-09', 'ATM FEE REFUND'),
    ]);
    await inject(alice, 'POST', '/plaid/accounts/sync', { institution_id: linked.institutionId });
    await ctx.link(bob, 'ins_bob', {
      transactions: ([acc]) => [
        makeTransaction(acc!, { transaction_id: 'b-fee', merchant_name: null, name: 'NON-NETWORK ATM FEE' }),
      ],
    });
    // Alice named one row herself: no rule changes it.
    expect((await inject(alice, 'PATCH', '/transactions/a-mine', { display_name: 'Refund' })).statusCode).toBe(200);
  });
  afterAll(async () => ctx.close());

  function inject(user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: user ? user.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  async function rows(user: TestUser) {
    const res = await inject(user, 'GET', `/transactions?${RANGE}`);
    const byId = new Map<string, { category: string | null; excluded: boolean; rule_id: string | null }>();
    for (const t of json(res).transactions) {
      byId.set(t.transaction_id, {
        category: t.personal_finance_category?.primary ?? null,
        excluded: t.excluded,
        rule_id: t.rule_id,
      });
    }
    return byId;
  }
  const rules = async (user: TestUser) => json(await inject(user, 'GET', '/rules')).rules as { rule_id: string }[];

  let contains: string;
  let foreign: string;

  it('counts, then applies, a rule on a description that contains a text, ignoring case, before it is made', async () => {
    const count = await inject(alice, 'GET', '/rules/matches?match_field=name&match_op=contains&match_value=atm%20fee');
    // Not the row Alice named herself.
    expect(json(count)).toEqual({ matches: 3 });
    const res = await inject(alice, 'POST', '/rules', {
      match_field: 'name',
      match_op: 'contains',
      match_value: 'ATM FEE',
      category: 'BANK_FEES',
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      rule: { match_field: 'name', match_op: 'contains', match_value: 'ATM FEE', position: 0, enabled: true },
      applied: 3,
    });
    contains = json(res).rule.rule_id;
    const byId = await rows(alice);
    for (const id of ['a-fee-1', 'a-fee-2', 'a-fee-foreign']) {
      expect(byId.get(id)).toEqual({ category: 'BANK_FEES', excluded: false, rule_id: contains });
    }
    expect(byId.get('a-mine')).toEqual({ category: 'GENERAL_SERVICES', excluded: false, rule_id: null });
    // Bob's fee is his.
    expect((await rows(bob)).get('b-fee')).toEqual({ category: 'FOOD_AND_DRINK', excluded: false, rule_id: null });
  });

  it('takes % and _ in a contains rule as letters, not wildcards', async () => {
    const count = await inject(alice, 'GET', '/rules/matches?match_field=name&match_op=contains&match_value=100%25');
    expect(json(count)).toEqual({ matches: 1 });
    const underscore = await inject(alice, 'GET', '/rules/matches?match_field=name&match_op=contains&match_value=___');
    expect(json(underscore)).toEqual({ matches: 0 });
  });

  it('lets the first rule in the order win: a later one changes only what no earlier one matches', async () => {
    const res = await inject(alice, 'POST', '/rules', {
      match_field: 'name',
      match_value: 'foreign atm fee',
      category: 'TRAVEL',
      excluded: true,
    });
    expect(json(res)).toMatchObject({ rule: { position: 1, excluded: true }, applied: 0 });
    foreign = json(res).rule.rule_id;
    expect(json(await inject(alice, 'GET', `/rules/${foreign}/matches`))).toEqual({ matches: 0 });
    expect((await rows(alice)).get('a-fee-foreign')).toMatchObject({ category: 'BANK_FEES', rule_id: contains });

    const order = await inject(alice, 'PUT', '/rules/order', { rule_ids: [foreign, contains] });
    expect(order.statusCode).toBe(200);
    expect(json(order).rules.map((r: { rule_id: string; position: number }) => [r.rule_id, r.position])).toEqual([
      [foreign, 0],
      [contains, 1],
    ]);
    // What the rules did stays until one is run again.
    expect((await rows(alice)).get('a-fee-foreign')).toMatchObject({ rule_id: contains });
    expect(json(await inject(alice, 'GET', `/rules/${foreign}/matches`))).toEqual({ matches: 1 });
    const run = await inject(alice, 'POST', `/rules/${foreign}/apply`);
    expect(json(run)).toMatchObject({ rule: { rule_id: foreign }, applied: 1 });
    expect((await rows(alice)).get('a-fee-foreign')).toEqual({ category: 'TRAVEL', excluded: true, rule_id: foreign });
    // Run again, the contains rule leaves the row the first rule holds.
    expect(json(await inject(alice, 'POST', `/rules/${contains}/apply`))).toMatchObject({ applied: 0 });
  });

  it('applies the first rule in the order to new bank transactions as they sync', async () => {
    ctx.provider.addTransactions(linked.fake, [
      fee('a-fee-new', '2025-03-01', 'ATM FEE 77'),
      fee('a-foreign-new', '2025-03-02', ' Foreign ATM Fee '),
    ]);
    await inject(alice, 'POST', '/plaid/accounts/sync', { institution_id: linked.institutionId });
    const byId = await rows(alice);
    expect(byId.get('a-fee-new')).toEqual({ category: 'BANK_FEES', excluded: false, rule_id: contains });
    expect(byId.get('a-foreign-new')).toEqual({ category: 'TRAVEL', excluded: true, rule_id: foreign });
  });

  it('applies a rule turned off nowhere, and refuses to run it', async () => {
    const off = await inject(alice, 'PATCH', `/rules/${foreign}`, { enabled: false });
    expect(json(off)).toMatchObject({ rule: { enabled: false }, applied: 0 });
    ctx.provider.addTransactions(linked.fake, [fee('a-foreign-off', '2025-03-03', 'FOREIGN ATM FEE')]);
    await inject(alice, 'POST', '/plaid/accounts/sync', { institution_id: linked.institutionId });
    expect((await rows(alice)).get('a-foreign-off')).toEqual({
      category: 'BANK_FEES',
      excluded: false,
      rule_id: contains,
    });
    const run = await inject(alice, 'POST', `/rules/${foreign}/apply`);
    expect(run.statusCode).toBe(400);
    expect(json(run)).toEqual({ error: 'Bad Request', message: 'The rule is turned off: turn it on to run it' });
  });

  it('takes a row from its rule once the person sets its category, name or exclusion; the rule then leaves it', async () => {
    const edit = await inject(alice, 'PATCH', '/transactions/a-foreign-new', { excluded: false });
    expect(json(edit)).toMatchObject({ excluded: false, rule_id: null });
    await inject(alice, 'PATCH', `/rules/${foreign}`, { enabled: true });
    expect((await rows(alice)).get('a-foreign-new')).toEqual({ category: 'TRAVEL', excluded: false, rule_id: null });
    // A note is not what a rule sets: the row stays the rule's.
    const note = await inject(alice, 'PATCH', '/transactions/a-fee-1', { notes: 'again' });
    expect(json(note)).toMatchObject({ rule_id: contains });
  });

  it('writes rule_id in its place of each compact row', async () => {
    const res = await inject(alice, 'GET', `/transactions?${RANGE}&format=compact`);
    const byId = new Map((json(res).rows as unknown[][]).map((row) => [row[0], row]));
    const place = TRANSACTION_ROW_COLUMNS.indexOf('rule_id');
    expect(byId.get('a-fee-1')).toHaveLength(TRANSACTION_ROW_COLUMNS.length);
    expect(byId.get('a-fee-1')![place]).toBe(contains);
    expect(byId.get('a-mine')![place]).toBeNull();
  });

  it.each([
    [{ rule_ids: [] }, 'body/rule_ids must name each of your rules once'],
    [{ rule_ids: ['rule_unknown', 'rule_other'] }, 'body/rule_ids must name each of your rules once'],
    [{ rule_ids: ['a', 'a'] }, 'body/rule_ids must NOT have duplicate items'],
    [
      { rule_ids: Array.from({ length: RULES_MAX + 1 }, (_, i) => `rule_${i}`) },
      'body/rule_ids must NOT have more than',
    ],
    [{}, "body must have required property 'rule_ids'"],
    [{ rule_ids: 'rule_1' }, 'body/rule_ids must be array'],
  ])('refuses the order %j with 400, and changes nothing', async (payload, message) => {
    const before = await rules(alice);
    const res = await inject(alice, 'PUT', '/rules/order', payload);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: 'Bad Request', message: expect.stringContaining(message) });
    expect(await rules(alice)).toEqual(before);
  });

  it("keeps each person's rules their own: another person's ids are not theirs to order, count or run", async () => {
    const before = await rules(alice);
    const ids = before.map((rule) => rule.rule_id);
    const order = await inject(bob, 'PUT', '/rules/order', { rule_ids: ids });
    expect(json(order)).toEqual({ error: 'Bad Request', message: 'body/rule_ids must name each of your rules once' });
    for (const res of [
      await inject(bob, 'GET', `/rules/${contains}/matches`),
      await inject(bob, 'POST', `/rules/${contains}/apply`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ error: 'Not Found', message: 'Rule not found' });
    }
    expect(await rules(alice)).toEqual(before);
    expect(json(await inject(bob, 'PUT', '/rules/order', { rule_ids: [] }))).toEqual({ rules: [] });
    for (const [method, url] of [
      ['PUT', '/rules/order'],
      ['GET', `/rules/${contains}/matches`],
      ['POST', `/rules/${contains}/apply`],
    ] as const) {
      expect((await inject(null, method, url, method === 'PUT' ? { rule_ids: [] } : undefined)).statusCode).toBe(401);
    }
  });

  it('refuses a contains count of fewer than 3 characters', async () => {
    const res = await inject(alice, 'GET', '/rules/matches?match_field=name&match_op=contains&match_value=at');
    expect(json(res)).toEqual({
      error: 'Bad Request',
      message: 'querystring/match_value must have at least 3 characters for a "contains" rule',
    });
  });
});
