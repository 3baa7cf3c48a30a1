import type { PGlite } from '@electric-sql/pglite';
import type { Autovacuum } from './pglite-autovacuum';
/** The one database interface the repositories use: PostgreSQL dialect on PGlite or on a pg pool. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * How the job queue reaches this database: PGlite's one in-process connection, or a pool of its own on a server (in a
 * schema of its own, so that the queue's tables never meet the app's).
 */
export type JobQueueConnection =
  { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; connectionString: string; schema: string };

/** Stops a LISTEN started with Database.listen. */
export type Unlisten = () => Promise<void>;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly jobQueue: JobQueueConnection;
  /**
   * Calls onPayload with each NOTIFY on the channel, from any connection to this database (every API process on the
   * same PostgreSQL; on PGlite, this process). A notification sent inside a transaction arrives after its commit.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /** The embedded PGlite's VACUUM and ANALYZE after large writes; none on PostgreSQL, whose server runs its own. */
  readonly autovacuum?: Autovacuum;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  schema: string | undefined;
  dropSchemaOnClose: boolean;
  pgliteDir: string;
}
