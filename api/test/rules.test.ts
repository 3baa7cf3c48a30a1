import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { correctionEvents } from './helpers/correction-events';
import { makeTransaction } from './helpers/fake-provider';

const RANGE = 'start_date=2025-01-01&end_date=2025-12-31';

describe.each(backends)('rules (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let linked: LinkedItem;

  const starbucks = (id: string, date: string, merchant = 'Starbucks') =>
    makeTransaction(linked.accountIds[0]!, {
      transaction_id: id,
      date,
      amount: 5.25,
      merchant_name: merchant,
      name: `STARBUCKS STORE ${id}`,
      personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
    });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    alice = await ctx.newUser();
    bob = await ctx.newUser();
    linked = await ctx.link(alice, 'ins_alice', {
      transactions: ([checking]) => [
        makeTransaction(checking!, {
          transaction_id: 'a-sbux-1',
          date: '2025-01-05',
          merchant_name: 'Starbucks',
          name: 'STARBUCKS 1',
        }),
        makeTransaction(checking!, {
          transaction_id: 'a-sbux-2',
          date: '2025-02-05',
          merchant_name: '  STARBUCKS ',
          name: 'STARBUCKS 2',
        }),
        makeTransaction(checking!, {
          transaction_id: 'a-sbux-mine',
          date: '2025-02-07',
          merchant_name: 'starbucks',
          name: 'STARBUCKS 3',
        }),
        makeTransaction(checking!, {
          transaction_id: 'a-grocer',
          date: '2025-02-10',
          merchant_name: 'Whole Foods',
          name: 'WHOLE FOODS MARKET',
          personal_finance_category: { primary: 'GENERAL_MERCHANDISE', detailed: null },
        }),
      ],
    });
    await ctx.link(bob, 'ins_bob', {
      transactions: ([acc]) => [
        makeTransaction(acc!, { transaction_id: 'b-sbux', date: '2025-02-11', merchant_name: 'Starbucks' }),
      ],
    });
    // Alice chose a category for one Starbucks purchase by hand: no rule changes it.
    const own = await inject(alice, 'POST', '/transactions/bulk', {
      selection: { ids: ['a-sbux-mine'] },
      set: { category: 'ENTERTAINMENT' },
    });
    expect(own.statusCode).toBe(200);
  });
  afterAll(async () => ctx.close());

  function inject(user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: user ? user.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  async function transactions(user: TestUser) {
    const res = await inject(user, 'GET', `/transactions?${RANGE}`);
    const byId = new Map<string, { category: string | null; display_name: string | null }>();
    for (const t of json(res).transactions) {
      byId.set(t.transaction_id, {
        category: t.personal_finance_category?.primary ?? null,
        display_name: t.display_name,
      });
    }
    return { etag: res.headers.etag as string, byId };
  }

  let ruleId: string;

  it('tells how many existing transactions a rule would change before it is made', async () => {
    const res = await inject(alice, 'GET', '/rules/matches?match_field=merchant&match_value=%20starbucks%20');
    expect(res.statusCode).toBe(200);
    // Matched ignoring case and surrounding spaces; the one Alice categorised herself is not counted.
    expect(json(res)).toEqual({ matches: 2 });
    expect(json(await inject(alice, 'GET', '/rules/matches?match_field=name&match_value=starbucks%201'))).toEqual({
      matches: 1,
    });
    expect(json(await inject(bob, 'GET', '/rules/matches?match_field=merchant&match_value=Starbucks'))).toEqual({
      matches: 1,
    });
  });

  it('applies a new rule to every existing match at once, and records one correction', async () => {
    const before = await transactions(alice);
    const eventsBefore = (await correctionEvents(ctx, alice)).length;
    const res = await inject(alice, 'POST', '/rules', {
      match_field: 'merchant',
      match_value: ' Starbucks ',
      category: 'ENTERTAINMENT',
      display_name: 'Coffee',
    });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body).toEqual({
      rule: {
        rule_id: expect.stringMatching(/^rule_/),
        match_field: 'merchant',
        match_op: 'is',
        match_value: 'Starbucks',
        category: 'ENTERTAINMENT',
        display_name: 'Coffee',
        excluded: false,
        enabled: true,
        position: 0,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
      applied: 2,
    });
    ruleId = body.rule.rule_id;
    const after = await transactions(alice);
    expect(after.etag).not.toBe(before.etag);
    expect(after.byId.get('a-sbux-1')).toEqual({ category: 'ENTERTAINMENT', display_name: 'Coffee' });
    expect(after.byId.get('a-sbux-2')).toEqual({ category: 'ENTERTAINMENT', display_name: 'Coffee' });
    // Her own choice stays hers (no display name given by her, none set by the rule).
    expect(after.byId.get('a-sbux-mine')).toEqual({ category: 'ENTERTAINMENT', display_name: null });
    expect(after.byId.get('a-grocer')).toEqual({ category: 'GENERAL_MERCHANDISE', display_name: null });
    expect((await correctionEvents(ctx, alice)).slice(eventsBefore)).toEqual([{ count: 2 }]);
    // Bob's Starbucks purchase is his.
    expect((await transactions(bob)).byId.get('b-sbux')).toEqual({ category: 'FOOD_AND_DRINK', display_name: null });
    expect(json(await inject(alice, 'GET', '/rules'))).toEqual({ rules: [body.rule] });
    expect(json(await inject(bob, 'GET', '/rules'))).toEqual({ rules: [] });
  });

  it('applies the rules to a new transaction as it syncs, in the sync itself', async () => {
    ctx.provider.addTransactions(linked.fake, [
      starbucks('a-sbux-new', '2025-03-01', 'STARBUCKS'),
      starbucks('a-other-new', '2025-03-02', 'Peets'),
    ]);
    const sync = await inject(alice, 'POST', '/plaid/accounts/sync', { institution_id: linked.institutionId });
    expect(sync.statusCode).toBe(200);
    const { byId } = await transactions(alice);
    expect(byId.get('a-sbux-new')).toEqual({ category: 'ENTERTAINMENT', display_name: 'Coffee' });
    expect(byId.get('a-other-new')).toEqual({ category: 'FOOD_AND_DRINK', display_name: null });
  });

  it('keeps the rule when the bank modifies the transaction, and applies it when a modification makes it match', async () => {
    ctx.provider.addTransactions(
      linked.fake,
      [
        { ...starbucks('a-sbux-new', '2025-03-01', 'STARBUCKS'), amount: 6.5 },
        { ...starbucks('a-other-new', '2025-03-02', 'Starbucks') },
      ],
      'modified',
    );
    await inject(alice, 'POST', '/plaid/accounts/sync', { institution_id: linked.institutionId });
    const { byId } = await transactions(alice);
    expect(byId.get('a-sbux-new')).toEqual({ category: 'ENTERTAINMENT', display_name: 'Coffee' });
    expect(byId.get('a-other-new')).toEqual({ category: 'ENTERTAINMENT', display_name: 'Coffee' });
  });

  it('changes a rule and applies it again; what it set where it no longer matches stays', async () => {
    const eventsBefore = (await correctionEvents(ctx, alice)).length;
    const res = await inject(alice, 'PATCH', `/rules/${ruleId}`, { category: 'TRAVEL', display_name: null });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      rule: expect.objectContaining({ rule_id: ruleId, category: 'TRAVEL', display_name: null }),
      applied: 4,
    });
    const { byId } = await transactions(alice);
    expect(byId.get('a-sbux-1')).toEqual({ category: 'TRAVEL', display_name: null });
    expect(byId.get('a-sbux-mine')).toEqual({ category: 'ENTERTAINMENT', display_name: null });
    expect((await correctionEvents(ctx, alice)).slice(eventsBefore)).toEqual([{ count: 4 }]);

    const moved = await inject(alice, 'PATCH', `/rules/${ruleId}`, { match_field: 'name', match_value: 'starbucks 1' });
    expect(json(moved)).toEqual({
      rule: expect.objectContaining({ match_field: 'name', match_value: 'starbucks 1', category: 'TRAVEL' }),
      applied: 0,
    });
    expect((await transactions(alice)).byId.get('a-sbux-2')).toEqual({ category: 'TRAVEL', display_name: null });
  });

  it('refuses a second rule with the same match, ignoring case (409), and changes nothing', async () => {
    const res = await inject(alice, 'POST', '/rules', {
      match_field: 'name',
      match_value: 'STARBUCKS 1 ',
      category: 'INCOME',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ error: 'Conflict', message: 'A rule with this match already exists' });
    expect(json(await inject(alice, 'GET', '/rules')).rules).toHaveLength(1);
    expect((await transactions(alice)).byId.get('a-sbux-1')).toEqual({ category: 'TRAVEL', display_name: null });
    const other = json(
      await inject(alice, 'POST', '/rules', { match_field: 'merchant', match_value: 'Peets', category: 'TRAVEL' }),
    );
    const clash = await inject(alice, 'PATCH', `/rules/${other.rule.rule_id}`, {
      match_field: 'name',
      match_value: 'Starbucks 1',
    });
    expect(clash.statusCode).toBe(409);
    expect(await inject(alice, 'DELETE', `/rules/${other.rule.rule_id}`)).toMatchObject({ statusCode: 204 });
  });

  it.each([
    [
      { match_field: 'merchant', match_value: 'Starbucks', category: 'NOT_A_CATEGORY' },
      'Unknown category "NOT_A_CATEGORY" in body/category',
    ],
    [
      { match_field: 'memo', match_value: 'Starbucks', category: 'TRAVEL' },
      'body/match_field must be equal to one of the allowed values',
    ],
    [
      { match_field: 'merchant', match_value: '', category: 'TRAVEL' },
      'body/match_value must NOT have fewer than 1 characters',
    ],
    [{ match_field: 'merchant', match_value: '   ', category: 'TRAVEL' }, 'match_value must not be blank'],
    [
      { match_field: 'merchant', match_value: 'x'.repeat(201), category: 'TRAVEL' },
      'body/match_value must NOT have more than 200 characters',
    ],
    [
      { match_field: 'merchant', match_value: 'Starbucks' },
      'A rule sets a category, a display name or leaves transactions out of totals: body sets none',
    ],
    [
      { match_field: 'merchant', match_value: 'Starbucks', category: null, excluded: false },
      'A rule sets a category, a display name or leaves transactions out of totals: body sets none',
    ],
    [
      { match_field: 'name', match_op: 'contains', match_value: ' fe ', category: 'BANK_FEES' },
      'body/match_value must have at least 3 characters for a "contains" rule',
    ],
    [
      { match_field: 'name', match_op: 'starts', match_value: 'ATM', category: 'BANK_FEES' },
      'body/match_op must be equal to one of the allowed values',
    ],
    [
      { match_field: 'name', match_value: 'ATM', category: 'BANK_FEES', enabled: 'yes' },
      'body/enabled must be boolean',
    ],
    [
      { match_field: 'merchant', match_value: 'X', category: 'TRAVEL', display_name: '' },
      'body/display_name must NOT have fewer than 1 characters',
    ],
  ])('refuses the rule %j with 400 naming the field, and changes nothing', async (payload, message) => {
    const before = await transactions(alice);
    const rules = json(await inject(alice, 'GET', '/rules'));
    const res = await inject(alice, 'POST', '/rules', payload);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: 'Bad Request', message: expect.stringContaining(message) });
    expect(json(await inject(alice, 'GET', '/rules'))).toEqual(rules);
    expect((await transactions(alice)).etag).toBe(before.etag);
  });

  it("takes the person's own category, never another person's", async () => {
    const create = (user: TestUser, name: string) => inject(user, 'POST', '/categories', { name });
    const mine = json(await create(alice, 'Coffee runs')).category_id as string;
    const theirs = json(await create(bob, 'Coffee runs')).category_id as string;
    const refused = await inject(alice, 'POST', '/rules', {
      match_field: 'merchant',
      match_value: 'Peets',
      category: theirs,
    });
    expect(json(refused)).toEqual({ error: 'Bad Request', message: `Unknown category "${theirs}" in body/category` });
    const made = await inject(alice, 'POST', '/rules', {
      match_field: 'merchant',
      match_value: 'Peets',
      category: mine,
    });
    expect(made.statusCode).toBe(201);
    expect(await inject(alice, 'DELETE', `/rules/${json(made).rule.rule_id}`)).toMatchObject({ statusCode: 204 });
  });

  it('refuses bad queries and changes to 400 naming the field', async () => {
    const matches = await inject(alice, 'GET', '/rules/matches?match_field=merchant');
    expect(json(matches)).toEqual({
      error: 'Bad Request',
      message: "querystring must have required property 'match_value'",
    });
    const empty = await inject(alice, 'PATCH', `/rules/${ruleId}`, {});
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('body must NOT have fewer than 1 properties');
    const unknown = await inject(alice, 'PATCH', `/rules/${ruleId}`, { category: 'NOPE' });
    expect(json(unknown)).toEqual({ error: 'Bad Request', message: 'Unknown category "NOPE" in body/category' });
    expect(json(await inject(alice, 'GET', '/rules')).rules[0].category).toBe('TRAVEL');
  });

  it("keeps each person's rules their own: another person's rule is not found (404)", async () => {
    for (const res of [
      await inject(bob, 'PATCH', `/rules/${ruleId}`, { category: 'INCOME' }),
      await inject(bob, 'DELETE', `/rules/${ruleId}`),
      await inject(alice, 'DELETE', '/rules/rule_unknown'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ error: 'Not Found', message: 'Rule not found' });
    }
    expect(json(await inject(alice, 'GET', '/rules')).rules[0].category).toBe('TRAVEL');
    for (const [method, url] of [
      ['GET', '/rules'],
      ['GET', '/rules/matches?match_field=merchant&match_value=x'],
      ['POST', '/rules'],
      ['PATCH', `/rules/${ruleId}`],
      ['DELETE', `/rules/${ruleId}`],
    ] as const) {
      expect(
        (await inject(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
      ).toBe(401);
    }
  });

  it('deletes a rule; the transactions it categorised keep their category and new ones no longer get it', async () => {
    const res = await inject(alice, 'DELETE', `/rules/${ruleId}`);
    expect(res.statusCode).toBe(204);
    expect(json(await inject(alice, 'GET', '/rules'))).toEqual({ rules: [] });
    expect((await transactions(alice)).byId.get('a-sbux-1')).toEqual({ category: 'TRAVEL', display_name: null });
    ctx.provider.addTransactions(linked.fake, [{ ...starbucks('a-sbux-later', '2025-04-01'), name: 'STARBUCKS 1' }]);
    await inject(alice, 'POST', '/plaid/accounts/sync', { institution_id: linked.institutionId });
    expect((await transactions(alice)).byId.get('a-sbux-later')).toEqual({
      category: 'FOOD_AND_DRINK',
      display_name: null,
    });
  });
});
