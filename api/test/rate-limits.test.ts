import type { InjectOptions } from 'fastify';
import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext } from './helpers/context';

/** Every budget of these apps: 30 requests a minute; 3 for webhooks that fail their signature check. */
const BUDGET = 30;
const UNVERIFIED = 3;
const rateLimit = { max: BUDGET, addressMax: BUDGET, unverifiedMax: UNVERIFIED, timeWindowMs: 60_000 };
/** One of the addresses Plaid sends webhooks from. */
const PROVIDER_ADDRESS = '52.21.26.131';
const BAD_TOKEN = { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln' };
const TOO_MANY = {
  error: 'Too Many Requests',
  message: expect.stringMatching(/^Rate limit exceeded, retry in \d+ seconds?$/),
};

/** Each test calls from addresses of its own (inject's remoteAddress), so that no budget carries over. */
describe.each(backends)('rate limits (%s)', (backend) => {
  let ctx: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { rateLimit });
    proxied = await createTestContext(backend, { rateLimit, trustProxy: ['10.0.0.1'] });
  });
  afterAll(async () => {
    await ctx.close();
    await proxied.close();
  });

  const statuses = async (app: TestContext['app'], n: number, request: (i: number) => InjectOptions) => {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) codes.push((await app.inject(request(i))).statusCode);
    return codes;
  };
  const countOf = (codes: number[]) =>
    codes.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

  it('counts requests with a bad token by address, before authentication: 429 once the budget is spent', async () => {
    const codes = await statuses(ctx.app, BUDGET + 2, () => ({
      method: 'GET',
      url: '/plaid/accounts',
      headers: BAD_TOKEN,
      remoteAddress: '198.51.100.1',
    }));
    expect(countOf(codes)).toEqual({ 401: BUDGET, 429: 2 });
    const limited = await ctx.app.inject({
      method: 'GET',
      url: '/plaid/accounts',
      headers: BAD_TOKEN,
      remoteAddress: '198.51.100.1',
    });
    expect(json(limited)).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/plaid/accounts',
      headers: BAD_TOKEN,
      remoteAddress: '198.51.100.2',
    });
    expect(other.statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For when no proxy is trusted: another claimed address each time is still one caller', async () => {
    const codes = await statuses(ctx.app, BUDGET + 2, (i) => ({
      method: 'POST',
      url: '/plaid/webhook',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` },
      payload: { webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE' },
      remoteAddress: '198.51.100.3',
    }));
    expect(countOf(codes)).toEqual({ 401: UNVERIFIED, 429: BUDGET + 2 - UNVERIFIED });
  });

  it('believes X-Forwarded-For from a configured proxy only', async () => {
    const viaProxy = (client: string, remoteAddress = '10.0.0.1'): InjectOptions => ({
      method: 'GET',
      url: '/plaid/accounts',
      headers: { ...BAD_TOKEN, 'x-forwarded-for': client },
      remoteAddress,
    });
    // Through the trusted proxy, each client has its own budget.
    expect(countOf(await statuses(proxied.app, BUDGET + 1, () => viaProxy('203.0.113.1')))).toEqual({
      401: BUDGET,
      429: 1,
    });
    expect((await proxied.app.inject(viaProxy('203.0.113.2'))).statusCode).toBe(401);
    // From anywhere else the header is not believed: the caller is its own address, whatever it claims.
    const codes = await statuses(proxied.app, BUDGET + 1, (i) => viaProxy(`203.0.113.${10 + i}`, '10.0.0.2'));
    expect(countOf(codes)).toEqual({ 401: BUDGET, 429: 1 });
  });

  it('junk webhooks from the provider’s address never use up the budget of its signed webhooks', async () => {
    const user = await ctx.newUser();
    const linked = await ctx.link(user);
    const raw = JSON.stringify({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: linked.plaidItemId,
    });
    const webhook = (signature: string): InjectOptions => ({
      method: 'POST',
      url: '/plaid/webhook',
      headers: { 'content-type': 'application/json', 'plaid-verification': signature },
      payload: raw,
      remoteAddress: PROVIDER_ADDRESS,
    });
    const junk = await statuses(ctx.app, BUDGET + 5, () => webhook('junk.junk.junk'));
    expect(countOf(junk)).toEqual({ 401: UNVERIFIED, 429: BUDGET + 5 - UNVERIFIED });
    const signed = await ctx.app.inject(webhook(await ctx.provider.signWebhook(raw)));
    expect(signed.statusCode).toBe(200);
    expect(json(signed)).toEqual({ received: true, action: 'sync_started' });
    await ctx.app.syncJobs.idle();
  });

  it('still counts a person’s requests after authentication, whatever address they come from', async () => {
    const user = await ctx.newUser();
    // Signing up was the first of the person's requests.
    const codes = await statuses(ctx.app, BUDGET, (i) => ({
      method: 'GET',
      url: '/plaid/accounts',
      headers: user.auth,
      remoteAddress: `198.18.0.${i + 1}`,
    }));
    expect(countOf(codes)).toEqual({ 200: BUDGET - 1, 429: 1 });
  });

  it('never limits /health', async () => {
    const codes = await statuses(ctx.app, BUDGET + 1, () => ({
      method: 'GET',
      url: '/health',
      remoteAddress: '198.51.100.4',
    }));
    expect(countOf(codes)).toEqual({ 200: BUDGET + 1 });
  });
});
