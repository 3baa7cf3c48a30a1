import type { Database, Queryable } from '../../src/db/database';

/** One statement's hold: `reached` resolves once the statement has run (its transaction still open) until release. */
export interface Hold {
  readonly reached: Promise<void>;
  release(): void;
}

/**
 * A database whose next statement matching a pattern, once it has run, waits for the test to release it: the writer
 * that sent it is held mid-transaction (its rows written, not committed) at a point the test chooses, so that an
 * interleaving of two writers is the same on every run.
 */
export class HeldDatabase {
  private armed: { pattern: RegExp; reached: () => void; released: Promise<void> } | undefined;

  constructor(private readonly db: Database) {}

  /** Holds the next statement whose SQL matches the pattern, after it has run. */
  holdAfter(pattern: RegExp): Hold {
    if (this.armed) throw new Error('a statement is held already');
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.armed = { pattern, reached, released };
    return { reached: reachedPromise, release };
  }

  /** The database with the holds: hand it to the app in place of the one it wraps. */
  get database(): Database {
    const { db } = this;
    return {
      kind: db.kind,
      jobQueue: db.jobQueue,
      query: this.holding(db).query,
      listen: (channel, onPayload) => db.listen(channel, onPayload),
      transaction: (fn) => db.transaction((tx) => fn(this.holding(tx))),
      close: () => db.close(),
    };
  }

  private holding(connection: Queryable): Queryable {
    return {
      query: async <T>(sql: string, params?: unknown[]) => {
        const rows = await connection.query<T>(sql, params);
        const armed = this.armed;
        if (armed?.pattern.test(sql)) {
          this.armed = undefined;
          armed.reached();
          await armed.released;
        }
        return rows;
      },
    };
  }
}
