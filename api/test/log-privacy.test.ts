import { Writable } from 'node:stream';
import { loggerOptions } from '../src/app';
import { backends } from './helpers/backends';
import { createTestContext, json, type LinkedItem, type TestContext, type TestUser } from './helpers/context';

const DESCRIPTION = 'Birthday gift for Ana Lucía';
const NOTES = 'she must not know: 4 Rue des Lilas';

/**
 * The log holds no person's words: a statement that fails logs its name and SQLSTATE, never its parameters or the
 * server's message (PGlite's error carries the parameters; a message can quote a value), and no token is written.
 */
describe.each(backends)('the log holds no person words (%s)', (backend) => {
  let ctx: TestContext;
  let user: TestUser;
  let item: LinkedItem;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    ctx = await createTestContext(backend, {}, { logger: { ...(loggerOptions('info') as object), stream } });
    user = await ctx.newUser();
    item = await ctx.link(user, 'ins_109508');
    // The database refuses every manual transaction, quoting its name in the message as PostgreSQL quotes values.
    await ctx.db.query(`CREATE FUNCTION refuse_manual() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused %: %', NEW.name, NEW.notes; END $$`);
    await ctx.db.query(`CREATE TRIGGER refuse_manual BEFORE INSERT ON transactions
      FOR EACH ROW WHEN (NEW.manual) EXECUTE FUNCTION refuse_manual()`);
  });
  afterAll(async () => ctx.close());

  it('logs a failed statement by name and SQLSTATE only', async () => {
    lines.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/transactions',
      headers: user.auth,
      payload: {
        account_id: item.accountIds[0],
        date: '2025-05-01',
        amount: 20,
        description: DESCRIPTION,
        notes: NOTES,
      },
    });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({ error: 'Internal Server Error', message: 'An unexpected error occurred' });
    const log = lines.join('\n');
    expect(log).toContain('INSERT transactions failed with SQLSTATE P0001');
    for (const words of [DESCRIPTION, NOTES, 'Ana Lucía', 'Rue des Lilas', '"amount"'])
      expect(log).not.toContain(words);
  });

  it('writes no token and no Authorization header', async () => {
    lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/plaid/accounts', headers: user.auth });
    await ctx.app.inject({ method: 'GET', url: '/plaid/accounts', headers: { authorization: 'Bearer not.a.token' } });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(log).not.toContain(user.token);
    expect(log).not.toContain('not.a.token');
    expect(log).not.toMatch(/authorization/i);
  });
});
