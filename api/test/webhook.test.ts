import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)('POST /plaid/webhook (%s)', (backend) => {
  let ctx: TestContext;
  let user: TestUser;
  let linked: LinkedItem;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    user = await ctx.newUser();
    linked = await ctx.link(user);
  });
  afterAll(async () => ctx.close());

  async function send(
    body: object,
    options: { signature?: string | null; iatOffsetSeconds?: number; bodyHash?: string } = {},
  ) {
    const raw = JSON.stringify(body);
    const signature =
      options.signature === undefined ? await ctx.provider.signWebhook(raw, options) : options.signature;
    return ctx.app.inject({
      method: 'POST',
      url: '/plaid/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'plaid-verification': signature }),
      },
      payload: raw,
    });
  }
  const item = async () =>
    (
      await ctx.db.query<{ status: string; error_code: string | null; error_message: string | null }>(
        'SELECT status, error_code, error_message FROM items WHERE plaid_item_id = $1',
        [linked.plaidItemId],
      )
    )[0]!;
  const txCount = async () =>
    (
      await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE user_id = $1', [user.userId])
    )[0]!.n;

  it('SYNC_UPDATES_AVAILABLE starts a sync of the item', async () => {
    ctx.provider.addTransactions(linked.fake, [
      makeTransaction(linked.accountIds[0]!),
      makeTransaction(linked.accountIds[1]!),
    ]);
    const before = await txCount();
    const res = await send({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: linked.plaidItemId,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ received: true, action: 'sync_started' });
    await ctx.app.syncJobs.idle();
    expect(await txCount()).toBe(before + 2);
  });

  it('ITEM ERROR, PENDING_EXPIRATION and LOGIN_REPAIRED set the item status', async () => {
    const error = await send({
      webhook_type: 'ITEM',
      webhook_code: 'ERROR',
      item_id: linked.plaidItemId,
      error: { error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'the login details of this item have changed' },
    });
    expect(json(error)).toEqual({ received: true, action: 'status_updated' });
    expect(await item()).toEqual({
      status: 'login_required',
      error_code: 'ITEM_LOGIN_REQUIRED',
      error_message: 'the login details of this item have changed',
    });
    const accounts = json(await ctx.app.inject({ method: 'GET', url: '/plaid/accounts', headers: user.auth }));
    expect(accounts[0].item_status).toBe('login_required');

    await send({
      webhook_type: 'ITEM',
      webhook_code: 'PENDING_EXPIRATION',
      item_id: linked.plaidItemId,
      consent_expiration_time: '2026-12-01T00:00:00Z',
    });
    expect(await item()).toMatchObject({ status: 'pending_expiration', error_code: 'PENDING_EXPIRATION' });

    await send({ webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: linked.plaidItemId });
    expect(await item()).toEqual({ status: 'good', error_code: null, error_message: null });
  });

  it('acknowledges an unknown item without changing anything', async () => {
    const res = await send({
      webhook_type: 'ITEM',
      webhook_code: 'ERROR',
      item_id: 'item-unknown',
      error: { error_code: 'X' },
    });
    expect(json(res)).toEqual({ received: true, action: 'ignored' });
  });

  it.each([
    ['no signature', { signature: null }],
    ['a signature that is not a JWT', { signature: 'abc' }],
    ['a body hash that does not match', { bodyHash: 'a'.repeat(64) }],
    ['a signature older than five minutes', { iatOffsetSeconds: -600 }],
  ])('refuses %s with 401 and changes nothing', async (_label, options) => {
    const res = await send(
      {
        webhook_type: 'ITEM',
        webhook_code: 'ERROR',
        item_id: linked.plaidItemId,
        error: { error_code: 'ITEM_LOGIN_REQUIRED' },
      },
      options,
    );
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ error: 'Unauthorized', message: 'Invalid webhook signature' });
    expect((await item()).status).toBe('good');
  });

  it('refuses a tampered body (signed for other bytes) with 401', async () => {
    const signed = JSON.stringify({
      webhook_type: 'ITEM',
      webhook_code: 'LOGIN_REPAIRED',
      item_id: linked.plaidItemId,
    });
    const signature = await ctx.provider.signWebhook(signed);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/plaid/webhook',
      headers: { 'content-type': 'application/json', 'plaid-verification': signature },
      payload: JSON.stringify({
        webhook_type: 'ITEM',
        webhook_code: 'ERROR',
        item_id: linked.plaidItemId,
        error: { error_code: 'X' },
      }),
    });
    expect(res.statusCode).toBe(401);
    expect((await item()).status).toBe('good');
  });

  it('refuses broken JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/plaid/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: 'Bad Request', message: 'Body is not valid JSON' });
  });
});
