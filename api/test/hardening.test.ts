import { Writable } from 'node:stream';
import { buildApp, loggerOptions } from '../src/app';
import { backends, openTestDatabase } from './helpers/backends';
import { createTestContext, json, testConfig, type TestContext } from './helpers/context';
import { FakeProvider } from './helpers/fake-provider';
import { TestIdentity } from './helpers/test-identity';
import { AUTHENTICATED_ROUTES } from './helpers/routes';

const ROUTES = [...AUTHENTICATED_ROUTES, ['GET', '/health']] as const;

describe.each(backends)('hardening (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      rateLimit: { max: 5, timeWindowMs: 60_000, addressMax: 600, unverifiedMax: 60 },
      bodyLimit: 2048,
    });
  });
  afterAll(async () => ctx.close());

  it('/health answers with the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(json(res)).toEqual({ status: 'ok', database: backend });
  });

  it('serves the OpenAPI document at /docs/json with every route and its responses, and the UI at /docs', async () => {
    const doc = json(await ctx.app.inject({ method: 'GET', url: '/docs/json' }));
    for (const [method, path] of ROUTES) {
      const op = doc.paths[path]?.[method.toLowerCase()];
      const success = ['200', '201', '204'].some((code) => op?.responses?.[code]);
      expect({ path, method, success }).toEqual({ path, method, success: true });
    }
    expect(
      doc.paths['/summary/category'].get.responses['200'].content['application/json'].schema.properties.summary,
    ).toBeDefined();
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const ui = await ctx.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('allows CORS with credentials for the configured origin only, including DELETE with a JSON body', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/plaid/accounts',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('DELETE');
    // A person's edits (PATCH /transactions/:id, /categories, /rules) come from the app's origin too.
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(preflight.headers['access-control-allow-headers'])).toBe('Authorization, Content-Type');
    const other = await ctx.app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const unauthorized = await ctx.app.inject({
      method: 'GET',
      url: '/plaid/accounts',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('sends security headers, also on errors', async () => {
    for (const url of ['/health', '/plaid/accounts']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('answers JSON 404 for an unknown route, 400 for broken JSON, 413 for a body over the limit, 415 for another type', async () => {
    const user = await ctx.newUser();
    const missing = await ctx.app.inject({ method: 'GET', url: '/nope', headers: user.auth });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ error: 'Not Found', message: 'Route GET /nope not found' });
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-preferences',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{"column_config": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(json(broken).error).toBe('Bad Request');
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-preferences',
      headers: user.auth,
      payload: { column_config: [{ id: 'x'.repeat(5000) }] },
    });
    expect(big.statusCode).toBe(413);
    expect(json(big)).toEqual({ error: 'Payload Too Large', message: 'Request body is too large' });
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-preferences',
      headers: { ...user.auth, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(json(text).error).toBe('Unsupported Media Type');
  });

  it('answers 400, not 500, for text with a NUL character, which the database cannot store', async () => {
    const user = await ctx.newUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/plaid/accounts/sync',
      headers: user.auth,
      payload: { institution_id: '\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: 'Bad Request', message: 'Text cannot contain the NUL character (U+0000)' });
  });

  it('limits each user separately and answers 429 with a JSON error', async () => {
    const [a, b] = [await ctx.newUser(), await ctx.newUser()];
    const codes: number[] = [];
    // Signing up (get_or_create) was the first of a's five requests.
    for (let i = 0; i < 5; i++)
      codes.push((await ctx.app.inject({ method: 'GET', url: '/plaid/accounts', headers: a.auth })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const limited = await ctx.app.inject({ method: 'GET', url: '/plaid/accounts', headers: a.auth });
    // The time left in the window ("1 minute", or "59 seconds" when a second has passed under load).
    expect(json(limited)).toEqual({
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Rate limit exceeded, retry in (1 minute|\d+ seconds)$/),
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/plaid/accounts', headers: b.auth })).statusCode).toBe(200);
  });

  it('answers 500 as JSON without a stack when something unexpected fails', async () => {
    const user = await ctx.newUser();
    const original = ctx.db.query;
    ctx.db.query = async () => {
      throw new Error('connection reset at /secret/path.ts:12');
    };
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/user-preferences', headers: user.auth });
      expect(res.statusCode).toBe(500);
      expect(json(res)).toEqual({ error: 'Internal Server Error', message: 'An unexpected error occurred' });
      const health = await ctx.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
    } finally {
      ctx.db.query = original;
    }
  });
});

describe('logging', () => {
  it('never logs the Authorization header, cookies, webhook signatures or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const identity = await new TestIdentity().start();
    const db = await openTestDatabase('pglite');
    const base = testConfig();
    const config = testConfig({ cognito: { ...base.cognito, endpoint: identity.endpoint } });
    const app = await buildApp(
      config,
      { db, identity, provider: new FakeProvider() },
      { logger: { ...(loggerOptions('debug') as object), stream } as never },
    );
    try {
      const token = identity.idToken('log-user');
      await app.inject({
        method: 'GET',
        url: '/plaid/accounts?search=private',
        headers: { authorization: `Bearer ${token}`, cookie: 'session=s3cr3t' },
      });
      await app.inject({
        method: 'POST',
        url: '/plaid/webhook',
        headers: { 'plaid-verification': 'sig.nat.ure' },
        payload: { webhook_type: 'A', webhook_code: 'B' },
      });
      app.log.info(
        { access_token: 'access-sandbox-123', nested: { public_token: 'public-sandbox-456' } },
        'with tokens',
      );
      const all = lines.join('');
      expect(all).toContain('"url":"/plaid/accounts"');
      for (const secret of [token, 's3cr3t', 'sig.nat.ure', 'access-sandbox-123', 'public-sandbox-456', 'private']) {
        expect({ secret, logged: all.includes(secret) }).toEqual({ secret, logged: false });
      }
    } finally {
      await app.close();
      await db.close();
      await identity.close();
    }
  });
});
