import { letOthersRun } from '../db/let-others-run';
import type { DataAccess, Repositories } from '../repositories';
import type { SliceCursor, SliceResult } from '../repositories/transaction-slices';

/** The rows one slice of a long write changes at most (tests give LongWrites a smaller number). */
export const WRITE_SLICE_ROWS = 5_000;

/** Each person's long writes in this process, one after the other: one queue for every LongWrites on one database. */
const queues = new WeakMap<DataAccess, Map<string, Promise<unknown>>>();

/**
 * A write over many of a person's rows (a bulk change, a rule applied to its matches, a category's deletion), told as
 * its three steps. Each step runs in a transaction of the person's writes (DataAccess.transactionFor).
 */
export interface SlicedWrite<S, R> {
  /**
   * First, in the first slice's transaction: every check (a throw rolls it back: nothing is written) and what must be
   * written before any row (a rule itself). Its result is handed to the other steps.
   */
  begin(tx: Repositories, rows: number): Promise<S>;
  /** One slice: at most `rows` rows after the cursor (null: from the start), through updateSlice. */
  slice(tx: Repositories, state: S, after: SliceCursor | null, rows: number): Promise<SliceResult>;
  /** Last, in the last slice's transaction: what ends the write (its one `corrections` event) and the answer. */
  end(tx: Repositories, state: S, total: number): Promise<R>;
}

/**
 * Runs every long write of a person's rows in slices of at most `sliceRows` rows, each slice a transaction of its
 * own: it takes the person's write lock, gets its own change number (GET /transactions/changes hands out its rows
 * from that number on) and commits before the next begins. On the embedded PGlite (one connection, and a statement
 * holds the process's thread) one UPDATE over 200,000 rows held every request, /health included, for 7 to 25 s; now
 * other requests run between slices. On PostgreSQL readers were never blocked, but a long write held the person's
 * lock, so their sync, edits and rules waited for all of it; one way for both databases, and both are tested alike.
 *
 * What stays true: everything is checked before anything is written (`begin`, in the first slice's transaction); the
 * count answered is the total of the slices; one `corrections` event, with that total, in the last slice's
 * transaction; a rule is saved in the first transaction, so a sync between two slices applies it to what it stores.
 * What does not: the write is no longer atomic. Another request may run between two slices and see some rows changed
 * and others not yet; a crash (or a failed statement) mid-way leaves the slices that committed and no event: the
 * rows show the change (the apps' next read or GET /transactions/changes brings them), the others do not, and the same
 * request sent again finishes the job, as every long write sets values (no increment) and skips the rows that hold
 * them already. Rows a sync stores while a bulk change runs are in it or not (as if they had come a moment earlier or
 * later); a rule reaches them through the sync itself.
 *
 * Two long writes of one person in this process run one after the other (`queues`), so that two bulk changes sent at
 * once do not leave the rows half one's, half the other's; between their slices the person's other writes (a sync,
 * an edit) still take their turn. Across API processes on one PostgreSQL they may interleave slice by slice; each row
 * then holds the one whose slice reached it last.
 */
export class LongWrites {
  private readonly queue: Map<string, Promise<unknown>>;

  constructor(
    private readonly data: DataAccess,
    readonly sliceRows: number = WRITE_SLICE_ROWS,
  ) {
    let queue = queues.get(data);
    if (!queue) queues.set(data, (queue = new Map()));
    this.queue = queue;
  }

  run<S, R>(userId: string, write: SlicedWrite<S, R>): Promise<R> {
    const previous = this.queue.get(userId) ?? Promise.resolve();
    const running = previous.then(() => this.slices(userId, write));
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.queue.set(userId, settled);
    void settled.then(() => {
      if (this.queue.get(userId) === settled) this.queue.delete(userId);
    });
    return running;
  }

  private async slices<S, R>(userId: string, write: SlicedWrite<S, R>): Promise<R> {
    const rows = this.sliceRows;
    let state: { value: S } | undefined;
    let after: SliceCursor | null = null;
    let total = 0;
    for (;;) {
      if (state) await letOthersRun(() => this.data.repositories.health.ping());
      const step = await this.data.transactionFor(userId, async (tx) => {
        const current = state ?? { value: await write.begin(tx, rows) };
        const slice = await write.slice(tx, current.value, after, rows);
        const sum = total + slice.changed;
        const answer = slice.next === null ? { value: await write.end(tx, current.value, sum) } : undefined;
        return { current, slice, sum, answer };
      });
      // Only what committed counts.
      state = step.current;
      total = step.sum;
      after = step.slice.next;
      if (step.answer) return step.answer.value;
    }
  }
}
