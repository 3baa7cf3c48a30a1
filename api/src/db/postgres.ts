import pg from 'pg';
import type { Database, Queryable } from './database';
import { toQueryError } from './query-error';

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
      try {
        const result = await client.query(sql, params);
        return result.rows as T[];
      } catch (err) {
        throw toQueryError(err, sql);
      }
    },
  });

  // The job queue's tables live beside the app's schema, or in pg-boss's own when there is none.
  const jobSchema = schema ? `${schema}_jobs` : 'pgboss';
  const listeners = new Set<pg.Client>();

  return {
    kind: 'postgres',
    jobQueue: { kind: 'postgres', connectionString: url, schema: jobSchema },
    ...asQueryable(pool),
    listen(channel, onPayload) {
      return listenOn(url, channel, onPayload, listeners);
    },
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
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      if (schema && dropSchemaOnClose) {
        await pool.query(`DROP SCHEMA IF EXISTS ${schema}, ${jobSchema} CASCADE`).catch(() => undefined);
      }
      await pool.end();
    },
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN holds a connection of its own for as long as it lasts (a pooled one would be handed to other queries). When
 * that connection drops, it is opened again after a pause until unlisten; what was sent meanwhile is the caller's to
 * catch up on (events carry ids for that).
 */
async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  open: Set<pg.Client>,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
  let stopped = false;
  let client: pg.Client | undefined;
  const reconnect = (): void => {
    if (!stopped) setTimeout(() => void connect().catch(reconnect), RELISTEN_DELAY_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      open.delete(next);
      next.end().catch(() => undefined);
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    open.add(next);
  };
  await connect();
  return async () => {
    stopped = true;
    if (client) {
      open.delete(client);
      await client.end().catch(() => undefined);
    }
  };
}
