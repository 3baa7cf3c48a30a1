/**
 * npm run bench:load -w api: the API under load, over loopback, on PostgreSQL (LOAD_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/load_bench, created if missing). LOAD_PEOPLE people (1,000) of LOAD_TRANSACTIONS
 * transactions each (2,000) over 18 months, seeded once per size (bench/load/seed.ts) and reused. For each count of
 * API processes in LOAD_PROCESSES (1,2), real processes (bench/load/api-child.ts) on the one database, sharing the
 * sync jobs through pg-boss and the events through LISTEN/NOTIFY, their bank a fake one of this process
 * (bench/load/fake-bank.ts) reached by their real Plaid client:
 *  1. one event stream per person open for the whole run, spread over the processes;
 *  2. each kind of request alone, unbounded, LOAD_CAPACITY_SECONDS (10) each: requests per second;
 *  3. the run (LOAD_MINUTES, 10): GET /transactions (200), GET /transactions with If-None-Match (304) and GET
 *     /plaid/accounts at LOAD_RATES requests per second (20,40,40), each from a random person, while a signed webhook
 *     for every item arrives over the first LOAD_WEBHOOK_SECONDS (60), sent to the processes in turn;
 *     the memory of each process after a full GC every 30 s.
 * Prints p50/p99 latencies, errors and statuses by kind (in the webhook window and after it), the time from the first
 * webhook until every item has synced and until every stream has its event, where the syncs ran, and the memory series.
 * Bounded: autocannon runs have a duration and a connection count, the streams are one per person, and the bench
 * ends itself after LOAD_TIMEOUT_MINUTES (killing its API processes, as on SIGINT and SIGTERM).
 */
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { killAll, startApiProcess, type ApiProcess, type ApiSample } from './load/api-processes';
import { startFakeBank, type FakeBank } from './load/fake-bank';
import { memoryLines, seconds, spread } from './load/report';
import { ensureDatabase, resetRun, seedLoad, type Seeded } from './load/seed';
import { openStreams, type PersonStream } from './load/streams';
import { describe, firstVisits, KIND_LABELS, KINDS, runKind, type Clients, type KindResult } from './load/traffic';
import { sendWebhooks, syncJobStats, watchSynced } from './load/webhooks';
import { startBenchIdentity } from './local-identity';

const env = (name: string, fallback: number) => Number(process.env[name] || fallback);
const PEOPLE = env('LOAD_PEOPLE', 1000);
const TRANSACTIONS = env('LOAD_TRANSACTIONS', 2000);
const MINUTES = env('LOAD_MINUTES', 10);
const PROCESSES = (process.env.LOAD_PROCESSES || '1,2').split(',').map(Number);
const WEBHOOK_SECONDS = env('LOAD_WEBHOOK_SECONDS', 60);
const CAPACITY_SECONDS = env('LOAD_CAPACITY_SECONDS', 10);
const [RATE_200, RATE_304, RATE_ACCOUNTS] = (process.env.LOAD_RATES || '20,40,40').split(',').map(Number);
const RATES = { transactions: RATE_200, notModified: RATE_304, accounts: RATE_ACCOUNTS };
/** Connections per kind of request (spread over the processes). */
const CONNECTIONS = env('LOAD_CONNECTIONS', 4);
const SAMPLE_SECONDS = 30;
const SYNC_TIMEOUT_MS = env('LOAD_SYNC_TIMEOUT_SECONDS', 1200) * 1000;
const TIMEOUT_MINUTES = env('LOAD_TIMEOUT_MINUTES', 30 + PROCESSES.length * (MINUTES + SYNC_TIMEOUT_MS / 60_000 + 10));
const MONTHS = 18;
const DATABASE_URL = process.env.LOAD_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/load_bench';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const count = (n: number) => n.toLocaleString('en-US');
const urlsOf = (apis: ApiProcess[]) => apis.map((api) => api.url);

/** The three kinds at once, rated, for `seconds`. */
const ratedRun = (apis: ApiProcess[], clients: Clients, secondsLong: number) =>
  Promise.all(
    KINDS.map((kind) =>
      runKind(kind, urlsOf(apis), clients, {
        seconds: secondsLong,
        connections: CONNECTIONS,
        rate: RATES[kind],
        months: MONTHS,
        requestsPerConnection: Math.min(...apis.map((api) => api.maxRequestsPerSocket)),
      }),
    ),
  );

async function runWith(processes: number, seeded: Seeded, clients: Clients, shared: Shared): Promise<void> {
  const log = (line: string) => console.log(line);
  log(`== ${processes} API process${processes > 1 ? 'es' : ''} (load average ${load()})`);
  const reset = await resetRun(seeded);
  log(`deleted ${count(reset.rows)} rows added by earlier runs' syncs and ${reset.jobs} sync jobs they left`);
  clients.etags.fill(undefined);
  let started = performance.now();
  const apis: ApiProcess[] = await Promise.all(
    Array.from({ length: processes }, (_, i) =>
      startApiProcess(i, { ...shared.env, PLAID_BASE_URL: shared.bank.baseUrl(i) }),
    ),
  );
  const urls = apis.map((api) => api.url);
  log(`started in ${seconds(performance.now() - started)}: ${apis.map((a) => `pid ${a.pid} at ${a.url}`).join(', ')}`);
  let streams: PersonStream[] = [];
  try {
    const samples: ApiSample[][] = apis.map(() => []);
    let clock = performance.now();
    const sampleAll = async () => {
      const at = performance.now() - clock;
      (await Promise.all(apis.map((api) => api.sample(at)))).forEach((s, i) => samples[i]!.push(s));
    };
    await sampleAll();
    started = performance.now();
    streams = await openStreams(urls, clients.authorizations);
    await sampleAll();
    log(
      `${count(streams.length)} event streams open in ${seconds(performance.now() - started)}; heap ` +
        `${samples.map((s) => `${s[0]!.heapMb.toFixed(0)} -> ${s[1]!.heapMb.toFixed(0)}`).join(', ')} MB`,
    );
    const visits = await firstVisits(urls, clients, MONTHS);
    log(
      `first visits (GET /transactions once per person, 4 at a time): ${seconds(visits.ms)}, ` +
        `${[...visits.statuses].map(([status, n]) => `${count(n)} x ${status}`).join(', ')}`,
    );
    if (CAPACITY_SECONDS > 0) {
      for (const kind of KINDS) {
        const result = await runKind(kind, urls, clients, {
          seconds: CAPACITY_SECONDS,
          connections: 8,
          rate: undefined,
          months: MONTHS,
          requestsPerConnection: Math.min(...apis.map((api) => api.maxRequestsPerSocket)),
        });
        log(`capacity, ${KIND_LABELS[kind]}, alone, 8 connections: ${describe(result)}`);
      }
    }

    // The run: rated requests, the webhooks over the first window, the memory every SAMPLE_SECONDS.
    const [{ now: since }] = (await seeded.db.query<{ now: Date }>('SELECT clock_timestamp() AS now')) as [
      { now: Date },
    ];
    samples.forEach((s) => (s.length = 0));
    clock = performance.now();
    const cpuBefore = process.cpuUsage();
    await sampleAll();
    const sampler = setInterval(
      () => void sampleAll().catch((err: Error) => log(`sample failed: ${err.message}`)),
      SAMPLE_SECONDS * 1000,
    );
    const runMs = MINUTES * 60_000;
    const windowMs = Math.min(WEBHOOK_SECONDS * 1000, runMs);
    const firstWebhook = performance.now();
    const progress = { synced: 0 };
    const synced = watchSynced(seeded.db, since, PEOPLE, firstWebhook + windowMs + SYNC_TIMEOUT_MS, progress).catch(
      (err: Error) => {
        log(`watching the syncs failed: ${err.message}`);
        return undefined;
      },
    );
    const [during, webhooks] = await Promise.all([
      ratedRun(apis, clients, windowMs / 1000),
      sendWebhooks(urls, PEOPLE, shared.bank, windowMs),
    ]);
    const syncedInWindow = progress.synced;
    const after: KindResult[] = runMs > windowMs ? await ratedRun(apis, clients, (runMs - windowMs) / 1000) : [];
    clearInterval(sampler);
    // A last sample as the load ends, unless the periodic one was just taken.
    if (performance.now() - clock - samples[0]!.at(-1)!.at > (SAMPLE_SECONDS * 1000) / 2) await sampleAll();
    const cpu = process.cpuUsage(cpuBefore);
    const elapsedS = (performance.now() - clock) / 1000;
    log(`load ended after ${seconds(elapsedS * 1000)}; ${count(progress.synced)} of ${count(PEOPLE)} items synced`);
    const allSynced = await synced;
    // The last commit's notification on its way to the streams.
    await sleep(2_000);

    for (const result of during) log(`${KIND_LABELS[result.kind]}, during the webhooks: ${describe(result)}`);
    for (const result of after) log(`${KIND_LABELS[result.kind]}, after them: ${describe(result)}`);
    const answered = webhooks.filter((w) => w.status === 200).length;
    log(
      `webhooks: ${count(webhooks.length)} over ${seconds(windowMs)}, ${count(answered)} answered 200 ` +
        `(${webhooks.length - answered} not); answer ${spread(webhooks.map((w) => w.answerMs))}`,
    );
    log(
      allSynced === undefined
        ? `NOT every item synced within ${seconds(SYNC_TIMEOUT_MS)} after the last webhook`
        : `every item synced ${seconds(allSynced - firstWebhook)} after the first webhook ` +
            `(the last webhook was sent at ${seconds(Math.max(...webhooks.map((w) => w.sentAt)) - firstWebhook)}; ` +
            `${count(syncedInWindow)} synced by the end of the webhook window)`,
    );
    const toEvent: number[] = [];
    let delivered = 0;
    let crossed = 0;
    for (const w of webhooks) {
      const stream = streams[w.p]!;
      const at = stream.transactions.find((t) => t >= w.sentAt);
      if (at === undefined) continue;
      delivered++;
      toEvent.push(at - w.sentAt);
      if (shared.bank.syncedBy.get(w.p) !== stream.process) crossed++;
    }
    const lastEvent = Math.max(firstWebhook, ...streams.flatMap((s) => s.transactions)) - firstWebhook;
    log(
      `events: ${count(delivered)} of ${count(PEOPLE)} streams received their person's transactions event ` +
        `(${count(streams.reduce((n, s) => n + s.transactions.length, 0))} in all; ${crossed} from a sync run by ` +
        `another process than the stream's; ${streams.filter((s) => s.ended).length} streams ended early); ` +
        `webhook -> event ${spread(toEvent)}; the last arrived ${seconds(lastEvent)} after the first webhook`,
    );
    const ranBy = apis.map((_, i) => shared.bank.syncCalls[i] ?? 0);
    const movedSync = webhooks.filter((w) => shared.bank.syncedBy.get(w.p) !== w.process).length;
    log(
      `syncs (bank transactions/sync calls) by process: ${ranBy.map(count).join(', ')}; ${count(movedSync)} ran on ` +
        `another process than the one the webhook reached`,
    );
    const statuses = await seeded.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM items GROUP BY status ORDER BY status',
    );
    log(
      `${await syncJobStats(seeded.db, `${seeded.schema}_jobs`, since, windowMs)}; items: ` +
        `${statuses.map((s) => `${count(s.n)} ${s.status}`).join(', ')}`,
    );
    // Warm after the webhook window (the sample taken as it ends counts): steady load from then on.
    apis.forEach((api, i) => memoryLines(`process ${i + 1} memory`, samples[i]!, windowMs - 5_000).forEach(log));
    log(
      `bench process (load client, streams, bank): ${((cpu.user + cpu.system) / 1e4 / elapsedS).toFixed(0)} % of ` +
        `a core; load average after ${load()}`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(apis.map((api) => api.stop()));
    for (const api of apis) {
      const total = [...api.warnings.values()].reduce((a, b) => a + b, 0);
      log(
        `process ${api.index + 1}: ${total} log lines at warn or above` +
          (total
            ? `: ${[...api.warnings].map(([m, n]) => `${n} x ${m}`).join('; ')}; first: ${api.firstWarnings[0]}`
            : ''),
      );
    }
    shared.bank.syncCalls.length = 0;
    shared.bank.syncedBy.clear();
  }
}

interface Shared {
  env: Record<string, string>;
  bank: FakeBank;
}

async function main(): Promise<void> {
  const timeout = setTimeout(() => {
    console.error(`load bench: still running after ${TIMEOUT_MINUTES} minutes, stopping`);
    killAll();
    process.exit(2);
  }, TIMEOUT_MINUTES * 60_000);
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${load()}; ` +
      `${count(PEOPLE)} people x ${count(TRANSACTIONS)} transactions, ${MINUTES} min per run, processes ` +
      `${PROCESSES.join(' then ')}, rates ${RATE_200}/${RATE_304}/${RATE_ACCOUNTS} req/s, ${CONNECTIONS} connections a kind`,
  );
  await ensureDatabase(DATABASE_URL);
  const seeded = await seedLoad(DATABASE_URL, PEOPLE, TRANSACTIONS, MONTHS, (line) => console.log(line));
  const base = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'api-load-bench') });
  const { cognito } = base;
  const identity = await startBenchIdentity(cognito.userPoolId, cognito.clientId, cognito.region);
  const bank = await startFakeBank();
  // Tokens that outlive the run: a stream ends at its token's exp.
  const exp = Math.floor(Date.now() / 1000) + 6 * 3600;
  const clients: Clients = {
    authorizations: seeded.people.map(
      (person) =>
        `Bearer ${identity.idToken({ sub: person.sub, preferred_username: person.userId, 'cognito:username': person.sub, exp })}`,
    ),
    etags: seeded.people.map(() => undefined),
  };
  const shared: Shared = {
    bank,
    env: {
      DATABASE_URL,
      DATABASE_SCHEMA: seeded.schema,
      DATA_DIR: base.dataDir,
      TOKEN_ENCRYPTION_KEY: seeded.tokenKey,
      COGNITO_ENDPOINT: identity.endpoint,
      COGNITO_USER_POOL_ID: cognito.userPoolId,
      COGNITO_CLIENT_ID: cognito.clientId,
      COGNITO_REGION: cognito.region,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_ADDRESS_MAX: '100000000',
      RATE_LIMIT_UNVERIFIED_MAX: '100000000',
      EVENT_STREAMS_PER_PERSON: '10000',
    },
  };
  try {
    for (const processes of PROCESSES) {
      await runWith(processes, seeded, clients, shared);
      await sleep(2_000);
    }
  } finally {
    await bank.close();
    await identity.close();
    await seeded.db.close();
    clearTimeout(timeout);
  }
  if (bank.unexpected.length)
    console.log(`the bank was asked what it does not know: ${bank.unexpected.slice(0, 5).join('; ')}`);
}

process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    killAll();
    process.exit(1);
  },
);
