import pg from 'pg';
import type { Database, Queryable } from './database';

// Dates stay 'YYYY-MM-DD' strings: pg would otherwise turn them into local-midnight Date objects.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value: string) => value);

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgres(
  url: string,
  schema: string | undefined,
  dropSchemaOnClose: boolean,
): Promise<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid DATABASE_SCHEMA "${schema}"`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => undefined);

  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
  });

  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // A connection killed while checked out emits 'error' on its client: without a listener that would crash the
      // process. The transaction then fails, the server has rolled it back, and the client is discarded.
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken ??= rollbackError;
        });
        throw err;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    async close() {
      if (schema && dropSchemaOnClose) {
        await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      }
      await pool.end();
    },
  };
}
