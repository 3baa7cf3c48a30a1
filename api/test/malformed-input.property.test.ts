import fc from 'fast-check';
import { backends } from './helpers/backends';
import { UNLIMITED_RATES, createTestContext, type TestContext, type TestUser } from './helpers/context';
import { AUTHENTICATED_ROUTES } from './helpers/routes';

const ROUTES = AUTHENTICATED_ROUTES;

// Values near the routes' real fields, so that generated input reaches past the first check.
const FIELDS = [
  'operation',
  'user_id',
  'provider',
  'provider_sub',
  'accounts_linked',
  'given_name',
  'family_name',
  'profile_completed',
  'public_token',
  'institution_id',
  'institution_name',
  'accounts',
  'items',
  'column_config',
  'start_date',
  'end_date',
  'account',
  'category',
  'search',
  'limit',
  'offset',
  'webhook_type',
  'webhook_code',
  'item_id',
  'error',
  'width',
  'id',
  'selection',
  'set',
  'ids',
  'filter',
  'excluded',
  'match_field',
  'match_value',
  'display_name',
  'transaction_ids',
];
const tricky = fc.oneof(
  fc.constantFrom(
    'get_or_create',
    'update',
    '2025-02-30',
    '2025-13-01',
    '9999-99-99',
    '2025-01-01',
    '',
    ' ',
    '%',
    '_',
    '\\',
    "'",
    '\u0000',
    '60px',
    '59px',
    'ins_109508',
    'TRANSACTIONS',
    'SYNC_UPDATES_AVAILABLE',
    'ITEM',
    'ERROR',
    'true',
    'null',
    '-1',
    '1e309',
    'NaN',
    'merchant',
    'FOOD_AND_DRINK',
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    tricky,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('v'), { maxKeys: 5 }),
  ),
})).v;
const body = fc.oneof(fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), value, { maxKeys: 8 }), value);
const query = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(tricky.map(String), fc.array(tricky.map(String), { maxLength: 3 })),
  { maxKeys: 5 },
);

// A path parameter (a transaction or category id): the provider's, unknown ones, and anything at all.
const pathParameter = fc.oneof(fc.constantFrom('FOOD_AND_DRINK', 'cat_unknown', 'manual-x', '%', '..'), fc.string());

describe.each(backends)('malformed bodies and queries never get a 5xx (%s)', (backend) => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { rateLimit: UNLIMITED_RATES });
    user = await ctx.newUser();
    await ctx.link(user, 'ins_109508');
  });
  afterAll(async () => ctx.close());

  it.each(ROUTES)('%s %s', async (method, route) => {
    await fc.assert(
      fc.asyncProperty(body, query, fc.boolean(), pathParameter, async (payload, params, signed, id) => {
        const url = route.replace(/\{[^}]+\}/g, encodeURIComponent(id));
        const search = new URLSearchParams();
        for (const [k, v] of Object.entries(params))
          for (const item of Array.isArray(v) ? v : [v]) search.append(k, item);
        const raw = JSON.stringify(payload) ?? 'null';
        const headers: Record<string, string> = { ...user.auth, 'content-type': 'application/json' };
        if (url === '/plaid/webhook' && signed) headers['plaid-verification'] = await ctx.provider.signWebhook(raw);
        const res = await ctx.app.inject({
          method,
          url: `${url}?${search.toString()}`,
          headers,
          payload: method === 'GET' ? undefined : raw,
        });
        await ctx.app.syncJobs.idle();
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body} for ${raw} ?${search.toString()}`);
        expect(JSON.parse(res.body)).toEqual(expect.any(Object));
      }),
      { numRuns: 60 },
    );
  });
});
