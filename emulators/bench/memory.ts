/**
 * npm run bench:memory -w emulators: the bank-linking emulator's memory and the cost of a change with benchmark items,
 * measured on an emulator started as `npm start` starts it (its own process, so its RSS is its own):
 *  1. two user_bench_200k items linked and each synced to the end (every page of 500): RSS and peak RSS;
 *  2. a change on one of them (/sandbox/item/fire_webhook SYNC_UPDATES_AVAILABLE, then /sandbox/transactions/create),
 *     each followed by the sync that gives it: the time of each and RSS after;
 *  3. eight more (ten in all), each synced to the end: RSS and peak RSS after each, or where the process died;
 *  4. on a fresh emulator, user_bench_500k linked and its whole first sync: time, pages, RSS and peak RSS.
 * Prints figures, asserts nothing. Ports 14010 (Plaid), 19229 and 19443 (identity) unless BENCH_PLAID_PORT,
 * BENCH_IDENTITY_HTTP_PORT or BENCH_IDENTITY_HTTPS_PORT say otherwise; MEMORY_BENCH_ITEMS sets the number of 200k
 * items (10). Loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  ItemPublicTokenExchangeResponse,
  SandboxPublicTokenCreateResponse,
  TransactionsSyncResponse,
} from 'plaid';
import { PLAID_CLIENT_ID, PLAID_SECRET } from '../src/config';

const PLAID_PORT = Number(process.env.BENCH_PLAID_PORT ?? 14010);
const IDENTITY_HTTP_PORT = Number(process.env.BENCH_IDENTITY_HTTP_PORT ?? 19229);
const IDENTITY_HTTPS_PORT = Number(process.env.BENCH_IDENTITY_HTTPS_PORT ?? 19443);
const ITEMS = Number(process.env.MEMORY_BENCH_ITEMS ?? 10);
const PLAID_URL = `http://127.0.0.1:${PLAID_PORT}`;
const INSTITUTION = 'ins_109508';
const PAGE = 500;

interface Emulator {
  child: ChildProcess;
  exited: Promise<string>;
  dataDir: string;
}

/** The emulator's CLI in a process of its own, on the bench's ports and a fresh data folder. */
async function startEmulator(): Promise<Emulator> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emulators-memory-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'server.ts')], {
    env: {
      ...process.env,
      EMULATOR_DATA_DIR: dataDir,
      PLAID_EMULATOR_PORT: String(PLAID_PORT),
      IDENTITY_HTTP_PORT: String(IDENTITY_HTTP_PORT),
      IDENTITY_HTTPS_PORT: String(IDENTITY_HTTPS_PORT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => {
      const reason = /heap out of memory/i.test(stderr) ? 'JavaScript heap out of memory' : `${code ?? signal}`;
      resolve(`the emulator process ended (${reason})`);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('bank-linking API and Link ready')) resolve();
    });
    void exited.then((why) => reject(new Error(`${why}: ${stderr}`)));
  });
  return { child, exited, dataDir };
}

async function stopEmulator(emulator: Emulator): Promise<void> {
  if (emulator.child.exitCode === null && emulator.child.signalCode === null) {
    emulator.child.kill('SIGTERM');
    await emulator.exited;
  }
  fs.rmSync(emulator.dataDir, { recursive: true, force: true });
}

/** Resident and peak resident memory of the emulator's process, in MB (Linux's /proc). */
function memory(emulator: Emulator): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${emulator.child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const mb = ({ rss, peak }: { rss: number; peak: number }) => `RSS ${rss} MB (peak ${peak} MB)`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function plaid<T>(emulator: Emulator, route: string, body: Record<string, unknown>): Promise<T> {
  const answer = fetch(`${PLAID_URL}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: PLAID_CLIENT_ID, secret: PLAID_SECRET, ...body }),
  });
  const response = await Promise.race([answer, emulator.exited.then((why) => Promise.reject(new Error(why)))]);
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${route}: ${JSON.stringify(json)}`);
  return json;
}

/** A sized benchmark item, linked through the sandbox's public token and its exchange. */
async function link(emulator: Emulator, username: string): Promise<string> {
  const { public_token } = await plaid<SandboxPublicTokenCreateResponse>(emulator, '/sandbox/public_token/create', {
    institution_id: INSTITUTION,
    initial_products: ['transactions'],
    options: { override_username: username },
  });
  const { access_token } = await plaid<ItemPublicTokenExchangeResponse>(emulator, '/item/public_token/exchange', {
    public_token,
  });
  return access_token;
}

/** Every page from the cursor on: how many, what they gave, how long the first and all took, the cursor after. */
async function syncToEnd(emulator: Emulator, accessToken: string, cursor?: string) {
  const started = performance.now();
  let firstPageMs = 0;
  let pages = 0;
  let changes = 0;
  for (;;) {
    const page = await plaid<TransactionsSyncResponse>(emulator, '/transactions/sync', {
      access_token: accessToken,
      count: PAGE,
      ...(cursor ? { cursor } : {}),
    });
    if (pages === 0) firstPageMs = performance.now() - started;
    pages += 1;
    changes += page.added.length + page.modified.length + page.removed.length;
    cursor = page.next_cursor;
    if (!page.has_more) break;
  }
  return { pages, changes, firstPageMs, totalMs: performance.now() - started, cursor };
}

async function linkAndSync(emulator: Emulator, username: string) {
  const started = performance.now();
  const accessToken = await link(emulator, username);
  const linkedMs = performance.now() - started;
  const sync = await syncToEnd(emulator, accessToken);
  return { accessToken, linkedMs, ...sync };
}

async function items200k(): Promise<void> {
  const emulator = await startEmulator();
  try {
    console.log(`emulator started: ${mb(memory(emulator))}`);
    const linked: Array<{ accessToken: string; cursor: string }> = [];
    for (let n = 1; n <= ITEMS; n += 1) {
      let item;
      try {
        item = await linkAndSync(emulator, 'user_bench_200k');
      } catch (error) {
        console.log(`item ${n} of 200k: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      linked.push(item);
      console.log(
        `item ${n} of 200k linked and synced: ${item.pages} pages, ${item.changes} transactions, first page ` +
          `${seconds(item.firstPageMs)}, all ${seconds(item.totalMs)}; ${mb(memory(emulator))}`,
      );
      if (n === 2) await change(emulator, linked[0]!);
    }
  } finally {
    await stopEmulator(emulator);
  }
}

/** A change on a 200k item and the sync that gives it, each timed from the change's request. */
async function change(emulator: Emulator, item: { accessToken: string; cursor: string }): Promise<void> {
  // Yesterday in UTC: never in the future of a bank in the Americas, and within the 14 days a custom one may go back.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const custom = { date_transacted: yesterday, date_posted: yesterday, amount: 4.5, description: 'Bench change' };
  const changes: Array<[string, () => Promise<unknown>]> = [
    [
      'fire_webhook SYNC_UPDATES_AVAILABLE',
      () =>
        plaid(emulator, '/sandbox/item/fire_webhook', {
          access_token: item.accessToken,
          webhook_code: 'SYNC_UPDATES_AVAILABLE',
        }),
    ],
    [
      'sandbox/transactions/create (one)',
      () => plaid(emulator, '/sandbox/transactions/create', { access_token: item.accessToken, transactions: [custom] }),
    ],
  ];
  for (const [name, make] of changes) {
    const started = performance.now();
    await make();
    const madeMs = performance.now() - started;
    const sync = await syncToEnd(emulator, item.accessToken, item.cursor);
    item.cursor = sync.cursor;
    console.log(
      `change on a 200k item, ${name}: the call ${seconds(madeMs)}, then its sync (${sync.changes} changes) ` +
        `${seconds(sync.totalMs)}; in all ${seconds(performance.now() - started)}; ${mb(memory(emulator))}`,
    );
  }
}

async function item500k(): Promise<void> {
  const emulator = await startEmulator();
  try {
    const item = await linkAndSync(emulator, 'user_bench_500k');
    console.log(
      `user_bench_500k on a fresh emulator: linked in ${seconds(item.linkedMs)}, first sync ${item.pages} pages, ` +
        `${item.changes} transactions, first page ${seconds(item.firstPageMs)}, all ${seconds(item.totalMs)}; ` +
        mb(memory(emulator)),
    );
  } catch (error) {
    console.log(`user_bench_500k: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stopEmulator(emulator);
  }
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${os.cpus().length} CPUs, pages of ${PAGE}`);
  await items200k();
  await item500k();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
