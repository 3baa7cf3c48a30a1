import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, type PgliteDatabase } from '../src/db/pglite';
import { migrate } from '../src/db/migrate';
import { createTestContext, type TestContext } from './helpers/context';
import { makeTransaction } from './helpers/fake-provider';

/** A table's statistics as the planner sees them, and the counters since its last ANALYZE (flushed first). */
async function statsOf(db: PgliteDatabase, table: string) {
  await db.query('SELECT pg_stat_force_next_flush()');
  const [row] = await db.query<{
    reltuples: number;
    relpages: number;
    relallvisible: number;
    analyzed: boolean;
    changed: number;
  }>(
    `SELECT c.reltuples, c.relpages, c.relallvisible, s.last_analyze IS NOT NULL AS analyzed,
            s.n_mod_since_analyze::int AS changed
     FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.oid = $1::regclass`,
    [table],
  );
  return row!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The embedded PGlite has no autovacuum: it vacuums and analyzes its tables itself after large writes (a tenth of a
 * table changed), in the background and at most once per interval (a minute by default; shorter here).
 */
describe('PGlite autovacuum', () => {
  describe('after a large sync', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext('pglite', {}, { pglite: { autovacuum: { settleMs: 20, minIntervalMs: 500 } } });
    });
    afterAll(async () => ctx.close());

    it("gives the planner the transactions' row count and statistics, and the visibility map to count from", async () => {
      const db = ctx.db as PgliteDatabase;
      const user = await ctx.newUser();
      await ctx.link(user, 'ins_autovacuum', {
        transactions: ([checking]) =>
          Array.from({ length: 1_500 }, (_, n) =>
            makeTransaction(checking!, { transaction_id: `av-${n}`, date: `2025-0${1 + (n % 9)}-10` }),
          ),
      });
      await db.autovacuum.settled();
      const stats = await statsOf(db, 'transactions');
      expect(stats).toMatchObject({ reltuples: 1_500, analyzed: true, changed: 0 });
      expect(stats.relpages).toBeGreaterThan(0);
      expect(stats.relallvisible).toBe(stats.relpages);
      // The planner now expects the person's rows, not a guess.
      const [scan] = (
        await db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT t.id FROM transactions t WHERE t.user_id = $1 AND t.date >= '2025-01-01'`,
          [user.userId],
        )
      ).map((p) => p['QUERY PLAN']);
      expect(Number(/rows=(\d+)/.exec(scan!)![1])).toBeGreaterThan(1_000);
    });
  });

  describe('on its own database', () => {
    let db: PgliteDatabase;
    const MIN_INTERVAL_MS = 1_500;
    beforeEach(async () => {
      db = await openPglite('memory://', { autovacuum: { settleMs: 20, minIntervalMs: MIN_INTERVAL_MS } });
      await db.query('CREATE TABLE t (n int)');
    });
    afterEach(async () => db.close());

    it('looks only after a thousand rows written, and analyzes only a table changed by a tenth', async () => {
      await db.autovacuum.settled();
      await db.query('INSERT INTO t SELECT generate_series(1, 999)');
      expect(db.autovacuum.nextLookIn).toBeNull();
      await db.query('INSERT INTO t VALUES (1000)');
      expect(db.autovacuum.nextLookIn).not.toBeNull();
      await db.autovacuum.settled();
      expect(await statsOf(db, 't')).toMatchObject({ reltuples: 1_000, analyzed: true, changed: 0 });
      // 100 rows of 1,000 plus 50 is not enough; the look (after 1,000 more rows written elsewhere) leaves it.
      await db.query('CREATE TABLE other (n int)');
      await db.query('INSERT INTO t SELECT generate_series(1, 140)');
      await sleep(MIN_INTERVAL_MS);
      await db.query('INSERT INTO other SELECT generate_series(1, 1000)');
      await db.autovacuum.settled();
      expect(await statsOf(db, 't')).toMatchObject({ reltuples: 1_000, changed: 140 });
      expect(await statsOf(db, 'other')).toMatchObject({ reltuples: 1_000, changed: 0 });
    });

    it('runs a second round no sooner than the interval after the first', async () => {
      await db.query('INSERT INTO t SELECT generate_series(1, 2000)');
      await db.autovacuum.settled();
      const firstRound = performance.now();
      expect(await statsOf(db, 't')).toMatchObject({ reltuples: 2_000, changed: 0 });
      await db.query('INSERT INTO t SELECT generate_series(1, 2000)');
      expect(db.autovacuum.nextLookIn).toBeGreaterThan(MIN_INTERVAL_MS - 500);
      await sleep(300);
      expect(await statsOf(db, 't')).toMatchObject({ reltuples: 2_000, changed: 2_000 });
      await db.autovacuum.settled();
      // (firstRound is read a moment after that round ended)
      expect(performance.now() - firstRound).toBeGreaterThanOrEqual(MIN_INTERVAL_MS - 100);
      expect(await statsOf(db, 't')).toMatchObject({ reltuples: 4_000, changed: 0 });
    });
  });

  it('waits for a long write to pause, and looks at one that never pauses after the interval', async () => {
    const MIN_INTERVAL_MS = 3_000;
    const db = await openPglite('memory://', { autovacuum: { settleMs: 1_000, minIntervalMs: MIN_INTERVAL_MS } });
    try {
      await db.query('CREATE TABLE t (n int)');
      await db.autovacuum.settled();
      await db.query('INSERT INTO t SELECT generate_series(1, 1000)');
      const asked = performance.now();
      // A write every 100 ms: each pushes the look back, until the interval since the first has passed.
      const seen: { at: number; analyzed: boolean }[] = [];
      while (performance.now() - asked < MIN_INTERVAL_MS + 1_500) {
        await sleep(100);
        await db.query('INSERT INTO t SELECT generate_series(1, 100)');
        seen.push({ at: performance.now() - asked, analyzed: (await statsOf(db, 't')).analyzed });
      }
      expect(seen.filter((s) => s.at < MIN_INTERVAL_MS - 200).every((s) => !s.analyzed)).toBe(true);
      expect(seen.at(-1)!.analyzed).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('finds a table written before a restart by its size (PGlite keeps no counters over one)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-autovacuum-'));
    try {
      // No look before the close.
      const first = await openPglite(dir, { autovacuum: { settleMs: 600_000 } });
      await migrate(first);
      await first.query('CREATE TABLE big (n int, note text)');
      await first.query(`INSERT INTO big SELECT n, repeat('x', 40) FROM generate_series(1, 30000) AS n`);
      await first.close();
      const again = await openPglite(dir, { autovacuum: { settleMs: 300 } });
      try {
        expect(await statsOf(again, 'big')).toMatchObject({ reltuples: -1, changed: 0 });
        await again.autovacuum.settled();
        expect(await statsOf(again, 'big')).toMatchObject({ reltuples: 30_000, analyzed: true });
        // The app's tables, small and never analyzed, are left to their writes.
        expect(await statsOf(again, 'transactions')).toMatchObject({ analyzed: false });
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
