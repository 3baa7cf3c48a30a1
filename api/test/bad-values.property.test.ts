import fc from 'fast-check';
import { backends } from './helpers/backends';
import {
  UNLIMITED_RATES,
  createTestContext,
  json,
  type LinkedItem,
  type TestContext,
  type TestUser,
} from './helpers/context';
import { operationsOf, type OpenApiDocument, type Operation } from './helpers/openapi-operations';
import type { JsonSchema } from './helpers/schema-arbitrary';

/**
 * One rule for every number and every text a person writes, from the schemas of the OpenAPI document the API serves:
 * every such field of every route, sent a value that breaks the rule (beside a body that is otherwise valid), is
 * answered 400 naming that field, never a 5xx, and changes nothing.
 */

type TextKind = 'line' | 'notes';
interface Field {
  route: string;
  part: 'body' | 'querystring';
  /** Where the field is: ['set', 'category'] is body.set.category. */
  path: string[];
  kind: { text: TextKind } | { number: JsonSchema };
}

/** The fields of a schema the rules cover: text the person writes (`x-text`), and numbers. */
function fieldsOf(schema: JsonSchema, path: string[] = []): Omit<Field, 'route' | 'part'>[] {
  const own = schema as JsonSchema & { 'x-text'?: TextKind };
  if (own['x-text']) return [{ path, kind: { text: own['x-text'] } }];
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes('number') || types.includes('integer')) return [{ path, kind: { number: schema } }];
  const nested = Object.entries(schema.properties ?? {}).flatMap(([name, child]) => fieldsOf(child, [...path, name]));
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((branch) => fieldsOf(branch, path));
  return [...nested, ...branches];
}

function coveredFields(operations: Operation[]): Field[] {
  return operations.flatMap((op) => {
    const route = `${op.method} ${op.path}`;
    const body = op.body ? fieldsOf(op.body).map((f) => ({ ...f, route, part: 'body' as const })) : [];
    const query = op.query.flatMap((p) =>
      fieldsOf(p.schema, [p.name]).map((f) => ({ ...f, route, part: 'querystring' as const })),
    );
    return [...body, ...query];
  });
}

const REFUSED_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ud800',
  '\udfff',
];

/**
 * Text that breaks the rule of its kind: a refused character inside it (at either end, white space such as a line
 * break is trimmed away, not refused), or (one line) nothing but white space.
 */
function badText(kind: TextKind, part: Field['part']): fc.Arbitrary<string> {
  // A URL cannot carry half a UTF-16 pair (it is sent as U+FFFD); JSON can.
  const chars = part === 'body' ? REFUSED_CHARACTERS : REFUSED_CHARACTERS.filter((c) => !/\p{Cs}/u.test(c));
  const refused = fc
    .tuple(
      fc.string({ maxLength: 8, unit: 'grapheme-ascii' }),
      fc.constantFrom(...chars, ...(kind === 'line' ? ['\n', '\r', '\t'] : [])),
      fc.string({ maxLength: 8, unit: 'grapheme-ascii' }),
    )
    .map(([before, char, after]) => `a${before}${char}${after}z`);
  const blank = fc.constantFrom(' ', '   ', '\u00a0', '\u3000 ', ' \u2003 ');
  return kind === 'line' ? fc.oneof(refused, blank) : refused;
}

/** A number that breaks the rules: not a JSON number, not finite, more than two decimals, or out of bounds. */
function badNumber(schema: JsonSchema, part: Field['part']): fc.Arbitrary<unknown> {
  const { minimum = -Infinity, maximum = Infinity } = schema;
  const integer = ([] as string[]).concat(schema.type ?? []).includes('integer');
  const outOfBounds = [
    ...(Number.isFinite(minimum) ? [minimum - 1, minimum - 0.5] : []),
    ...(Number.isFinite(maximum) ? [maximum + 1, maximum + 0.5] : []),
  ];
  const notFinite = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN'];
  // A query is text: a number written as text is how a query says it; a body says it as a JSON number.
  const wrongType = part === 'body' ? ['12', '1.50', true, false, [1], { amount: 1 }] : ['abc', 'true'];
  const tooFine = integer ? [1.5, 0.1] : [1e-9, 0.001, 1.005, 19.999];
  return fc.oneof(
    fc.constantFrom<unknown>(...notFinite, ...wrongType, ...tooFine, ...outOfBounds),
    fc
      .double({ min: -1e6, max: 1e6, noNaN: true })
      .filter((x) => Math.abs(x * 100 - Math.round(x * 100)) > 1e-3 && (!integer || !Number.isInteger(x))),
  );
}

describe.each(backends)('bad numbers and text in every route: 400 naming the field (%s)', (backend) => {
  let ctx: TestContext;
  let user: TestUser;
  let item: LinkedItem;
  let fields: Field[];
  const valid: Record<string, { url: string; body?: Record<string, unknown>; query?: Record<string, string> }> = {};

  const send = (method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { ...user.auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  /** What a refused request must leave as it was: the transactions, the categories and the rules. */
  const snapshot = async () => {
    const range = 'start_date=2020-01-01&end_date=2029-12-31';
    const [transactions, categories, rules] = await Promise.all([
      send('GET', `/transactions?${range}`),
      send('GET', '/categories'),
      send('GET', '/rules'),
    ]);
    return [transactions.body, categories.body, rules.body];
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend, { rateLimit: UNLIMITED_RATES });
    user = await ctx.newUser();
    item = await ctx.link(user, 'ins_109508');
    const manual = json(
      await send('POST', '/transactions', {
        account_id: item.accountIds[0],
        date: '2025-01-01',
        amount: 12.5,
        description: 'Cash',
      }),
    );
    const category = json(await send('POST', '/categories', { name: 'Toys' }));
    const wallet = { name: 'Wallet', kind: 'cash', iso_currency_code: 'USD', opening_balance: 100 };
    const kept = json(await send('POST', '/accounts', wallet));
    const rule = json(
      await send('POST', '/rules', { match_field: 'merchant', match_value: 'Blue Bottle', category: 'TRAVEL' }),
    ).rule;
    // A monthly payment kept by hand, found as a recurring stream.
    for (const date of ['2025-03-03', '2025-04-03', '2025-05-05']) {
      await send('POST', '/transactions', { account_id: kept.account_id, date, amount: 30, description: 'Gym' });
    }
    const today = new Date().toISOString().slice(0, 10);
    const stream = json(await send('GET', `/recurring?today=${today}`)).streams[0];
    const range = { start_date: '2025-01-01', end_date: '2025-12-31' };
    const set = await send('GET', '/transactions?start_date=2025-01-01&end_date=2025-12-31&format=compact&limit=1');
    const cursor = json(set).cursor as string;
    Object.assign(valid, {
      'POST /transactions': {
        url: '/transactions',
        body: {
          account_id: item.accountIds[0],
          date: '2025-02-01',
          amount: 3.5,
          description: 'Market',
          notes: 'apples',
        },
      },
      'PATCH /transactions/{transaction_id}': {
        url: `/transactions/${manual.transaction_id}`,
        body: { display_name: 'Market', notes: 'pears' },
      },
      'POST /accounts': { url: '/accounts', body: { ...wallet, name: 'Purse' } },
      'PATCH /accounts/{account_id}': { url: `/accounts/${kept.account_id}`, body: { name: 'Pocket' } },
      'POST /categories': { url: '/categories', body: { name: 'Games' } },
      'PATCH /categories/{category_id}': { url: `/categories/${category.category_id}`, body: { name: 'Puzzles' } },
      'PATCH /recurring/{stream_id}': {
        url: `/recurring/${stream.stream_id}`,
        query: { today },
        body: { name: 'Gym' },
      },
      'POST /rules': {
        url: '/rules',
        body: { match_field: 'name', match_value: 'KIOSK', category: 'TRAVEL', display_name: 'Kiosk' },
      },
      'PATCH /rules/{rule_id}': {
        url: `/rules/${rule.rule_id}`,
        body: { match_value: 'Blue Bottle Cafe', display_name: 'Cafe' },
      },
      'GET /rules/matches': { url: '/rules/matches', query: { match_field: 'name', match_value: 'KIOSK' } },
      'GET /transactions': { url: '/transactions', query: { ...range, limit: '10', offset: '0' } },
      'GET /summary/payee': { url: '/summary/payee', query: { ...range, limit: '5' } },
      'GET /transactions/changes': { url: '/transactions/changes', query: { cursor, limit: '10' } },
    });
    fields = coveredFields(operationsOf(ctx.app.swagger() as unknown as OpenApiDocument));
  });
  afterAll(async () => ctx.close());

  it('finds every text a person writes and every number in the OpenAPI document', () => {
    expect(fields.map((f) => `${f.route} ${f.part}/${f.path.join('/')}`).sort()).toEqual(
      [
        'GET /rules/matches querystring/match_value',
        'GET /summary/payee querystring/limit',
        'GET /transactions querystring/limit',
        'GET /transactions querystring/offset',
        'GET /transactions/changes querystring/limit',
        'PATCH /accounts/{account_id} body/name',
        'PATCH /categories/{category_id} body/name',
        'PATCH /recurring/{stream_id} body/name',
        'PATCH /rules/{rule_id} body/display_name',
        'PATCH /rules/{rule_id} body/match_value',
        'PATCH /transactions/{transaction_id} body/display_name',
        'PATCH /transactions/{transaction_id} body/notes',
        'POST /accounts body/name',
        'POST /accounts body/opening_balance',
        'POST /categories body/name',
        'POST /rules body/display_name',
        'POST /rules body/match_value',
        'POST /transactions body/amount',
        'POST /transactions body/description',
        'POST /transactions body/notes',
      ].sort(),
    );
  });

  it('answers each broken rule 400 naming the field, and changes nothing', async () => {
    const before = await snapshot();
    for (const field of fields) {
      const base = valid[field.route];
      if (!base) throw new Error(`no valid request for ${field.route}`);
      const name = `${field.part}/${field.path.join('/')}`;
      const bad =
        'text' in field.kind ? badText(field.kind.text, field.part) : badNumber(field.kind.number, field.part);
      await fc.assert(
        fc.asyncProperty(bad, async (value) => {
          const [method] = field.route.split(' ');
          // A body's route may take a query too (the person's today): the valid one.
          let url = base.query ? `${base.url}?${new URLSearchParams(base.query).toString()}` : base.url;
          let body: Record<string, unknown> | undefined;
          if (field.part === 'body') {
            body = structuredClone(base.body!);
            let at: Record<string, unknown> = body;
            for (const key of field.path.slice(0, -1)) at = at[key] as Record<string, unknown>;
            at[field.path.at(-1)!] = value;
          } else {
            const search = new URLSearchParams({ ...base.query, [field.path[0]!]: String(value) });
            url = `${base.url}?${search.toString()}`;
          }
          const res = await send(method!, url, body);
          const what = `${field.route} ${name} = ${JSON.stringify(value)}`;
          if (res.statusCode !== 400) throw new Error(`${res.statusCode} ${res.body} for ${what}`);
          const answer = json(res);
          expect(Object.keys(answer).sort()).toEqual(['error', 'message']);
          if (!String(answer.message).startsWith(name)) throw new Error(`"${answer.message}" for ${what}`);
        }),
        { numRuns: 25 },
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps text trimmed and normalised (NFC), and a pictograph sequence whole', async () => {
    const res = await send('POST', '/transactions', {
      account_id: item.accountIds[0],
      date: '2025-03-01',
      amount: 7,
      description: '  Cafe\u0301  ',
      notes: ' line one\r\nline two\t👨‍👩‍👧 ',
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).display_name ?? json(res).name).toBe('Café');
    expect(json(res).notes).toBe('line one\nline two\t👨‍👩‍👧');
    const rule = await send('POST', '/rules', {
      match_field: 'name',
      match_value: '  padded  ',
      category: 'TRAVEL',
      display_name: '  Padded  ',
    });
    expect(rule.statusCode).toBe(201);
    expect(json(rule).rule).toMatchObject({ match_value: 'padded', display_name: 'Padded' });
  });

  it('refuses a category that reads as an existing one, whatever its case, spaces or forms', async () => {
    for (const [name, existing] of [
      ['Food\u00a0And Drink', 'Food And Drink'],
      ['food and  drink', 'Food And Drink'],
      ['ＦＯＯＤ ＡＮＤ ＤＲＩＮＫ', 'Food And Drink'],
      ['FoodAndDrink', 'Food And Drink'],
      ['toys', 'Toys'],
      ['T O Y S', 'Toys'],
    ]) {
      const res = await send('POST', '/categories', { name });
      expect([res.statusCode, json(res).message]).toEqual([409, `A category named "${existing}" exists already`]);
    }
  });

  it('stores an amount exactly as sent, and refuses one that a coercion would have turned into a number', async () => {
    const ok = await send('POST', '/transactions', {
      account_id: item.accountIds[0],
      date: '2025-03-02',
      amount: -999999999.99,
      description: 'Large refund',
    });
    expect([ok.statusCode, json(ok).amount]).toEqual([201, -999999999.99]);
    for (const [amount, message] of [
      ['Infinity', 'body/amount must be number'],
      [true, 'body/amount must be number'],
      [1e-9, 'body/amount must have at most 2 decimals'],
      [0, 'body/amount must NOT be valid'],
    ] as const) {
      const res = await send('POST', '/transactions', {
        account_id: item.accountIds[0],
        date: '2025-03-02',
        amount,
        description: 'Nothing',
      });
      expect([res.statusCode, json(res).message]).toEqual([400, message]);
    }
  });
});
