import type { Database, DatabaseOptions } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when a connection string is given, else the embedded PGlite in its data directory. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.schema, options.dropSchemaOnClose);
  }
  return openPglite(options.pgliteDir);
}
