import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';

const COLUMNS = [
  { id: 'institution_name', label: 'Institution', width: '180px', visible: true, sortable: true, filterable: true },
  { id: 'account', label: 'Account', width: '180px', visible: true, sortable: true, filterable: true },
  { id: 'date', label: 'Date', width: '120px', visible: true, sortable: true, filterable: true },
  { id: 'description', label: 'Description', width: '220px', visible: false, sortable: true, filterable: true },
];

describe.each(backends)('/api/user-preferences (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => ctx.close());

  const get = (user: TestUser) => ctx.app.inject({ method: 'GET', url: '/api/user-preferences', headers: user.auth });
  const save = (user: TestUser, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/user-preferences', headers: user.auth, payload: payload as object });

  it('answers column_config null until saved, then what was saved', async () => {
    const user = await ctx.newUser();
    expect(json(await get(user))).toEqual({ column_config: null });
    const saved = await save(user, { column_config: COLUMNS });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toEqual({ column_config: COLUMNS });
    expect(json(await get(user))).toEqual({ column_config: COLUMNS });
    const reordered = [COLUMNS[2], COLUMNS[0]];
    await save(user, { column_config: reordered });
    expect(json(await get(user))).toEqual({ column_config: reordered });
  });

  it.each([
    ['not a list', { column_config: 'wide' }],
    ['an empty list', { column_config: [] }],
    [
      'a missing field',
      { column_config: [{ id: 'date', label: 'Date', width: '120px', visible: true, sortable: true }] },
    ],
    ['a width that is not pixels', { column_config: [{ ...COLUMNS[0], width: 'wide' }] }],
    ['a width under 60px', { column_config: [{ ...COLUMNS[0], width: '59px' }] }],
    ['a duplicate id', { column_config: [COLUMNS[0], COLUMNS[0]] }],
    ['a non-boolean flag', { column_config: [{ ...COLUMNS[0], visible: 'maybe' }] }],
    ['no body', undefined],
  ])('refuses %s with 400 and keeps the saved config', async (_label, payload) => {
    const user = await ctx.newUser();
    await save(user, { column_config: COLUMNS });
    const res = await save(user, payload);
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('Bad Request');
    expect(typeof json(res).message).toBe('string');
    expect(json(await get(user))).toEqual({ column_config: COLUMNS });
  });

  it("one user never sees or changes another user's preferences", async () => {
    const alice = await ctx.newUser();
    const bob = await ctx.newUser();
    await save(alice, { column_config: COLUMNS });
    expect(json(await get(bob))).toEqual({ column_config: null });
    await save(bob, { column_config: [COLUMNS[1]] });
    expect(json(await get(alice))).toEqual({ column_config: COLUMNS });
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user-preferences' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/user-preferences', payload: { column_config: COLUMNS } }))
        .statusCode,
    ).toBe(401);
  });
});
