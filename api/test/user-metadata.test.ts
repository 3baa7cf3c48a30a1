import crypto from 'node:crypto';
import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext } from './helpers/context';

describe.each(backends)('POST /user/metadata (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => ctx.close());

  const post = (token: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/user/metadata',
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
  const getOrCreate = (sub: string) => ({
    operation: 'get_or_create',
    provider: 'google',
    provider_sub: sub,
    email: `${sub}@example.com`,
    email_verified: true,
  });
  const countUsers = async (sub: string) =>
    (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE provider_sub = $1', [sub]))[0]!.n;

  it('get_or_create creates the user once, sets preferred_username and asks for a session refresh', async () => {
    const sub = crypto.randomUUID();
    const token = ctx.identity.idToken(sub, { given_name: 'Ada', family_name: 'Lovelace' });
    const first = await post(token, getOrCreate(sub));
    expect(first.statusCode).toBe(200);
    const body = json(first);
    expect(body).toEqual({
      needs_session_refresh: true,
      profile_completed: false,
      accounts_linked: false,
      user_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: `${sub}@example.com`,
      email_verified: true,
    });
    expect(ctx.identity.preferredUsernames.get(`google_${sub}`)).toBe(body.user_id);
    const again = await post(token, getOrCreate(sub));
    expect(json(again).user_id).toBe(body.user_id);
    expect(await countUsers(sub)).toBe(1);

    const refreshed = ctx.identity.idToken(sub, { preferred_username: body.user_id });
    const after = await post(refreshed, getOrCreate(sub));
    expect(json(after).needs_session_refresh).toBe(false);
  });

  it('creates one user under ten concurrent first calls', async () => {
    const sub = crypto.randomUUID();
    const token = ctx.identity.idToken(sub);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(token, getOrCreate(sub))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => json(a).user_id)).size).toBe(1);
    expect(await countUsers(sub)).toBe(1);
  });

  it("refuses a provider_sub or provider that is not the token's with 403 and creates nothing", async () => {
    const sub = crypto.randomUUID();
    const token = ctx.identity.idToken(sub);
    const wrongSub = await post(token, { ...getOrCreate(sub), provider_sub: 'someone-else' });
    expect(wrongSub.statusCode).toBe(403);
    expect(json(wrongSub)).toEqual({
      error: 'Forbidden',
      message: 'provider_sub does not match the signed-in identity',
    });
    const wrongProvider = await post(token, { ...getOrCreate(sub), provider: 'facebook' });
    expect(wrongProvider.statusCode).toBe(403);
    expect(await countUsers(sub)).toBe(0);
  });

  it('sets preferred_username once however often a token without it comes back, and again only a day later', async () => {
    const sub = crypto.randomUUID();
    const token = ctx.identity.idToken(sub);
    const before = ctx.identity.adminUpdates;
    const first = await post(token, getOrCreate(sub));
    const answers = [first];
    for (let i = 0; i < 10; i++) answers.push(await post(token, getOrCreate(sub)));
    answers.push(...(await Promise.all(Array.from({ length: 10 }, () => post(token, getOrCreate(sub))))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(21).fill(200));
    // Every answer still asks for the refresh that brings the attribute; the identity service was asked once.
    expect(answers.every((a) => json(a).needs_session_refresh === true)).toBe(true);
    expect(ctx.identity.adminUpdates - before).toBe(1);

    // A day later a token still without it (the attribute was lost at the identity service) sets it once more.
    await ctx.db.query("UPDATE users SET identity_updated_at = now() - interval '25 hours' WHERE user_id = $1", [
      json(first).user_id,
    ]);
    await Promise.all(Array.from({ length: 5 }, () => post(token, getOrCreate(sub))));
    expect(ctx.identity.adminUpdates - before).toBe(2);
  });

  it('tries the identity service again on the next call after a failed update', async () => {
    const sub = crypto.randomUUID();
    const before = ctx.identity.adminUpdates;
    ctx.identity.failAdminUpdates = true;
    try {
      expect((await post(ctx.identity.idToken(sub), getOrCreate(sub))).statusCode).toBe(502);
    } finally {
      ctx.identity.failAdminUpdates = false;
    }
    const retried = await post(ctx.identity.idToken(sub), getOrCreate(sub));
    expect(retried.statusCode).toBe(200);
    expect(ctx.identity.adminUpdates - before).toBe(2);
    expect(ctx.identity.preferredUsernames.get(`google_${sub}`)).toBe(json(retried).user_id);
  });

  it('answers 502 when the identity service cannot be updated', async () => {
    const sub = crypto.randomUUID();
    ctx.identity.failAdminUpdates = true;
    try {
      const res = await post(ctx.identity.idToken(sub), getOrCreate(sub));
      expect(res.statusCode).toBe(502);
      expect(json(res)).toEqual({
        error: 'Bad Gateway',
        message: 'The identity service could not be updated; try again',
      });
    } finally {
      ctx.identity.failAdminUpdates = false;
    }
  });

  it('update sets accounts_linked', async () => {
    const user = await ctx.newUser();
    const res = await post(user.token, { operation: 'update', user_id: user.userId, accounts_linked: true });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ accounts_linked: true, needs_session_refresh: false, user_id: user.userId });
    const off = await post(user.token, { operation: 'update', user_id: user.userId, accounts_linked: false });
    expect(json(off).accounts_linked).toBe(false);
  });

  it('takes a JSON body as it is: a boolean written as a string is refused, and changes nothing', async () => {
    const user = await ctx.newUser();
    await post(user.token, { operation: 'update', user_id: user.userId, accounts_linked: true });
    const refused = await post(user.token, { operation: 'update', user_id: user.userId, accounts_linked: 'false' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(json(refused)).sort()).toEqual(['error', 'message']);
    const now = await post(user.token, { operation: 'get_or_create', provider: 'google', provider_sub: user.sub });
    expect(json(now).accounts_linked).toBe(true);
  });

  it('update completes the profile with trimmed names', async () => {
    const user = await ctx.newUser();
    const res = await post(user.token, {
      operation: 'update',
      user_id: user.userId,
      given_name: '  Grace ',
      family_name: ' Hopper ',
      profile_completed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ given_name: 'Grace', family_name: 'Hopper', profile_completed: true });
    const row = (
      await ctx.db.query('SELECT given_name, family_name, profile_completed FROM users WHERE user_id = $1', [
        user.userId,
      ])
    )[0];
    expect(row).toEqual({ given_name: 'Grace', family_name: 'Hopper', profile_completed: true });
  });

  it.each([
    [{ given_name: '   ', family_name: 'Hopper', profile_completed: true }, 'First name and last name are required'],
    [{ given_name: 'Grace', profile_completed: true }, 'First name and last name are required'],
    [{}, 'update needs accounts_linked, or given_name, family_name and profile_completed'],
  ])('update refuses %j with 400 and changes nothing', async (fields, message) => {
    const user = await ctx.newUser();
    const res = await post(user.token, { operation: 'update', user_id: user.userId, ...fields });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: 'Bad Request', message });
    const row = (
      await ctx.db.query('SELECT given_name, profile_completed FROM users WHERE user_id = $1', [user.userId])
    )[0];
    expect(row).toEqual({ given_name: 'Test', profile_completed: false });
  });

  it('refuses an unknown operation and a missing user_id with 400', async () => {
    const user = await ctx.newUser();
    const unknown = await post(user.token, { operation: 'delete' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error).toBe('Bad Request');
    const noId = await post(user.token, { operation: 'update', accounts_linked: true });
    expect(json(noId)).toEqual({ error: 'Bad Request', message: 'user_id is required for update' });
  });

  it("a second user naming the first user's user_id is refused with 403 and nothing changes", async () => {
    const alice = await ctx.newUser();
    const bob = await ctx.newUser();
    for (const fields of [
      { accounts_linked: true },
      { given_name: 'Eve', family_name: 'Evil', profile_completed: true },
    ]) {
      const res = await post(bob.token, { operation: 'update', user_id: alice.userId, ...fields });
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ error: 'Forbidden', message: 'user_id does not match the signed-in user' });
    }
    const row = (
      await ctx.db.query('SELECT given_name, accounts_linked, profile_completed FROM users WHERE user_id = $1', [
        alice.userId,
      ])
    )[0];
    expect(row).toEqual({ given_name: 'Test', accounts_linked: false, profile_completed: false });
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/user/metadata',
      payload: { operation: 'get_or_create' },
    });
    expect(res.statusCode).toBe(401);
  });
});
