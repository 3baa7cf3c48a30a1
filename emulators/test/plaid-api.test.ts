import {
  AccountType,
  CountryCode,
  Products,
  SandboxItemFireWebhookRequestWebhookCodeEnum,
  type PlaidApi,
  type Transaction,
} from 'plaid';
import { completeLink, createSandboxItem, createSandboxTransactions } from '../src/testing';
import { PLAID_CLIENT_ID, PLAID_SECRET } from '../src/config';
import { addDays, dayIn } from '../src/plaid/calendar';
import { startTestEmulators } from './helpers';
import { plaidClient, plaidError, startWebhookReceiver, verifyWebhook } from './plaid-helpers';

type Emulators = Awaited<ReturnType<typeof startTestEmulators>>;

async function syncAll(client: PlaidApi, accessToken: string, cursor?: string, count = 500) {
  const added: Transaction[] = [];
  const modified: Transaction[] = [];
  const removed: Array<{ transaction_id: string }> = [];
  let next = cursor;
  let pages = 0;
  for (;;) {
    const { data } = await client.transactionsSync({ access_token: accessToken, cursor: next, count });
    added.push(...data.added);
    modified.push(...data.modified);
    removed.push(...data.removed);
    next = data.next_cursor;
    pages += 1;
    if (!data.has_more) break;
  }
  return { added, modified, removed, cursor: next, pages };
}

describe('Plaid API through the plaid SDK', () => {
  let emulators: Emulators;
  let client: PlaidApi;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    emulators = await startTestEmulators();
    client = plaidClient(emulators.plaidUrl);
    hooks = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulators.close();
    await hooks.close();
  });

  const linkTokenRequest = (extra: Record<string, unknown> = {}) => ({
    client_name: 'Finance Tracker',
    language: 'en',
    country_codes: [CountryCode.Us],
    user: { client_user_id: 'usr_1' },
    products: [Products.Transactions],
    ...extra,
  });

  it('checks the client id and secret (INVALID_API_KEYS) in Plaid error format', async () => {
    const { status, data } = await plaidError(
      plaidClient(emulators.plaidUrl, 'wrong').linkTokenCreate(linkTokenRequest()),
    );
    expect(status).toBe(400);
    expect(data).toEqual({
      display_message: null,
      documentation_url: expect.any(String),
      error_code: 'INVALID_API_KEYS',
      error_code_reason: null,
      error_message: 'invalid client_id or secret provided',
      error_type: 'INVALID_INPUT',
      request_id: expect.any(String),
      suggested_action: null,
    });
  });

  it('creates link tokens and names missing fields', async () => {
    const { data } = await client.linkTokenCreate(linkTokenRequest({ webhook: hooks.url }));
    expect(data.link_token).toMatch(/^link-sandbox-[0-9a-f-]{36}$/);
    expect(Date.parse(data.expiration)).toBeGreaterThan(Date.now() + 3.9 * 3600_000);
    expect(data.request_id).toEqual(expect.any(String));
    const missing = await plaidError(
      client.linkTokenCreate({ ...linkTokenRequest(), client_name: undefined } as never),
    );
    expect(missing.data).toMatchObject({ error_type: 'INVALID_REQUEST', error_code: 'MISSING_FIELDS' });
    expect(String(missing.data.error_message)).toContain('client_name');
  });

  it('exchanges a public token once (INVALID_PUBLIC_TOKEN after) and refuses unknown institutions', async () => {
    const { data: created } = await client.sandboxPublicTokenCreate({
      institution_id: 'ins_109508',
      initial_products: [Products.Transactions],
    });
    expect(created.public_token).toMatch(/^public-sandbox-/);
    const { data: exchanged } = await client.itemPublicTokenExchange({ public_token: created.public_token });
    expect(exchanged.access_token).toMatch(/^access-sandbox-/);
    expect(exchanged.item_id).toMatch(/^[A-Za-z0-9]{37}$/);
    const again = await plaidError(client.itemPublicTokenExchange({ public_token: created.public_token }));
    expect(again.data).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_PUBLIC_TOKEN' });
    const unknown = await plaidError(
      client.sandboxPublicTokenCreate({ institution_id: 'ins_0', initial_products: [Products.Transactions] }),
    );
    expect(unknown.data).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_INSTITUTION' });
  });

  it('returns accounts of every type with balances and masks; balance/get agrees', async () => {
    const { accessToken, itemId } = await createSandboxItem(emulators.plaidUrl, { institutionId: 'ins_109512' });
    const { data } = await client.accountsGet({ access_token: accessToken });
    expect(data.item).toMatchObject({ item_id: itemId, institution_id: 'ins_109512', error: null });
    expect(new Set(data.accounts.map((account) => account.type))).toEqual(
      new Set(['depository', 'credit', 'loan', 'investment']),
    );
    const checking = data.accounts.find((account) => account.mask === '0000')!;
    expect(checking).toMatchObject({ name: 'Plaid Checking', type: 'depository', subtype: 'checking' });
    expect(checking.balances.current).toBeGreaterThan(0);
    expect(checking.balances.iso_currency_code).toBe('USD');
    expect(data.accounts.find((account) => account.type === AccountType.Credit)!.balances.limit).toBe(8000);
    const balances = await client.accountsBalanceGet({ access_token: accessToken });
    expect(balances.data.accounts.map((account) => account.account_id)).toEqual(
      data.accounts.map((account) => account.account_id),
    );
    const one = await client.accountsGet({
      access_token: accessToken,
      options: { account_ids: [checking.account_id] },
    });
    expect(one.data.accounts).toHaveLength(1);
    const { data: item } = await client.itemGet({ access_token: accessToken });
    expect(item.item).toMatchObject({ item_id: itemId, institution_id: 'ins_109512', error: null });
  });

  it.each([
    ['ins_109508', 'First Platypus Bank'],
    ['ins_109509', 'First Gingham Credit Union'],
    ['ins_109510', 'Tattersall Federal Credit Union'],
    ['ins_109511', 'Tartan Bank'],
    ['ins_109512', 'Houndstooth Bank'],
  ])('institutions/get_by_id knows the sandbox institution %s', async (id, name) => {
    const { data } = await client.institutionsGetById({ institution_id: id, country_codes: [CountryCode.Us] });
    expect(data.institution).toMatchObject({ institution_id: id, name, country_codes: ['US'] });
  });

  it('institutions/get_by_id refuses an unknown id', async () => {
    const { data } = await plaidError(
      client.institutionsGetById({ institution_id: 'ins_1', country_codes: [CountryCode.Us] }),
    );
    expect(data.error_code).toBe('INVALID_INSTITUTION');
  });

  it('syncs 24 months of realistic transactions in pages, default count 100', async () => {
    const { accessToken } = await createSandboxItem(emulators.plaidUrl, { institutionId: 'ins_109508' });
    const first = await client.transactionsSync({ access_token: accessToken });
    expect(first.data.added).toHaveLength(100);
    expect(first.data.has_more).toBe(true);
    expect(first.data.accounts.length).toBe(5);
    const rest = await syncAll(client, accessToken, first.data.next_cursor);
    const all = [...first.data.added, ...rest.added];
    expect(all.length).toBeGreaterThan(1000);
    expect(new Set(all.map((t) => t.transaction_id)).size).toBe(all.length);
    const dates = all.map((t) => t.date).sort();
    const spanDays = (Date.parse(dates[dates.length - 1]!) - Date.parse(dates[0]!)) / 86_400_000;
    expect(spanDays).toBeGreaterThanOrEqual(725);
    const categories = new Set(all.map((t) => t.personal_finance_category?.primary));
    for (const primary of [
      'INCOME',
      'TRANSFER_IN',
      'TRANSFER_OUT',
      'LOAN_PAYMENTS',
      'FOOD_AND_DRINK',
      'RENT_AND_UTILITIES',
    ]) {
      expect(categories).toContain(primary);
    }
    const payroll = all.find((t) => t.personal_finance_category?.detailed === 'INCOME_WAGES')!;
    expect(payroll.amount).toBeLessThan(0);
    const coffee = all.find((t) => t.merchant_name === 'Starbucks')!;
    expect(coffee).toMatchObject({
      personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
      iso_currency_code: 'USD',
    });
    expect(all.some((t) => t.pending)).toBe(true);
    // Nothing new: the cursor stays where it is.
    const idle = await client.transactionsSync({ access_token: accessToken, cursor: rest.cursor });
    expect(idle.data).toMatchObject({
      added: [],
      modified: [],
      removed: [],
      has_more: false,
      next_cursor: rest.cursor,
    });
  });

  it('/transactions/recurring/get: pay every two weeks in, the monthly bills out, as Plaid shapes its streams', async () => {
    const { accessToken } = await createSandboxItem(emulators.plaidUrl, { institutionId: 'ins_109508' });
    const { added } = await syncAll(client, accessToken);
    const { data } = await client.transactionsRecurringGet({ access_token: accessToken });
    const payroll = data.inflow_streams.find((s) => s.description.includes('PAYROLL'))!;
    expect(payroll).toMatchObject({
      frequency: 'BIWEEKLY',
      status: 'MATURE',
      is_active: true,
      is_user_modified: false,
    });
    const netflix = data.outflow_streams.find((s) => s.merchant_name === 'Netflix')!;
    expect(netflix).toMatchObject({
      frequency: 'MONTHLY',
      status: 'MATURE',
      is_active: true,
      average_amount: { amount: 15.49, iso_currency_code: 'USD' },
      last_amount: { amount: 15.49, iso_currency_code: 'USD' },
      personal_finance_category: { primary: 'ENTERTAINMENT' },
    });
    // Every id names a posted transaction of the stream's account and description, one a month, in date order.
    const byId = new Map(added.map((t) => [t.transaction_id, t]));
    const charges = netflix.transaction_ids.map((id) => byId.get(id)!);
    expect(
      charges.every((t) => t && !t.pending && t.name === netflix.description && t.account_id === netflix.account_id),
    ).toBe(true);
    expect(charges.map((t) => t.date)).toEqual([...charges.map((t) => t.date)].sort());
    expect(charges.length).toBeGreaterThanOrEqual(23);
    expect(netflix.first_date).toBe(charges[0]!.date);
    expect(netflix.last_date).toBe(charges[charges.length - 1]!.date);
    expect(data.inflow_streams.every((s) => s.average_amount.amount! < 0)).toBe(true);
    expect(data.outflow_streams.every((s) => s.average_amount.amount! > 0)).toBe(true);
    // One account only; an account not on the item is refused.
    const only = await client.transactionsRecurringGet({
      access_token: accessToken,
      account_ids: [netflix.account_id],
    });
    expect(
      [...only.data.inflow_streams, ...only.data.outflow_streams].every((s) => s.account_id === netflix.account_id),
    ).toBe(true);
    const refused = await plaidError(
      client.transactionsRecurringGet({ access_token: accessToken, account_ids: ['nope'] }),
    );
    expect(refused).toMatchObject({ status: 400, data: { error_code: 'INVALID_FIELD' } });
  });

  it('gives the same data to the same user at the same bank (deterministic)', async () => {
    const a = await createSandboxItem(emulators.plaidUrl, { institutionId: 'ins_109510' });
    const b = await createSandboxItem(emulators.plaidUrl, { institutionId: 'ins_109510' });
    const left = (await syncAll(client, a.accessToken)).added.map((t) => [t.date, t.name, t.amount]);
    const right = (await syncAll(client, b.accessToken)).added.map((t) => [t.date, t.name, t.amount]);
    expect(left).toEqual(right);
  });

  it('refuses count outside 1..500 and a foreign cursor (INVALID_FIELD)', async () => {
    const { accessToken } = await createSandboxItem(emulators.plaidUrl);
    const other = await createSandboxItem(emulators.plaidUrl);
    for (const count of [0, 501]) {
      const { data } = await plaidError(client.transactionsSync({ access_token: accessToken, count }));
      expect(data).toMatchObject({ error_type: 'INVALID_REQUEST', error_code: 'INVALID_FIELD' });
    }
    const { data: page } = await client.transactionsSync({ access_token: other.accessToken, count: 500 });
    expect(page.added).toHaveLength(500);
    const foreign = await plaidError(client.transactionsSync({ access_token: accessToken, cursor: page.next_cursor }));
    expect(foreign.data.error_code).toBe('INVALID_FIELD');
  });

  it('posts pending transactions, adds, modifies and removes on an update, and signs SYNC_UPDATES_AVAILABLE', async () => {
    const { accessToken, itemId } = await createSandboxItem(emulators.plaidUrl, { webhook: hooks.url });
    const initial = await hooks.waitFor(
      (body) => body.item_id === itemId && body.webhook_code === 'SYNC_UPDATES_AVAILABLE',
    );
    expect(initial.body).toMatchObject({
      webhook_type: 'TRANSACTIONS',
      initial_update_complete: true,
      historical_update_complete: true,
    });
    expect(await verifyWebhook(client, initial)).toBe(true);
    const history = await syncAll(client, accessToken);
    const pending = history.added.filter((t) => t.pending);
    expect(pending.length).toBeGreaterThan(0);

    let changes = {
      added: [] as Transaction[],
      modified: [] as Transaction[],
      removed: [] as Array<{ transaction_id: string }>,
    };
    let cursor = history.cursor;
    // Three updates: each posts pending ones and enriches one; the third also reverses a charge.
    for (let update = 1; update <= 3; update += 1) {
      hooks.received.length = 0;
      const { data } = await client.sandboxItemFireWebhook({
        access_token: accessToken,
        webhook_code: 'SYNC_UPDATES_AVAILABLE' as never,
      });
      expect(data.webhook_fired).toBe(true);
      const hook = await hooks.waitFor(
        (body) => body.item_id === itemId && body.webhook_code === 'SYNC_UPDATES_AVAILABLE',
      );
      expect(await verifyWebhook(client, hook)).toBe(true);
      const page = await syncAll(client, accessToken, cursor);
      cursor = page.cursor;
      if (update === 1) changes = page;
      else {
        changes.added.push(...page.added);
        changes.modified.push(...page.modified);
        changes.removed.push(...page.removed);
      }
    }
    const removedIds = new Set(changes.removed.map((r) => r.transaction_id));
    for (const t of pending) expect(removedIds.has(t.transaction_id)).toBe(true);
    const pendingIds = new Set(pending.map((t) => t.transaction_id));
    const posted = changes.added.filter((t) => t.pending_transaction_id && pendingIds.has(t.pending_transaction_id));
    expect(posted.map((t) => t.pending_transaction_id).sort()).toEqual([...pendingIds].sort());
    expect(posted.every((t) => !t.pending)).toBe(true);
    expect(changes.modified.length).toBeGreaterThan(0);
    const original = [...history.added, ...changes.added].find(
      (t) => t.transaction_id === changes.modified[0]!.transaction_id,
    )!;
    expect(changes.modified[0]!.name).toBe(original.merchant_name);
    expect(changes.modified[0]!.name).not.toBe(original.name);
    // A settled (non-pending) transaction delivered earlier was removed too, by the third update.
    const settledIds = new Set(
      [...history.added, ...changes.added].filter((t) => !t.pending).map((t) => t.transaction_id),
    );
    expect([...removedIds].some((id) => settledIds.has(id))).toBe(true);
  });

  it('answers TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION when data changes between pages', async () => {
    const { accessToken } = await createSandboxItem(emulators.plaidUrl);
    const { data: first } = await client.transactionsSync({ access_token: accessToken, count: 50 });
    expect(first.has_more).toBe(true);
    await client.sandboxItemFireWebhook({ access_token: accessToken, webhook_code: 'SYNC_UPDATES_AVAILABLE' as never });
    const { data } = await plaidError(
      client.transactionsSync({ access_token: accessToken, cursor: first.next_cursor, count: 50 }),
    );
    expect(data).toMatchObject({
      error_type: 'TRANSACTIONS_ERROR',
      error_code: 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
    });
    // Restarting from the cursor before the pagination works.
    const restarted = await syncAll(client, accessToken);
    expect(restarted.added.length).toBeGreaterThan(100);
  });

  it('ITEM_LOGIN_REQUIRED after reset_login, with an ITEM ERROR webhook, until repaired in Link update mode', async () => {
    const { accessToken, itemId } = await createSandboxItem(emulators.plaidUrl, { webhook: hooks.url });
    const { data: reset } = await client.sandboxItemResetLogin({ access_token: accessToken });
    expect(reset.reset_login).toBe(true);
    const hook = await hooks.waitFor((body) => body.item_id === itemId && body.webhook_code === 'ERROR');
    expect(hook.body).toMatchObject({
      webhook_type: 'ITEM',
      error: { error_code: 'ITEM_LOGIN_REQUIRED', error_type: 'ITEM_ERROR' },
    });
    expect(await verifyWebhook(client, hook)).toBe(true);

    // As at Plaid: every product call answers 400 ITEM_LOGIN_REQUIRED; only item/get shows the error in the item.
    // All at once, each with its handler attached as it starts: a rejection never waits unhandled.
    const refused = await Promise.all(
      [
        client.transactionsSync({ access_token: accessToken }),
        client.accountsBalanceGet({ access_token: accessToken }),
        client.accountsGet({ access_token: accessToken }),
      ].map(plaidError),
    );
    for (const { status, data } of refused) {
      expect(status).toBe(400);
      expect(data).toMatchObject({ error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED' });
    }
    const { data: broken } = await client.itemGet({ access_token: accessToken });
    expect(broken.item.error).toMatchObject({ error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED' });

    const { data: token } = await client.linkTokenCreate({
      ...linkTokenRequest(),
      products: undefined,
      access_token: accessToken,
    });
    const wrong = await completeLink(emulators.plaidUrl, token.link_token, { password: 'pass_bad' }).catch(
      (e: { body: unknown }) => e.body,
    );
    expect(wrong).toMatchObject({ error_type: 'ITEM_ERROR', error_code: 'INVALID_CREDENTIALS' });
    const repaired = await completeLink(emulators.plaidUrl, token.link_token);
    expect(repaired.metadata.institution).toEqual({ name: 'First Platypus Bank', institution_id: 'ins_109508' });
    await hooks.waitFor((body) => body.item_id === itemId && body.webhook_code === 'LOGIN_REPAIRED');
    const { data: synced } = await client.transactionsSync({ access_token: accessToken });
    expect(synced.added.length).toBe(100);
    expect((await client.itemGet({ access_token: accessToken })).data.item.error).toBeNull();
  });

  it('PENDING_EXPIRATION: the webhook and item/get give the consent expiration time, until update mode renews it', async () => {
    const { accessToken, itemId } = await createSandboxItem(emulators.plaidUrl, { webhook: hooks.url });
    expect((await client.itemGet({ access_token: accessToken })).data.item.consent_expiration_time).toBeNull();
    await client.sandboxItemFireWebhook({ access_token: accessToken, webhook_code: 'PENDING_EXPIRATION' as never });
    const hook = await hooks.waitFor((body) => body.item_id === itemId && body.webhook_code === 'PENDING_EXPIRATION');
    expect(hook.body).toMatchObject({ webhook_type: 'ITEM', consent_expiration_time: expect.any(String) });
    expect(await verifyWebhook(client, hook)).toBe(true);
    const expires = Date.parse(String(hook.body.consent_expiration_time));
    expect(expires).toBeGreaterThan(Date.now());
    const { data } = await client.itemGet({ access_token: accessToken });
    expect(data.item.consent_expiration_time).toBe(hook.body.consent_expiration_time);
    // Still usable until it expires.
    expect((await client.accountsGet({ access_token: accessToken })).data.accounts.length).toBeGreaterThan(0);

    const { data: token } = await client.linkTokenCreate({
      ...linkTokenRequest(),
      products: undefined,
      access_token: accessToken,
    });
    await completeLink(emulators.plaidUrl, token.link_token);
    expect((await client.itemGet({ access_token: accessToken })).data.item.consent_expiration_time).toBeNull();
  });

  it('fires PENDING_DISCONNECT as Plaid sandbox does', async () => {
    const { accessToken, itemId } = await createSandboxItem(emulators.plaidUrl, { webhook: hooks.url });
    const { data } = await client.sandboxItemFireWebhook({
      access_token: accessToken,
      webhook_code: SandboxItemFireWebhookRequestWebhookCodeEnum.PendingDisconnect,
    });
    expect(data.webhook_fired).toBe(true);
    const hook = await hooks.waitFor((body) => body.item_id === itemId && body.webhook_code === 'PENDING_DISCONNECT');
    expect(hook.body).toMatchObject({ webhook_type: 'ITEM', reason: expect.any(String) });
  });

  it("fires a webhook at, then resets the login of, a user's items at an institution without their access token (the emulator's own test controls)", async () => {
    const { data: token } = await client.linkTokenCreate(
      linkTokenRequest({ user: { client_user_id: 'usr_reset' }, webhook: hooks.url }),
    );
    const linked = await completeLink(emulators.plaidUrl, token.link_token, { institutionId: 'ins_109510' });
    const { data: exchanged } = await client.itemPublicTokenExchange({ public_token: linked.publicToken });
    const control = (path: 'reset_login' | 'fire_webhook', body: Record<string, unknown>) =>
      fetch(`${emulators.plaidUrl}/emulator/sandbox/item/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'PLAID-CLIENT-ID': PLAID_CLIENT_ID,
          'PLAID-SECRET': PLAID_SECRET,
        },
        body: JSON.stringify(body),
      });

    for (const path of ['reset_login', 'fire_webhook'] as const) {
      const unknown = await control(path, {
        client_user_id: 'usr_nobody',
        institution_id: 'ins_109510',
        webhook_code: 'SYNC_UPDATES_AVAILABLE',
      });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ error_code: 'INVALID_FIELD' });
    }

    // SYNC_UPDATES_AVAILABLE: new data, then the webhook.
    const { cursor } = await syncAll(client, exchanged.access_token);
    hooks.received.length = 0;
    const fired = await control('fire_webhook', {
      client_user_id: 'usr_reset',
      institution_id: 'ins_109510',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
    });
    expect(await fired.json()).toMatchObject({ webhook_fired: true, items: 1 });
    await hooks.waitFor((body) => body.item_id === exchanged.item_id && body.webhook_code === 'SYNC_UPDATES_AVAILABLE');
    expect((await syncAll(client, exchanged.access_token, cursor)).added.length).toBeGreaterThan(0);

    const reset = await control('reset_login', { client_user_id: 'usr_reset', institution_id: 'ins_109510' });
    expect(await reset.json()).toMatchObject({ reset_login: true, items: 1 });
    await hooks.waitFor((body) => body.item_id === exchanged.item_id && body.webhook_code === 'ERROR');
    const { data } = await plaidError(client.transactionsSync({ access_token: exchanged.access_token }));
    expect(data).toMatchObject({ error_code: 'ITEM_LOGIN_REQUIRED' });
  });

  describe('/sandbox/transactions/create', () => {
    /** First Platypus Bank's today: it dates by New York's calendar. */
    const bankToday = () => dayIn('America/New_York', new Date());
    const purchase = (extra: Record<string, unknown> = {}) => ({
      date_transacted: addDays(bankToday(), -2),
      date_posted: addDays(bankToday(), -1),
      amount: 6.4,
      description: 'STARBUCKS 1523 SEATTLE WA',
      ...extra,
    });

    it("adds the test's own transactions to the depository account: the next sync gives them as added, after SYNC_UPDATES_AVAILABLE", async () => {
      const { accessToken, itemId } = await createSandboxItem(emulators.plaidUrl, { webhook: hooks.url });
      const { cursor } = await syncAll(client, accessToken);
      hooks.received.length = 0;
      const { data } = await client.sandboxTransactionsCreate({
        access_token: accessToken,
        transactions: [
          purchase(),
          {
            date_transacted: bankToday(),
            date_posted: bankToday(),
            amount: -250,
            description: 'Cash deposit',
            iso_currency_code: 'CAD',
          },
        ],
      });
      expect(data.request_id).toEqual(expect.any(String));
      const hook = await hooks.waitFor(
        (body) => body.item_id === itemId && body.webhook_code === 'SYNC_UPDATES_AVAILABLE',
      );
      expect(await verifyWebhook(client, hook)).toBe(true);

      const { data: accounts } = await client.accountsGet({ access_token: accessToken });
      const checking = accounts.accounts.find((account) => account.mask === '0000')!;
      const page = await syncAll(client, accessToken, cursor);
      expect(page.modified).toEqual([]);
      expect(page.removed).toEqual([]);
      expect(page.added).toHaveLength(2);
      const [coffee, deposit] = page.added;
      expect(coffee).toMatchObject({
        account_id: checking.account_id,
        amount: 6.4,
        name: 'STARBUCKS 1523 SEATTLE WA',
        // Recognised as Plaid's enrichment would.
        merchant_name: 'Starbucks',
        personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
        date: addDays(bankToday(), -1),
        authorized_date: addDays(bankToday(), -2),
        iso_currency_code: 'USD',
        pending: false,
      });
      expect(deposit).toMatchObject({
        account_id: checking.account_id,
        amount: -250,
        name: 'Cash deposit',
        merchant_name: null,
        personal_finance_category: { primary: 'TRANSFER_IN' },
        iso_currency_code: 'CAD',
        pending: false,
      });

      // They stay as made: later updates neither enrich nor reverse them, and a sync from the start has them too.
      for (let update = 0; update < 3; update += 1) {
        await client.sandboxItemFireWebhook({
          access_token: accessToken,
          webhook_code: 'SYNC_UPDATES_AVAILABLE' as never,
        });
      }
      const later = await syncAll(client, accessToken, page.cursor);
      const ours = new Set(page.added.map((t) => t.transaction_id));
      expect([...later.modified, ...later.removed].some((t) => ours.has(t.transaction_id))).toBe(false);
      const everything = await syncAll(client, accessToken);
      expect(everything.added.filter((t) => ours.has(t.transaction_id))).toEqual(page.added);
    });

    it('refuses more than ten, bad dates, amounts and descriptions (INVALID_FIELD) and missing fields, adding nothing', async () => {
      const { accessToken } = await createSandboxItem(emulators.plaidUrl);
      const { cursor } = await syncAll(client, accessToken);
      const refusals: Array<[unknown, string]> = [
        [Array.from({ length: 11 }, () => purchase()), 'between 1 and 10'],
        [[], 'between 1 and 10'],
        [[purchase({ date_posted: addDays(bankToday(), 1) })], 'transactions[0].date_posted cannot be in the future'],
        [[purchase(), purchase({ date_transacted: addDays(bankToday(), -15) })], 'transactions[1].date_transacted'],
        [[purchase({ date_posted: '2026-02-30' })], 'transactions[0].date_posted must be a date in YYYY-MM-DD'],
        [[purchase({ amount: '6.40' })], 'transactions[0].amount'],
        [[purchase({ amount: 6.405 })], 'transactions[0].amount'],
        [[purchase({ description: '   ' })], 'transactions[0].description'],
        [[purchase({ description: 'x'.repeat(201) })], 'transactions[0].description'],
        [[purchase({ iso_currency_code: 'usd' })], 'transactions[0].iso_currency_code'],
        [['not a transaction'], 'transactions[0] must be an object'],
      ];
      for (const [transactions, message] of refusals) {
        const { status, data } = await plaidError(
          client.sandboxTransactionsCreate({ access_token: accessToken, transactions: transactions as never }),
        );
        expect(status).toBe(400);
        expect(data).toMatchObject({ error_type: 'INVALID_REQUEST', error_code: 'INVALID_FIELD' });
        expect(data.error_message).toContain(message);
      }
      const missing = await plaidError(client.sandboxTransactionsCreate({ access_token: accessToken } as never));
      expect(missing.data).toMatchObject({
        error_code: 'MISSING_FIELDS',
        error_message: expect.stringContaining('transactions'),
      });
      const unknown = await plaidError(
        client.sandboxTransactionsCreate({ access_token: 'access-sandbox-nope', transactions: [purchase()] }),
      );
      expect(unknown.data.error_code).toBe('INVALID_ACCESS_TOKEN');
      expect((await syncAll(client, accessToken, cursor)).added).toEqual([]);
    });

    it("adds transactions to a user's items at an institution without their access token (the emulator's own control)", async () => {
      const { data: token } = await client.linkTokenCreate(
        linkTokenRequest({ user: { client_user_id: 'usr_custom' }, webhook: hooks.url }),
      );
      const linked = await completeLink(emulators.plaidUrl, token.link_token, { institutionId: 'ins_109508' });
      const { data: exchanged } = await client.itemPublicTokenExchange({ public_token: linked.publicToken });
      const { cursor } = await syncAll(client, exchanged.access_token);
      const create = (clientUserId: string, transactions = [purchase()]) =>
        createSandboxTransactions(emulators.plaidUrl, { clientUserId, institutionId: 'ins_109508', transactions });

      await expect(create('usr_nobody')).rejects.toThrow('INVALID_FIELD');
      const made = await create('usr_custom', [purchase({ description: 'Corner bakery' })]);
      expect(made.items).toBe(1);
      const { added } = await syncAll(client, exchanged.access_token, cursor);
      expect(added.map((t) => t.name)).toEqual(['Corner bakery']);

      await client.sandboxItemResetLogin({ access_token: exchanged.access_token });
      await expect(create('usr_custom')).rejects.toThrow('ITEM_LOGIN_REQUIRED');
    });
  });

  it('refuses a removed item everywhere (INVALID_ACCESS_TOKEN)', async () => {
    const { accessToken } = await createSandboxItem(emulators.plaidUrl);
    await client.itemRemove({ access_token: accessToken });
    // Four calls at once, each with its handler attached as it starts: a rejection never waits unhandled.
    const refused = await Promise.all(
      [
        client.accountsGet({ access_token: accessToken }),
        client.transactionsSync({ access_token: accessToken }),
        client.itemRemove({ access_token: accessToken }),
        client.linkTokenCreate({ ...linkTokenRequest(), access_token: accessToken }),
      ].map(plaidError),
    );
    for (const { data } of refused) {
      expect(data).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_ACCESS_TOKEN' });
    }
  });

  it('links through Link: onSuccess metadata ids are the accounts/get ids', async () => {
    const { data: token } = await client.linkTokenCreate(linkTokenRequest());
    const result = await completeLink(emulators.plaidUrl, token.link_token, {
      institutionId: 'ins_109511',
      masks: ['0000', '3333'],
    });
    expect(result.metadata).toMatchObject({
      institution: { name: 'Tartan Bank', institution_id: 'ins_109511' },
      link_session_id: expect.any(String),
    });
    const { data: exchanged } = await client.itemPublicTokenExchange({ public_token: result.publicToken });
    const { data } = await client.accountsGet({ access_token: exchanged.access_token });
    expect((result.metadata.accounts as Array<{ id: string; mask: string }>).map((a) => [a.id, a.mask])).toEqual(
      data.accounts.map((a) => [a.account_id, a.mask]),
    );
  });

  it('serves the webhook key and refuses an unknown key id', async () => {
    const { data } = await plaidError(client.webhookVerificationKeyGet({ key_id: 'nope' }));
    expect(data.error_code).toBe('INVALID_WEBHOOK_VERIFICATION_KEY_ID');
  });
});

describe('Plaid emulator state and volume', () => {
  it('keeps items and access tokens across a restart', async () => {
    const first = await startTestEmulators();
    const { accessToken } = await createSandboxItem(first.plaidUrl);
    const before = await plaidClient(first.plaidUrl).accountsGet({ access_token: accessToken });
    await first.close();
    const second = await startTestEmulators({ dataDir: first.dataDir });
    try {
      const after = await plaidClient(second.plaidUrl).accountsGet({ access_token: accessToken });
      expect(after.data.accounts).toEqual(before.data.accounts);
    } finally {
      await second.close();
    }
  });

  it('gives the benchmark user (user_bench) exactly the configured number of transactions', async () => {
    const emulators = await startTestEmulators({ benchTransactions: 1234 });
    try {
      const client = plaidClient(emulators.plaidUrl);
      const { accessToken } = await createSandboxItem(emulators.plaidUrl, { username: 'user_bench' });
      const all = await syncAll(client, accessToken);
      expect(all.added).toHaveLength(1234);
      expect(all.pages).toBe(3);
    } finally {
      await emulators.close();
    }
  });

  it('gives a sized benchmark login (user_bench_<N>k) N thousand transactions, and refuses sizes it does not make', async () => {
    const emulators = await startTestEmulators({ benchTransactions: 1234 });
    try {
      const client = plaidClient(emulators.plaidUrl);
      const { accessToken } = await createSandboxItem(emulators.plaidUrl, { username: 'user_bench_3k' });
      expect((await syncAll(client, accessToken)).added).toHaveLength(3000);
      for (const username of ['user_bench_501k', 'user_bench_0k', 'user_bench_07k', 'user_bench_k', 'user_bench_2000k'])
        await expect(createSandboxItem(emulators.plaidUrl, { username })).rejects.toThrow('INVALID_CREDENTIALS');
    } finally {
      await emulators.close();
    }
  });

  it('links user_bench_500k and syncs it to the end (1,000 pages of 500), then gives a change in one page', async () => {
    const emulators = await startTestEmulators();
    try {
      const client = plaidClient(emulators.plaidUrl);
      const { accessToken } = await createSandboxItem(emulators.plaidUrl, { username: 'user_bench_500k' });
      // Counted, not kept: the test holds ids, not 500,000 transactions.
      const ids = new Set<string>();
      let cursor: string | undefined;
      let pages = 0;
      for (let hasMore = true; hasMore; pages += 1) {
        const { data } = await client.transactionsSync({ access_token: accessToken, cursor, count: 500 });
        expect(data.modified).toHaveLength(0);
        expect(data.removed).toHaveLength(0);
        for (const transaction of data.added) ids.add(transaction.transaction_id);
        cursor = data.next_cursor;
        hasMore = data.has_more;
      }
      expect(pages).toBe(1000);
      expect(ids.size).toBe(500_000);

      await client.sandboxItemFireWebhook({
        access_token: accessToken,
        webhook_code: SandboxItemFireWebhookRequestWebhookCodeEnum.SyncUpdatesAvailable,
      });
      const { data } = await client.transactionsSync({ access_token: accessToken, cursor, count: 500 });
      expect(data.has_more).toBe(false);
      expect(data.added.length).toBeGreaterThan(0);
      expect(data.added.every((transaction) => !ids.has(transaction.transaction_id))).toBe(true);
    } finally {
      await emulators.close();
    }
  });
});
