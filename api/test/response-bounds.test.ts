import { addYearsIso, latestCalendarDateIso } from '../src/lib/dates';
import { resolveRange } from '../src/lib/date-range';
import { backends } from './helpers/backends';
import { createTestContext, json, type TestContext, type TestUser } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

const RANGE_ROUTES = ['/transactions', '/summary/category', '/summary/month', '/summary/payee', '/spending/trends'];

describe('resolveRange', () => {
  it('takes real dates from 1970 to 2099, at most ten years apart', () => {
    expect(resolveRange('1970-01-01', '1979-12-31')).toEqual({ startDate: '1970-01-01', endDate: '1979-12-31' });
    expect(resolveRange('2090-01-01', '2099-12-31')).toEqual({ startDate: '2090-01-01', endDate: '2099-12-31' });
    expect(() => resolveRange('1969-12-31', '1970-01-31')).toThrow(
      'start_date must be between 1970-01-01 and 2099-12-31',
    );
    expect(() => resolveRange('2099-01-01', '2100-01-01')).toThrow(
      'end_date must be between 1970-01-01 and 2099-12-31',
    );
    expect(() => resolveRange('2015-01-01', '2025-01-01')).toThrow(
      'The range from start_date to end_date must be shorter than 10 years',
    );
    expect(() => resolveRange('2025-02-30', undefined)).toThrow('start_date must be a real date written yyyy-MM-dd');
  });

  it('counts a leap day as the day it is', () => {
    expect(addYearsIso('2016-02-29', 10)).toBe('2026-03-01');
    expect(resolveRange('2016-02-29', '2026-02-28').endDate).toBe('2026-02-28');
    expect(() => resolveRange('2016-02-29', '2026-03-01')).toThrow('shorter than 10 years');
  });

  it('ends a range with no end on the latest date any calendar has reached, and starts it 18 months back', () => {
    // 20:00 in New York on 31 December is 01:00 on 1 January in UTC and 15:00 on 1 January in Kiritimati.
    expect(latestCalendarDateIso(new Date('2026-01-01T01:00:00Z'))).toBe('2026-01-01');
    expect(latestCalendarDateIso(new Date('2025-12-31T10:00:00Z'))).toBe('2026-01-01');
    expect(latestCalendarDateIso(new Date('2025-12-31T09:59:59Z'))).toBe('2025-12-31');
    const { startDate, endDate } = resolveRange(undefined, '2026-06-15');
    expect([startDate, endDate]).toEqual(['2025-01-01', '2026-06-15']);
  });
});

describe.each(backends)('bounded responses (%s)', (backend) => {
  let ctx: TestContext;
  let alice: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { responseMaxRows: { compact: 4, full: 3 } });
    alice = await ctx.newUser();
    await ctx.link(alice, 'ins_bounds', {
      accounts: 1,
      transactions: ([checking]) =>
        ['2025-01-03', '2025-02-10', '2025-03-01', '2025-06-30', '2025-12-31'].map((date, i) =>
          makeTransaction(checking!, { transaction_id: `b-${i}`, date, amount: 10 + i }),
        ),
    });
  });
  afterAll(async () => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: alice.auth });

  it.each(RANGE_ROUTES)('%s refuses a range of eight thousand years, and one of ten years, with 400', async (route) => {
    const ages = await get(`${route}?start_date=1900-01-01&end_date=9999-12-31`);
    expect(ages.statusCode).toBe(400);
    expect(json(ages).message).toBe('start_date must be between 1970-01-01 and 2099-12-31');
    const decade = await get(`${route}?start_date=2016-01-01&end_date=2026-01-01`);
    expect(decade.statusCode).toBe(400);
    expect(json(decade).message).toBe('The range from start_date to end_date must be shorter than 10 years');
    // (limit: the transactions response holds at most three rows here, see below)
    expect((await get(`${route}?start_date=2016-01-02&end_date=2026-01-01&limit=1`)).statusCode).toBe(200);
  });

  it('serves the longest range with one entry a month and a trend of as many months', async () => {
    const query = 'start_date=2016-01-02&end_date=2026-01-01';
    expect(json(await get(`/summary/month?${query}`)).summary).toHaveLength(121);
    const trends = json(await get(`/spending/trends?${query}`));
    expect(trends.months).toHaveLength(121);
    expect(trends.trends[0].months).toHaveLength(121);
  });

  it('serves at most `limit` payees, from 1 to 500, and refuses a limit outside with 400', async () => {
    const range = 'start_date=2025-01-01&end_date=2025-12-31';
    // Five rows of one payee (Blue Bottle): one entry, whatever the limit.
    expect(json(await get(`/summary/payee?${range}&limit=500`)).summary).toEqual([
      { payee: 'Blue Bottle', total: 60, count: 5, last_date: '2025-12-31' },
    ]);
    for (const [limit, message] of [
      ['501', 'querystring/limit must be <= 500'],
      ['0', 'querystring/limit must be >= 1'],
    ]) {
      const res = await get(`/summary/payee?${range}&limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ error: 'Bad Request', message });
    }
  });

  it('refuses a response of more rows than its format holds, and serves the same set by pages', async () => {
    const range = 'start_date=2025-01-01&end_date=2025-12-31';
    const full = await get(`/transactions?${range}`);
    expect(full.statusCode).toBe(400);
    expect(json(full).message).toBe(
      'The range holds 5 transactions; one answer holds at most 3 in the full format: ask for a shorter range, ' +
        'or page with limit and offset',
    );
    const compact = await get(`/transactions?${range}&format=compact`);
    expect(compact.statusCode).toBe(400);
    expect(json(compact).message).toContain('at most 4 in the compact format');
    expect(json(await get(`/transactions?${range}&format=compact&offset=1`))).toMatchObject({ count: 4, total: 5 });
    expect(json(await get(`/transactions?${range}&limit=3`))).toMatchObject({ count: 3, total: 5 });
    expect(json(await get(`/transactions?${range}&limit=3&offset=3`))).toMatchObject({ count: 2, total: 5 });
    expect(json(await get('/transactions?start_date=2025-03-01&end_date=2025-12-31'))).toMatchObject({ count: 3 });
  });

  it('checks the row cap before answering If-None-Match: * (a copy of any set): 400 past it, 304 within it', async () => {
    const range = 'start_date=2025-01-01&end_date=2025-12-31';
    const anyCopy = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { ...alice.auth, 'if-none-match': '*' } });
    const whole = await anyCopy(`/transactions?${range}`);
    expect(whole.statusCode).toBe(400);
    expect(json(whole).message).toContain('at most 3 in the full format');
    expect((await anyCopy(`/transactions?${range}&limit=3`)).statusCode).toBe(304);
  });
});
