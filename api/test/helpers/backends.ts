import crypto from 'node:crypto';
import type { Database } from '../../src/db/database';
import { openPglite, type PgliteOptions } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI). */
export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh database: PGlite in memory (with these options), or a PostgreSQL schema of its own dropped on close. */
export async function openTestDatabase(backend: Backend, pglite: PgliteOptions = {}): Promise<Database> {
  if (backend === 'pglite') return openPglite('memory://', pglite);
  const schema = `api_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  return openPostgres(process.env.DATABASE_URL!, schema, true);
}
