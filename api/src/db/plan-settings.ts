import type { Queryable } from './database';

/** Planner settings a statement is run with, each turned off (enable_seqscan, jit, ...). */
export type PlanSetting = 'enable_seqscan' | 'enable_bitmapscan' | 'enable_sort' | 'jit';

/**
 * Runs one statement of a transaction with these planner settings off, and puts them back as they were for the rest
 * of it once it has answered (a failed statement aborts the transaction, settings and all). For statements whose only
 * good plan walks the person's index from a position: without statistics (PGlite's autovacuum has not analyzed the
 * table yet, or they are stale) the planner may prefer reading all the person's rows and sorting them; and a plan
 * priced with a disabled node passes PostgreSQL's JIT threshold, whose compiling then costs more than the statement.
 */
export async function withPlanSettingsOff<T>(
  db: Queryable,
  settings: readonly PlanSetting[],
  statement: () => Promise<T>,
): Promise<T> {
  await db.query("SELECT set_config(name, 'off', true) FROM unnest($1::text[]) AS name", [settings]);
  const answer = await statement();
  await db.query('SELECT set_config(name, reset_val, true) FROM pg_settings WHERE name = ANY($1::text[])', [settings]);
  return answer;
}
