/**
 * A SYNC_UPDATES_AVAILABLE webhook for every person's item, signed as Plaid signs them, spread evenly over a window
 * in a shuffled order and sent to the API processes in turn; and a watch on the database until every item has synced.
 */
import type { Database } from '../../src/db/database';
import { itemIdOf, type FakeBank } from './fake-bank';

export interface SentWebhook {
  p: number;
  /** The API process it was sent to. */
  process: number;
  /** performance.now() when it was sent, and how long its answer took (ms). */
  sentAt: number;
  answerMs: number;
  status: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sendWebhooks(
  urls: string[],
  people: number,
  bank: FakeBank,
  windowMs: number,
): Promise<SentWebhook[]> {
  const order = Array.from({ length: people }, (_, p) => p);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const start = performance.now();
  const sending: Promise<SentWebhook>[] = [];
  for (const [i, p] of order.entries()) {
    const due = start + (i * windowMs) / people;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const process = i % urls.length;
    const body = JSON.stringify({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: itemIdOf(p),
      environment: 'sandbox',
    });
    const signature = await bank.sign(body);
    const sentAt = performance.now();
    sending.push(
      fetch(`${urls[process]}/plaid/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'plaid-verification': signature },
        body,
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return { p, process, sentAt, answerMs: performance.now() - sentAt, status: res.status };
        },
        () => ({ p, process, sentAt, answerMs: performance.now() - sentAt, status: 0 }),
      ),
    );
  }
  return Promise.all(sending);
}

/**
 * Polls the items until all `people` have synced since `since` (the database's clock); resolves with
 * performance.now() at that moment, or undefined when `deadline` (performance.now()) passed first.
 */
export async function watchSynced(
  db: Database,
  since: Date,
  people: number,
  deadline: number,
  progress: { synced: number } = { synced: 0 },
): Promise<number | undefined> {
  for (;;) {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE last_sync >= $1', [since]);
    progress.synced = row!.n;
    if (row!.n >= people) return performance.now();
    if (performance.now() > deadline) return undefined;
    await sleep(250);
  }
}

/**
 * The sync jobs created since `since`, as pg-boss recorded them: how many in each state, how long a job ran (started
 * to completed), and how many started per second in the webhook window and after it.
 */
export async function syncJobStats(db: Database, jobSchema: string, since: Date, windowMs: number): Promise<string> {
  const states = await db.query<{ state: string; n: number }>(
    `SELECT state, count(*)::int AS n FROM ${jobSchema}.job WHERE name = 'item-sync' AND created_on >= $1
     GROUP BY state ORDER BY state`,
    [since],
  );
  const [run] = await db.query<{ p50: number; p99: number; during: number; after: number; after_s: number }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99,
            count(*) FILTER (WHERE started_on < w)::int AS during, count(*) FILTER (WHERE started_on >= w)::int AS after,
            coalesce(extract(epoch FROM max(started_on) - min(w)), 0)::float8 AS after_s
     FROM (SELECT extract(epoch FROM completed_on - started_on) * 1000 AS ms, started_on,
                  $1::timestamptz + $2 * interval '1 millisecond' AS w
           FROM ${jobSchema}.job WHERE name = 'item-sync' AND created_on >= $1 AND state = 'completed') j`,
    [since, windowMs],
  );
  const perSecond = (n: number, s: number) => (s >= 1 ? (n / s).toFixed(1) : '-');
  return (
    `sync jobs: ${states.map((j) => `${j.n} ${j.state}`).join(', ')}; each ran p50 ${Number(run!.p50).toFixed(0)} ms, ` +
    `p99 ${Number(run!.p99).toFixed(0)} ms; ${run!.during} started in the webhook window ` +
    `(${perSecond(run!.during, windowMs / 1000)}/s), ${run!.after} after it (${perSecond(run!.after, run!.after_s)}/s)`
  );
}
