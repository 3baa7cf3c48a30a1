import { PGlite, types } from '@electric-sql/pglite';
import { makePrivateDir } from '../lib/private-dir';
import type { Database, Queryable } from './database';
import { Autovacuum, type AutovacuumOptions } from './pglite-autovacuum';
import { toQueryError } from './query-error';

/** The embedded database, with the autovacuum it runs itself (PostgreSQL's server runs its own). */
export type PgliteDatabase = Database & { readonly autovacuum: Autovacuum };

/** How the embedded database is opened: its autovacuum's times (tests shorten them). */
export interface PgliteOptions {
  autovacuum?: Partial<AutovacuumOptions>;
}

export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  if (!dataDir.startsWith('memory://')) makePrivateDir(dataDir);
  const db = await PGlite.create(dataDir, {
    // Same representation as the pg driver setup: dates as 'YYYY-MM-DD' strings.
    parsers: { [types.DATE]: (value: string) => value },
  });

  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        const result = await q.query<T>(sql, params);
        // Rows inserted, updated or deleted tell the autovacuum when to look (the counters it reads are PGlite's).
        if (result.affectedRows) autovacuum.noteWritten(result.affectedRows);
        return result.rows;
      } catch (err) {
        throw toQueryError(err, sql);
      }
    },
  });
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => db.transaction((tx) => fn(asQueryable(tx)));
  const autovacuum: Autovacuum = new Autovacuum({ ...asQueryable(db), transaction }, options.autovacuum);
  autovacuum.schedule();

  return {
    kind: 'pglite',
    jobQueue: { kind: 'pglite', pglite: db },
    ...asQueryable(db),
    listen(channel, onPayload) {
      return db.listen(channel, onPayload);
    },
    transaction,
    autovacuum,
    async close() {
      await autovacuum.stop();
      await db.close();
    },
  };
}
