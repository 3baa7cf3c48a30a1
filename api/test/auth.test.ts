import crypto from 'node:crypto';
import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext } from './helpers/context';
import { CLIENT_ID } from './helpers/test-identity';

describe.each(backends)('authentication (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => ctx.close());

  const get = (authorization?: string) =>
    ctx.app.inject({ method: 'GET', url: '/plaid/accounts', headers: authorization ? { authorization } : {} });

  it('answers 401 with a JSON error when the bearer token is missing', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      error: 'Unauthorized',
      message: 'Missing bearer token: send Authorization: Bearer <ID token>',
    });
  });

  it('answers 401 for a malformed header, a garbage token, and a token signed by another key', async () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    for (const header of [
      'Basic abc',
      'Bearer',
      'Bearer not.a.jwt',
      `Bearer ${ctx.identity.idToken('x', {}, { key: other })}`,
    ]) {
      const res = await get(header);
      expect(res.statusCode).toBe(401);
      expect(json(res).error).toBe('Unauthorized');
    }
  });

  it.each([
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
    ['an access token', { token_use: 'access' }],
    ['another app client', { aud: 'someoneelse' }],
    ['another issuer', { iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_OTHER' }],
  ])('refuses %s with 401', async (_label, claims) => {
    const user = await ctx.newUser();
    const res = await get(`Bearer ${ctx.identity.idToken(user.sub, { preferred_username: user.userId, ...claims })}`);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ error: 'Unauthorized', message: 'Invalid or expired ID token' });
  });

  it('accepts a valid ID token of this client', async () => {
    const user = await ctx.newUser();
    const res = await get(user.auth.authorization);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([]);
    expect(ctx.config.cognito.clientId).toBe(CLIENT_ID);
  });

  it('finds the user by provider and sub when the token has no preferred_username yet', async () => {
    const user = await ctx.newUser();
    const res = await get(`Bearer ${ctx.identity.idToken(user.sub)}`);
    expect(res.statusCode).toBe(200);
  });

  it("refuses a token whose preferred_username names another user's user_id", async () => {
    const victim = await ctx.newUser();
    const attacker = await ctx.newUser();
    const forged = ctx.identity.idToken(attacker.sub, { preferred_username: victim.userId });
    const res = await get(`Bearer ${forged}`);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ error: 'Forbidden', message: 'This token does not belong to that user' });
  });

  it('answers 404 for a valid identity that never called get_or_create', async () => {
    const res = await get(`Bearer ${ctx.identity.idToken(crypto.randomUUID())}`);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toMatch(/get_or_create/);
  });

  it('leaves health, docs and the webhook open', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/plaid/webhook',
      payload: { webhook_type: 'X', webhook_code: 'Y' },
    });
    expect(hook.statusCode).toBe(401);
    expect(json(hook).message).toBe('Invalid webhook signature');
  });
});
