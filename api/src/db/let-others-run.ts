/** The longest a long piece of work waits between two of its statements while others use the database. */
const MAX_PAUSE_MS = 500;

/**
 * Between two long statements of one piece of work (a slice of a long write, a table's VACUUM): the requests that
 * arrived meanwhile are read, authenticated and queue their statements on the database before the next one. A ping
 * (SELECT 1) queues behind them: PGlite serves its one connection in turn, so while the ping waits (longer than 2 ms)
 * others are still at work, and it is asked again; at most MAX_PAUSE_MS, so that a busy API still finishes the work.
 * On PostgreSQL (a pool) the ping answers at once: a round trip.
 */
export async function letOthersRun(ping: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  for (let wait = 5; ; wait = 2) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    const asked = performance.now();
    await ping();
    const now = performance.now();
    if (now - asked < 2 || now - started > MAX_PAUSE_MS) return;
  }
}
