import { PGlite, types } from '@electric-sql/pglite';
import { makePrivateDir } from '../lib/private-dir';
import type { Database, Queryable } from './database';
import { toQueryError } from './query-error';

export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) makePrivateDir(dataDir);
  const db = await PGlite.create(dataDir, {
    // Same representation as the pg driver setup: dates as 'YYYY-MM-DD' strings.
    parsers: { [types.DATE]: (value: string) => value },
  });

  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        const result = await q.query<T>(sql, params);
        return result.rows;
      } catch (err) {
        throw toQueryError(err, sql);
      }
    },
  });

  return {
    kind: 'pglite',
    jobQueue: { kind: 'pglite', pglite: db },
    ...asQueryable(db),
    listen(channel, onPayload) {
      return db.listen(channel, onPayload);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(asQueryable(tx)));
    },
    async close() {
      await db.close();
    },
  };
}
