import type { Database } from './database';
import { migrations } from '../migrations';

// Any constant works: it only keeps two API instances starting together from migrating at once.
const MIGRATION_LOCK = 7_201_104;

export async function migrate(db: Database): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of splitStatements(migration.up)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
  });
  return applied;
}

/**
 * A migration's statements: split at a ';' that ends a line, except inside a dollar-quoted body ($$ ... $$, a
 * function's), whose statements end with ';' too. Whole-line comments go.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quoted = false;
  for (const line of script.split('\n')) {
    if (/^\s*--/.test(line)) continue;
    current.push(line);
    quoted = (line.match(/\$\$/g)?.length ?? 0) % 2 === 1 ? !quoted : quoted;
    if (!quoted && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, '').trim());
      current = [];
    }
  }
  statements.push(current.join('\n').trim());
  return statements.filter(Boolean);
}
