// The databases a bench runs on, one after the other: an on-disk PGlite in a temp dir, and PostgreSQL at
// BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a schema of its own dropped
// afterwards. BENCH_BACKENDS=pglite or postgres runs one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',');
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs the bench on each backend asked for, named (`PGlite (on disk)`, `PostgreSQL`), after a line on the machine;
 * `tag` names its dir and schema. A failure is printed and fails the process.
 */
export function runOnEachBackend(tag: string, bench: (name: string, db: Database) => Promise<void>): void {
  console.log(`node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`);
  onEachBackend(tag, bench).catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}

async function onEachBackend(tag: string, bench: (name: string, db: Database) => Promise<void>): Promise<void> {
  if (BACKENDS.includes('pglite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${tag}-`));
    const db = await openPglite(dir);
    try {
      await bench('PGlite (on disk)', db);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (BACKENDS.includes('postgres')) {
    const db = await openPostgres(DATABASE_URL, `bench_${tag}_${crypto.randomBytes(4).toString('hex')}`, true);
    try {
      await bench('PostgreSQL', db);
    } finally {
      await db.close();
    }
  }
}
