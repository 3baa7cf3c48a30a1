import { ProviderError } from '../src/services/bank-provider';
import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

describe.each(backends)('bank linking routes (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => ctx.close());

  const inject = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: user ? user.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const accounts = async (user: TestUser) => json(await inject(user, 'GET', '/plaid/accounts'));
  const txCount = async (userId: string) =>
    (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE user_id = $1', [userId]))[0]!
      .n;
  const linkedFlag = async (userId: string) =>
    (
      await ctx.db.query<{ accounts_linked: boolean }>('SELECT accounts_linked FROM users WHERE user_id = $1', [userId])
    )[0]!.accounts_linked;

  describe('POST /plaid/link-token', () => {
    it('creates a link token for the user with transactions and the configured webhook (no body needed)', async () => {
      const user = await ctx.newUser();
      const res = await inject(user, 'POST', '/plaid/link-token');
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({
        link_token: expect.stringMatching(/^link-sandbox-/),
        expiration: expect.any(String),
        mode: 'link',
      });
      expect(ctx.provider.linkTokenRequests.at(-1)).toEqual({
        userId: user.userId,
        webhookUrl: ctx.config.plaid.webhookUrl,
      });
    });

    it('makes an update-mode token for an institution whose item needs repair, and refuses a healthy or foreign one', async () => {
      const user = await ctx.newUser();
      const other = await ctx.newUser();
      const linked = await ctx.link(user);
      const healthy = await inject(user, 'POST', '/plaid/link-token', { institution_id: linked.institutionId });
      expect(healthy.statusCode).toBe(409);
      expect(json(healthy).message).toMatch(/nothing to repair/);
      await ctx.db.query(`UPDATE items SET status = 'login_required' WHERE plaid_item_id = $1`, [linked.plaidItemId]);
      const repair = await inject(user, 'POST', '/plaid/link-token', { institution_id: linked.institutionId });
      expect(repair.statusCode).toBe(200);
      expect(json(repair).mode).toBe('update');
      expect(ctx.provider.linkTokenRequests.at(-1)).toEqual({
        userId: user.userId,
        webhookUrl: ctx.config.plaid.webhookUrl,
        accessToken: linked.fake.accessToken,
      });
      const foreign = await inject(other, 'POST', '/plaid/link-token', { institution_id: linked.institutionId });
      expect(foreign.statusCode).toBe(404);
      expect(json(foreign)).toEqual({ error: 'Not Found', message: `No linked institution ${linked.institutionId}` });
    });

    it('answers 401 without a token', async () => {
      expect((await inject(null, 'POST', '/plaid/link-token')).statusCode).toBe(401);
    });
  });

  describe('POST /plaid/exchange-token', () => {
    it('stores the item (token encrypted) and accounts, sets accounts_linked and runs the first sync', async () => {
      const user = await ctx.newUser();
      const linked = await ctx.link(user, 'ins_109508', {
        transactions: (ids) => [makeTransaction(ids[0]!), makeTransaction(ids[1]!)],
      });
      const item = (
        await ctx.db.query<Record<string, unknown>>('SELECT * FROM items WHERE plaid_item_id = $1', [
          linked.plaidItemId,
        ])
      )[0]!;
      expect(item.access_token_enc).not.toContain(linked.fake.accessToken);
      expect(ctx.app.cipher.decrypt(item.access_token_enc as string)).toBe(linked.fake.accessToken);
      expect(item.last_sync).not.toBeNull();
      expect(await linkedFlag(user.userId)).toBe(true);
      expect(await txCount(user.userId)).toBe(2);
      const list = await accounts(user);
      expect(list).toHaveLength(2);
      expect(list.find((a: { account_id: string }) => a.account_id === linked.accountIds[0])).toEqual({
        account_id: linked.accountIds[0],
        item_id: 'ins_109508',
        institution_id: 'ins_109508',
        institution_name: 'Bank ins_109508',
        name: 'Plaid Checking',
        official_name: null,
        type: 'depository',
        subtype: 'checking',
        mask: '1000',
        last_sync: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        balances: { current: 100, available: 90, limit: null, iso_currency_code: 'USD' },
        item_status: 'good',
        item_error: null,
      });
    });

    it("stores the provider's name for the institution and ignores the one the browser sent", async () => {
      const user = await ctx.newUser();
      ctx.provider.institutionNames.set('ins_named', 'Chase');
      const spoofed = ctx.provider.createPublicToken('ins_named');
      const res = await inject(user, 'POST', '/plaid/exchange-token', {
        public_token: spoofed.publicToken,
        institution_id: 'ins_named',
        institution_name: 'Chase (spoofed name)',
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).institution_name).toBe('Chase');
      expect(ctx.provider.institutionLookups.at(-1)).toBe('ins_named');
      // A body without a name links too: the field is optional and unused.
      const other = await ctx.newUser();
      const unnamed = await inject(other, 'POST', '/plaid/exchange-token', {
        public_token: ctx.provider.createPublicToken('ins_named').publicToken,
        institution_id: 'ins_named',
      });
      expect(unnamed.statusCode).toBe(200);
      await ctx.app.syncJobs.idle();
      for (const person of [user, other]) {
        expect((await accounts(person)).map((a: { institution_name: string }) => a.institution_name)).toEqual([
          'Chase',
          'Chase',
        ]);
      }
    });

    it('answers 502 when the provider cannot name the institution, removes the new item there and stores nothing', async () => {
      const user = await ctx.newUser();
      const { publicToken, item } = ctx.provider.createPublicToken('ins_unnamed');
      ctx.provider.failInstitution = new ProviderError(
        'API_ERROR',
        'INTERNAL_SERVER_ERROR',
        'an unexpected error occurred',
        500,
      );
      try {
        const res = await inject(user, 'POST', '/plaid/exchange-token', {
          public_token: publicToken,
          institution_id: 'ins_unnamed',
          institution_name: 'Any Bank',
        });
        expect(res.statusCode).toBe(502);
        expect(json(res)).toEqual({
          error: 'Bad Gateway',
          message: 'The bank-linking provider answered INTERNAL_SERVER_ERROR: an unexpected error occurred',
        });
      } finally {
        ctx.provider.failInstitution = undefined;
      }
      expect(item.removed).toBe(true);
      expect(await ctx.db.query('SELECT 1 FROM items WHERE user_id = $1', [user.userId])).toEqual([]);
      expect(await linkedFlag(user.userId)).toBe(false);
    });

    it('refuses a second link of the same institution with 409 and a clear message', async () => {
      const user = await ctx.newUser();
      const linked = await ctx.link(user, 'ins_dup');
      const second = ctx.provider.createPublicToken('ins_dup');
      const res = await inject(user, 'POST', '/plaid/exchange-token', {
        public_token: second.publicToken,
        institution_id: 'ins_dup',
        institution_name: 'Bank ins_dup',
        link_session_id: 's',
        accounts: [],
      });
      expect(res.statusCode).toBe(409);
      // The second item was made at the provider by Link: it is removed there, not left behind.
      expect(second.item.removed).toBe(true);
      expect(json(res)).toEqual({
        error: 'Conflict',
        message: 'Bank ins_dup is already linked. Remove it before linking it again, or repair it from Sync Issues.',
      });
      expect((await ctx.db.query('SELECT 1 FROM items WHERE user_id = $1', [user.userId])).length).toBe(1);
      expect(linked.institutionId).toBe('ins_dup');
    });

    it('takes back a repaired item from update mode (same item, new access token) and refuses another item of a broken institution', async () => {
      const user = await ctx.newUser();
      const linked = await ctx.link(user, undefined, { accounts: 3 });
      await inject(user, 'DELETE', '/plaid/accounts', { accounts: { [linked.institutionId]: [linked.accountIds[2]] } });
      await ctx.db.query(
        `UPDATE items SET status = 'login_required', error_code = 'ITEM_LOGIN_REQUIRED' WHERE plaid_item_id = $1`,
        [linked.plaidItemId],
      );

      const other = ctx.provider.createPublicToken(linked.institutionId);
      const refused = await inject(user, 'POST', '/plaid/exchange-token', {
        public_token: other.publicToken,
        institution_id: linked.institutionId,
        institution_name: 'X',
      });
      expect(refused.statusCode).toBe(409);
      expect(other.item.removed).toBe(true);

      const repaired = await inject(user, 'POST', '/plaid/exchange-token', {
        public_token: ctx.provider.createUpdatePublicToken(linked.fake),
        institution_id: linked.institutionId,
        institution_name: 'X',
      });
      expect(repaired.statusCode).toBe(200);
      await ctx.app.syncJobs.idle();
      const row = (
        await ctx.db.query<{ status: string; error_code: string | null; access_token_enc: string }>(
          'SELECT status, error_code, access_token_enc FROM items WHERE plaid_item_id = $1',
          [linked.plaidItemId],
        )
      )[0]!;
      expect(row).toMatchObject({ status: 'good', error_code: null });
      expect(ctx.app.cipher.decrypt(row.access_token_enc)).toBe(linked.fake.accessToken);
      expect((await accounts(user)).map((a: { account_id: string }) => a.account_id).sort()).toEqual(
        linked.accountIds.slice(0, 2).sort(),
      );
      expect((await ctx.db.query('SELECT 1 FROM items WHERE user_id = $1', [user.userId])).length).toBe(1);
    });

    it('takes back the repaired item when the LOGIN_REPAIRED webhook marked it good before the browser exchanged', async () => {
      const user = await ctx.newUser();
      const linked = await ctx.link(user);
      await ctx.app.syncService.idle();
      // The item was broken, Link's update mode repaired it, and the provider's webhook already said so.
      await ctx.db.query(`UPDATE items SET status = 'good', error_code = NULL WHERE plaid_item_id = $1`, [
        linked.plaidItemId,
      ]);
      const repaired = await inject(user, 'POST', '/plaid/exchange-token', {
        public_token: ctx.provider.createUpdatePublicToken(linked.fake),
        institution_id: linked.institutionId,
        institution_name: 'X',
      });
      expect(repaired.statusCode).toBe(200);
      expect(linked.fake.removed).toBeFalsy();
      await ctx.app.syncService.idle();
      expect((await ctx.db.query('SELECT 1 FROM items WHERE user_id = $1', [user.userId])).length).toBe(1);
    });

    it('lets two concurrent links of one institution store one item: the other gets 409', async () => {
      const user = await ctx.newUser();
      const tokens = [ctx.provider.createPublicToken('ins_race'), ctx.provider.createPublicToken('ins_race')];
      const answers = await Promise.all(
        tokens.map(({ publicToken }) =>
          inject(user, 'POST', '/plaid/exchange-token', {
            public_token: publicToken,
            institution_id: 'ins_race',
            institution_name: 'Race Bank',
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await ctx.db.query('SELECT 1 FROM items WHERE user_id = $1', [user.userId])).length).toBe(1);
      await ctx.app.syncJobs.idle();
    });

    it('lets two users link the same institution', async () => {
      const [a, b] = [await ctx.newUser(), await ctx.newUser()];
      await ctx.link(a, 'ins_shared');
      await ctx.link(b, 'ins_shared');
      expect((await accounts(a)).every((x: { institution_id: string }) => x.institution_id === 'ins_shared')).toBe(
        true,
      );
      expect(await accounts(b)).toHaveLength(2);
    });

    it('answers 400 with the provider message for a bad public token and stores nothing', async () => {
      const user = await ctx.newUser();
      const res = await inject(user, 'POST', '/plaid/exchange-token', {
        public_token: 'public-bogus',
        institution_id: 'ins_x',
        institution_name: 'X',
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        error: 'Bad Request',
        message: 'The public token was not accepted: provided public token is in an invalid format',
      });
      expect(await linkedFlag(user.userId)).toBe(false);
    });

    it('refuses a body without public_token with 400', async () => {
      const user = await ctx.newUser();
      const res = await inject(user, 'POST', '/plaid/exchange-token', {
        institution_id: 'ins_x',
        institution_name: 'X',
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ error: 'Bad Request', message: "body must have required property 'public_token'" });
    });
  });

  describe('GET /plaid/accounts and POST /plaid/accounts/sync', () => {
    it('sync refreshes balances and fetches new transactions', async () => {
      const user = await ctx.newUser();
      const linked = await ctx.link(user);
      linked.fake.accounts[0]!.balances.current = 555.55;
      ctx.provider.addTransactions(linked.fake, [
        makeTransaction(linked.accountIds[0]!),
        makeTransaction(linked.accountIds[0]!),
        makeTransaction(linked.accountIds[1]!),
      ]);
      const res = await inject(user, 'POST', '/plaid/accounts/sync', {
        institution_id: linked.institutionId,
        accounts: linked.accountIds,
      });
      expect(res.statusCode).toBe(200);
      const body = json(res);
      expect(body).toMatchObject({
        institution_id: linked.institutionId,
        transactions_upserted: 3,
        transactions_removed: 0,
      });
      expect(
        body.accounts.find((a: { account_id: string }) => a.account_id === linked.accountIds[0]).balances.current,
      ).toBe(555.55);
      expect(await txCount(user.userId)).toBe(3);
    });

    it('stores a provider error on the item, answers 502, and shows it on GET /plaid/accounts', async () => {
      const user = await ctx.newUser();
      const linked = await ctx.link(user);
      ctx.provider.failBalances = new ProviderError(
        'ITEM_ERROR',
        'ITEM_LOGIN_REQUIRED',
        'the login details of this item have changed',
        400,
      );
      try {
        const res = await inject(user, 'POST', '/plaid/accounts/sync', { institution_id: linked.institutionId });
        expect(res.statusCode).toBe(502);
        expect(json(res).message).toBe(
          'The bank-linking provider answered ITEM_LOGIN_REQUIRED: the login details of this item have changed',
        );
      } finally {
        ctx.provider.failBalances = undefined;
      }
      const list = await accounts(user);
      expect(list[0]).toMatchObject({
        item_status: 'login_required',
        item_error: { error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'the login details of this item have changed' },
      });
    });

    it("another user can neither see nor sync the first user's institution or accounts", async () => {
      const alice = await ctx.newUser();
      const bob = await ctx.newUser();
      const linked = await ctx.link(alice);
      await ctx.link(bob);
      const bobs = await accounts(bob);
      expect(bobs.map((a: { account_id: string }) => a.account_id)).not.toEqual(
        expect.arrayContaining([linked.accountIds[0]]),
      );
      const syncCalls = ctx.provider.syncCalls.length;
      const foreignItem = await inject(bob, 'POST', '/plaid/accounts/sync', { institution_id: linked.institutionId });
      expect(foreignItem.statusCode).toBe(404);
      const bobInstitution = bobs[0].institution_id;
      const foreignAccount = await inject(bob, 'POST', '/plaid/accounts/sync', {
        institution_id: bobInstitution,
        accounts: [linked.accountIds[0]],
      });
      expect(foreignAccount.statusCode).toBe(404);
      expect(json(foreignAccount)).toEqual({
        error: 'Not Found',
        message: `No account ${linked.accountIds[0]} at institution ${bobInstitution}`,
      });
      expect(ctx.provider.syncCalls.length).toBe(syncCalls);
    });

    it('answers 401 without a token', async () => {
      expect((await inject(null, 'GET', '/plaid/accounts')).statusCode).toBe(401);
      expect((await inject(null, 'POST', '/plaid/accounts/sync', { institution_id: 'x' })).statusCode).toBe(401);
    });
  });

  describe('DELETE /plaid/accounts', () => {
    it('removes whole items at the provider and here, with their transactions, and clears accounts_linked when none remain', async () => {
      const user = await ctx.newUser();
      const linked = await ctx.link(user, undefined, {
        transactions: (ids) => [makeTransaction(ids[0]!), makeTransaction(ids[1]!)],
      });
      expect(await txCount(user.userId)).toBe(2);
      const res = await inject(user, 'DELETE', '/plaid/accounts', { items: [linked.institutionId], accounts: {} });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ items_removed: [linked.institutionId], accounts_removed: linked.accountIds });
      expect(linked.fake.removed).toBe(true);
      expect(await accounts(user)).toEqual([]);
      expect(await txCount(user.userId)).toBe(0);
      expect(await linkedFlag(user.userId)).toBe(false);
    });

    it('removes single accounts and their transactions, keeping the item; all of an item removes the item', async () => {
      const user = await ctx.newUser();
      const a = await ctx.link(user, undefined, {
        accounts: 3,
        transactions: (ids) => ids.map((id) => makeTransaction(id)),
      });
      const b = await ctx.link(user, undefined, { accounts: 2 });
      const res = await inject(user, 'DELETE', '/plaid/accounts', {
        items: [],
        accounts: { [a.institutionId]: [a.accountIds[0]], [b.institutionId]: b.accountIds },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({
        items_removed: [b.institutionId],
        accounts_removed: [...b.accountIds, a.accountIds[0]],
      });
      expect((await accounts(user)).map((x: { account_id: string }) => x.account_id).sort()).toEqual(
        [a.accountIds[1], a.accountIds[2]].sort(),
      );
      expect(await txCount(user.userId)).toBe(2);
      expect(a.fake.removed).toBe(false);
      expect(b.fake.removed).toBe(true);
      expect(await linkedFlag(user.userId)).toBe(true);
    });

    it("refuses another user's item or account with 404 and removes nothing", async () => {
      const alice = await ctx.newUser();
      const bob = await ctx.newUser();
      const aliceItem = await ctx.link(alice, undefined, { transactions: (ids) => [makeTransaction(ids[0]!)] });
      const bobItem = await ctx.link(bob);
      const before = await accounts(alice);
      const byItem = await inject(bob, 'DELETE', '/plaid/accounts', {
        items: [bobItem.institutionId, aliceItem.institutionId],
      });
      expect(byItem.statusCode).toBe(404);
      expect(json(byItem)).toEqual({ error: 'Not Found', message: `No linked institution ${aliceItem.institutionId}` });
      const byAccount = await inject(bob, 'DELETE', '/plaid/accounts', {
        accounts: { [bobItem.institutionId]: [aliceItem.accountIds[0]] },
      });
      expect(byAccount.statusCode).toBe(404);
      expect(await accounts(alice)).toEqual(before);
      expect(await accounts(bob)).toHaveLength(2);
      expect(aliceItem.fake.removed).toBe(false);
      expect(bobItem.fake.removed).toBe(false);
      expect(await txCount(alice.userId)).toBe(1);
    });

    it('answers 400 for an empty request and 502 with a message when the provider refuses', async () => {
      const user = await ctx.newUser();
      const linked = await ctx.link(user);
      const empty = await inject(user, 'DELETE', '/plaid/accounts', { items: [], accounts: {} });
      expect(json(empty)).toEqual({ error: 'Bad Request', message: 'Nothing to remove: name items or accounts' });
      ctx.provider.failRemove = new ProviderError(
        'API_ERROR',
        'INTERNAL_SERVER_ERROR',
        'an unexpected error occurred',
        500,
      );
      try {
        const res = await inject(user, 'DELETE', '/plaid/accounts', { items: [linked.institutionId] });
        expect(res.statusCode).toBe(502);
        expect(json(res)).toEqual({
          error: 'Bad Gateway',
          message: `Failed to remove accounts: Bank ${linked.institutionId}: an unexpected error occurred`,
          accounts_removed: [],
          items_removed: [],
        });
      } finally {
        ctx.provider.failRemove = undefined;
      }
      expect(await accounts(user)).toHaveLength(2);
    });

    it('answers 401 without a token', async () => {
      expect((await inject(null, 'DELETE', '/plaid/accounts', { items: ['x'] })).statusCode).toBe(401);
    });
  });
});
