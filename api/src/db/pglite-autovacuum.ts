import type { Queryable } from './database';
import { letOthersRun } from './let-others-run';

/**
 * When the autovacuum looks and how much it reads. The defaults are the app's; tests shorten the times.
 * - writesBeforeLook: rows written (as the statements report them) before it looks at the tables' counters.
 * - settleMs: how long after the last of those writes it looks: a long write (a rule or a bulk change in slices, a
 *   sync's pages) ends first; a write that never pauses is looked at minIntervalMs after it began.
 * - minIntervalMs: the least time between two rounds of VACUUM and ANALYZE.
 * - statisticsTarget: ANALYZE's sample is 300 times this many rows.
 */
export interface AutovacuumOptions {
  writesBeforeLook: number;
  settleMs: number;
  minIntervalMs: number;
  statisticsTarget: number;
}

export const AUTOVACUUM_DEFAULTS: AutovacuumOptions = {
  writesBeforeLook: 1_000,
  settleMs: 2_000,
  minIntervalMs: 60_000,
  // 3,000 rows: ANALYZE of 200,000 transactions reads 75 ms instead of the 1.2 s of PostgreSQL's 100 (30,000 rows),
  // and PGlite's statement holds the process's only thread. One person's data plans well on ten-bucket histograms.
  statisticsTarget: 10,
};

/**
 * The tables due: more rows changed since their last ANALYZE than 50 and a tenth of them (PostgreSQL's autovacuum
 * thresholds), or grown by more than a tenth and 1 MB since (relpages, set by the last VACUUM or ANALYZE): PGlite does
 * not keep its counters over a restart, so a table written before it, or never analyzed, is found by its size.
 */
const DUE_TABLES = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS name
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
     OR pg_relation_size(s.relid) / current_setting('block_size')::int > 1.1 * c.relpages + 128
  ORDER BY s.schemaname, s.relname`;

/**
 * PostgreSQL's autovacuum for the embedded PGlite, which has none: nothing ever ran ANALYZE (the planner guessed 8
 * rows for 158,000) or VACUUM (without a visibility map, counting a person's rows through their index reads every row
 * from the heap: 26,000 pages, 330 ms at 200,000 rows, 25 to 60 ms once vacuumed). After large writes (once they
 * pause) it vacuums and analyzes the tables whose rows changed by a tenth, in the background: never inside a request
 * or a sync's transaction, at most one round a minute, each table's statements apart so that requests run between
 * them. On PostgreSQL the server's own autovacuum does this.
 */
export class Autovacuum {
  /** Where a failed round is told; by default a process warning (openPglite has no logger; the app sets its own). */
  onError: (err: unknown) => void = (err) =>
    process.emitWarning(`PGlite autovacuum failed: ${err instanceof Error ? err.message : String(err)}`);

  private readonly options: AutovacuumOptions;
  private written = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** A look was asked for while one ran: another follows it. */
  private again = false;
  private dueAt = 0;
  /** When the look scheduled now was first asked for. */
  private askedAt: number | undefined;
  private lastRound = -Infinity;
  private stopped = false;

  constructor(
    private readonly db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
    options: Partial<AutovacuumOptions> = {},
  ) {
    this.options = { ...AUTOVACUUM_DEFAULTS, ...options };
  }

  /** Counts rows a statement wrote; enough of them since the last look schedule the next. */
  noteWritten(rows: number): void {
    this.written += rows;
    if (this.written >= this.options.writesBeforeLook) this.schedule();
  }

  /**
   * Looks settleMs after the last write that asks (each pushes it back), at most minIntervalMs after the first, and
   * not before minIntervalMs after the last round of VACUUM and ANALYZE. Also at start: a store written before a
   * restart has no counters, only its size.
   */
  schedule(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const now = performance.now();
    this.askedAt ??= now;
    const { settleMs, minIntervalMs } = this.options;
    const due = Math.max(Math.min(now + settleMs, this.askedAt + minIntervalMs), this.lastRound + minIntervalMs);
    if (this.timer && due <= this.dueAt) return;
    clearTimeout(this.timer);
    this.dueAt = due;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.askedAt = undefined;
      this.running = this.look()
        .then(
          () => undefined,
          (err: unknown) => this.onError(err),
        )
        .finally(() => {
          this.running = undefined;
          if (this.again) {
            this.again = false;
            this.schedule();
          }
        });
    }, due - now);
    // A pending look never keeps the process alive.
    this.timer.unref();
  }

  /** Looks at the tables' counters now, and vacuums and analyzes those due; the names of those it did. */
  async look(): Promise<string[]> {
    this.written = 0;
    // Counters reach the views once flushed, which PGlite does lazily: ask for it, then read them.
    await this.db.query('SELECT pg_stat_force_next_flush()');
    const due = await this.db.query<{ name: string }>(DUE_TABLES);
    for (const { name } of due) {
      if (this.stopped) break;
      await letOthersRun(() => this.db.query('SELECT 1'));
      await this.db.query(`VACUUM ${name}`);
      await letOthersRun(() => this.db.query('SELECT 1'));
      // ANALYZE with a smaller sample than the default, for this statement only.
      await this.db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('default_statistics_target', $1, true)`, [
          String(this.options.statisticsTarget),
        ]);
        await tx.query(`ANALYZE ${name}`);
      });
    }
    if (due.length > 0) this.lastRound = performance.now();
    return due.map((t) => t.name);
  }

  /** Resolves once no look is scheduled or running (the bench, tests). */
  async settled(): Promise<void> {
    while (this.timer || this.running) {
      await (this.running ?? new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }

  /** When the next look is due, in ms from now; null when none is scheduled. */
  get nextLookIn(): number | null {
    return this.timer ? this.dueAt - performance.now() : null;
  }

  /** No more looks; waits for one running (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
