import { ProviderError } from '../src/services/bank-provider';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';

const loginRequired = () => new ProviderError('ITEM_ERROR', 'ITEM_LOGIN_REQUIRED', 'the login details of this item have changed', 400);

describe.each(backends)('provider errors and consent expiry reach the item status (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => ctx.close());

  const post = (user: TestUser, url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: user.auth, payload });
  const itemRow = async (linked: LinkedItem) =>
    (await ctx.db.query<{ status: string; error_code: string | null; error_message: string | null }>(
      'SELECT status, error_code, error_message FROM items WHERE plaid_item_id = $1',
      [linked.plaidItemId],
    ))[0];

  it('an update-mode exchange whose accounts/get answers ITEM_LOGIN_REQUIRED keeps the item, marks it and removes nothing', async () => {
    const user = await ctx.newUser();
    const linked = await ctx.link(user);
    await ctx.db.query(`UPDATE items SET status = 'login_required' WHERE plaid_item_id = $1`, [linked.plaidItemId]);
    ctx.provider.failAccounts = loginRequired();
    try {
      const res = await post(user, '/plaid/exchange-token', {
        public_token: ctx.provider.createUpdatePublicToken(linked.fake), institution_id: linked.institutionId, institution_name: 'X',
      });
      expect(res.statusCode).toBe(502);
    } finally {
      ctx.provider.failAccounts = undefined;
    }
    expect(await itemRow(linked)).toEqual({ status: 'login_required', error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'the login details of this item have changed' });
    expect(linked.fake.removed).toBe(false);
  });

  it('a new link whose accounts/get fails is removed at the provider and stored nowhere', async () => {
    const user = await ctx.newUser();
    const { publicToken, item } = ctx.provider.createPublicToken('ins_fails');
    ctx.provider.failAccounts = loginRequired();
    try {
      const res = await post(user, '/plaid/exchange-token', { public_token: publicToken, institution_id: 'ins_fails', institution_name: 'Fails Bank' });
      expect(res.statusCode).toBe(502);
    } finally {
      ctx.provider.failAccounts = undefined;
    }
    expect(item.removed).toBe(true);
    expect(await ctx.db.query('SELECT 1 FROM items WHERE user_id = $1', [user.userId])).toEqual([]);
  });

  it('item/get after a sync: a consent ending within seven days makes the item pending_expiration, with its date', async () => {
    const user = await ctx.newUser();
    const linked = await ctx.link(user);
    const ends = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    linked.fake.consentExpirationTime = ends;
    const res = await post(user, '/plaid/accounts/sync', { institution_id: linked.institutionId });
    expect(res.statusCode).toBe(200);
    expect(json(res).accounts[0]).toMatchObject({
      item_status: 'pending_expiration',
      item_error: { error_code: 'PENDING_EXPIRATION', error_message: `Access to Bank ${linked.institutionId} expires soon (${ends}): reconnect it to keep it up to date` },
    });
  });

  it('item/get after a sync: a consent ending later, or none, leaves the item good', async () => {
    const user = await ctx.newUser();
    const linked = await ctx.link(user);
    linked.fake.consentExpirationTime = new Date(Date.now() + 60 * 24 * 3600_000).toISOString();
    expect(json(await post(user, '/plaid/accounts/sync', { institution_id: linked.institutionId })).accounts[0].item_status).toBe('good');
  });

  it("item/get after a sync: an error on the item is recorded through the same mapping", async () => {
    const user = await ctx.newUser();
    const linked = await ctx.link(user);
    linked.fake.error = { error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'login again' };
    await post(user, '/plaid/accounts/sync', { institution_id: linked.institutionId });
    expect(await itemRow(linked)).toEqual({ status: 'login_required', error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'login again' });
  });
});
