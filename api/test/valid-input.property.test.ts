import fc from 'fast-check';
import { backends } from './helpers/backends';
import {
  UNLIMITED_RATES,
  createTestContext,
  type LinkedItem,
  type TestContext,
  type TestUser,
} from './helpers/context';
import { operationsOf, type OpenApiDocument, type Operation } from './helpers/openapi-operations';
import { schemaArbitrary, type SchemaArbitraryOptions } from './helpers/schema-arbitrary';

/**
 * Every route, with input drawn from its own query and body schemas (the OpenAPI document the API serves): values a
 * well-behaved caller could send, the caller's own ids among them, dates over ten centuries. None may get a 5xx, and
 * no answer to this person (a bank with a few hundred transactions) may grow past a bound or hold the heap: a date
 * range of eight thousand years once made GET /spending/trends run 100 s and exhaust the heap, and GET /summary/month
 * answer 84.6 MB.
 */
const MAX_ANSWER_BYTES = 1024 * 1024;
const MAX_HEAP_GROWTH_BYTES = 256 * 1024 * 1024;
/** A stream stays open by design; its bounds have tests of their own (events.test.ts). */
const NOT_SAMPLED = new Set(['GET /events']);

/** The operation's path with each parameter drawn from its schema. */
function pathArbitrary(op: Operation, options: SchemaArbitraryOptions): fc.Arbitrary<string> {
  const fields = Object.fromEntries(op.params.map((p) => [p.name, schemaArbitrary(p.schema, options, p.name)]));
  return fc
    .record(fields)
    .map((values) => op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name]))));
}

function queryArbitrary(op: Operation, options: SchemaArbitraryOptions): fc.Arbitrary<URLSearchParams> {
  const fields = Object.fromEntries(op.query.map((p) => [p.name, schemaArbitrary(p.schema, options, p.name)]));
  const required = op.query.filter((p) => p.required).map((p) => p.name);
  return fc.record(fields, { requiredKeys: required }).map((values) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(values))
      for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
    return search;
  });
}

describe.each(backends)('valid-looking input to every route: never a 5xx, answers bounded (%s)', (backend) => {
  let ctx: TestContext;
  let user: TestUser;
  let item: LinkedItem;
  let operations: Operation[];
  let options: SchemaArbitraryOptions;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { rateLimit: UNLIMITED_RATES });
    user = await ctx.newUser();
    item = await ctx.link(user, 'ins_109508');
    const doc = ctx.app.swagger() as unknown as OpenApiDocument;
    operations = operationsOf(doc).filter((op) => !NOT_SAMPLED.has(`${op.method} ${op.path}`));
    const refs = Object.fromEntries(
      Object.entries(doc.components?.schemas ?? {}).map(([key, schema]) => [`#/components/schemas/${key}`, schema]),
    );
    // One of the caller's transactions (a manual one: the fake bank sends none), so edits reach past the 404.
    const manual = await ctx.app.inject({
      method: 'POST',
      url: '/transactions',
      headers: user.auth,
      payload: { account_id: item.accountIds[0], date: '2025-01-01', amount: 1, description: 'Cash' },
    });
    const transactionIds = [(JSON.parse(manual.body) as { transaction_id: string }).transaction_id];
    const institution = fc.constantFrom(item.institutionId, 'ins_3', 'ins_unknown');
    const account = fc.constantFrom(...item.accountIds, 'acc_unknown');
    options = {
      refs,
      known: {
        user_id: fc.constantFrom(user.userId, '00000000-0000-4000-8000-000000000000'),
        institution_id: institution,
        item_id: fc.constantFrom(item.plaidItemId, 'item_unknown'),
        items: fc.array(institution, { maxLength: 2 }),
        map_key: institution,
        account: fc.array(account, { maxLength: 3 }),
        accounts: fc.array(account, { maxLength: 3 }),
        operation: fc.constantFrom('get_or_create', 'update'),
        transaction_id: fc.constantFrom(...transactionIds, 'manual-unknown', 'tx_unknown'),
        account_id: account,
        category_id: fc.constantFrom('FOOD_AND_DRINK', 'cat_unknown'),
        rule_id: fc.constantFrom('rule_unknown'),
        category: fc.constantFrom('FOOD_AND_DRINK', 'TRAVEL', 'cat_unknown', null),
        month: fc.constantFrom('2025-01', new Date().toISOString().slice(0, 7), '2099-01', '2025-13'),
        today: fc.constantFrom(new Date().toISOString().slice(0, 10), '2025-01-01', '2026-02-30'),
        stream_id: fc.constantFrom('00000000-0000-4000-8000-000000000000', 'stream_unknown'),
        insight_id: fc.constantFrom('duplicate_charge:AAAAAAAAAAAAAAAAAAAAAA', 'new_payee:x', 'not an id'),
      },
    };
  });
  afterAll(async () => ctx.close());

  it('samples every route of the OpenAPI document', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(
      [
        'DELETE /plaid/accounts',
        'POST /accounts',
        'PATCH /accounts/{account_id}',
        'GET /accounts/balance-history',
        'POST /transactions',
        'PATCH /transactions/{transaction_id}',
        'DELETE /transactions/{transaction_id}',
        'PUT /transactions/{transaction_id}/split',
        'DELETE /transactions/{transaction_id}/split',
        'GET /budgets/{month}',
        'PATCH /budgets/{month}',
        'GET /recurring',
        'PATCH /recurring/{stream_id}',
        'GET /insights',
        'PATCH /insights/{insight_id}',
        'GET /categories',
        'GET /categories/counts',
        'POST /categories',
        'POST /categories/{category_id}/merge',
        'PATCH /categories/{category_id}',
        'DELETE /categories/{category_id}',
        'POST /transactions/bulk',
        'GET /rules',
        'GET /rules/matches',
        'GET /rules/{rule_id}/matches',
        'POST /rules/{rule_id}/apply',
        'PUT /rules/order',
        'POST /rules',
        'PATCH /rules/{rule_id}',
        'DELETE /rules/{rule_id}',
        'POST /transfers',
        'DELETE /transfers/{transaction_id}',
        'GET /api/user-preferences',
        'GET /health',
        'GET /plaid/accounts',
        'GET /spending/trends',
        'GET /summary/category',
        'GET /summary/month',
        'GET /summary/payee',
        'GET /transactions',
        'GET /transactions/changes',
        'POST /api/user-preferences',
        'POST /plaid/accounts/sync',
        'POST /plaid/exchange-token',
        'POST /plaid/link-token',
        'POST /plaid/webhook',
        'POST /user/metadata',
      ].sort(),
    );
  });

  it('answers every sampled request 2xx or 4xx, within the answer and heap bounds', async () => {
    for (const op of operations) {
      const body = op.body ? schemaArbitrary(op.body, options) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(
          pathArbitrary(op, options),
          queryArbitrary(op, options),
          body,
          async (path, search, payload) => {
            const heapBefore = process.memoryUsage().heapUsed;
            const res = await ctx.app.inject({
              method: op.method as 'GET',
              url: `${path}?${search.toString()}`,
              headers: { ...user.auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
              ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
            });
            await ctx.app.syncJobs.idle();
            const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
            const what = `${op.method} ${path}?${search.toString()} ${JSON.stringify(payload) ?? ''}`;
            if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body} for ${what}`);
            if (res.rawPayload.length > MAX_ANSWER_BYTES)
              throw new Error(`${res.rawPayload.length} bytes answered for ${what}`);
            if (heapGrowth > MAX_HEAP_GROWTH_BYTES)
              throw new Error(`the heap grew by ${Math.round(heapGrowth / 2 ** 20)} MB for ${what}`);
          },
        ),
        { numRuns: 40 },
      );
    }
  });
});
