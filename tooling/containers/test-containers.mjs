// @ts-check
// `npm run test:containers`: the stack of docker-compose.yml proven end to end on whatever engine this machine has.
// Validates the compose file, builds the images, starts the stack and waits until every service (each replica) is
// healthy, runs the sign-in, bank-linking, live-updates and API-replicas journeys of the e2e suite against the
// containers (the API through its balancer), then stops and removes the containers, networks and volumes it started
// (the images stay, as the next build's cache), and prints how long each step took.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../apps.mjs';
import { detectEngine, healthTicker } from './engine.mjs';
import { imageBuilds } from './image-builds.mjs';

/** Its own project name, so that it never touches a stack someone started from this checkout. */
const PROJECT = 'finance-tracker-test';
/** What the browser reaches, published on the host: the apps, the API, the emulators. */
const HOST_PORTS = [3000, 3001, 3002, 3003, 3004, 4000, 4010, 9229, 9443];
/**
 * The e2e specs run against the containers, all through the API's balancer: the sign-in journey, the linking of banks
 * through the emulated Link, live updates, and a person's event streams on both API replicas receiving what one
 * webhook caused.
 */
const SPECS = [
  'specs/sign-in-journey.spec.ts',
  'specs/accounts.spec.ts',
  'specs/real-time.spec.ts',
  'specs/api-replicas.spec.ts',
];
/** Generous on a loaded machine: these bound a wait on health, they do not pace it. */
const HEALTHY_WITHIN_MS = 10 * 60_000;
const LOG_DIR = path.join(repoRoot, 'e2e/artifacts/containers');

/** @type {Array<{step: string, seconds: number, ok: boolean}>} */
const timings = [];
/** The command running now, stopped first when this script is interrupted. */
/** @type {import('node:child_process').ChildProcess | undefined} */
let running;
/** Removes the stack, once, from when it starts being created. */
/** @type {(() => Promise<unknown>) | undefined} */
let removeStack;

/**
 * Runs one timed step; a failure is recorded, then thrown.
 * @template T @param {string} step @param {() => Promise<T> | T} work @returns {Promise<T>}
 */
async function timed(step, work) {
  console.log(`\n== ${step}`);
  const started = performance.now();
  let ok = false;
  try {
    const result = await work();
    ok = true;
    return result;
  } finally {
    timings.push({ step, seconds: (performance.now() - started) / 1000, ok });
  }
}

/**
 * Runs a command to its end; rejects on a non-zero exit. With `log`, its output goes to that file instead (added to
 * its end with `append`).
 * @param {string[]} command
 * @param {{env?: NodeJS.ProcessEnv, cwd?: string, log?: string, append?: boolean}} [options]
 */
function exec([file, ...args], { env = process.env, cwd = repoRoot, log, append = false } = {}) {
  return new Promise((resolve, reject) => {
    const out = log ? fs.openSync(log, append ? 'a' : 'w') : 'inherit';
    const child = spawn(/** @type {string} */ (file), args, { cwd, env, stdio: ['ignore', out, out] });
    running = child;
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running = undefined;
      if (typeof out === 'number') fs.closeSync(out);
      if (code === 0) resolve(undefined);
      else reject(new Error(`${[file, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Resolves whether something on this host already listens on the port. */
function portBusy(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function busyPorts() {
  const busy = await Promise.all(HOST_PORTS.map(portBusy));
  return HOST_PORTS.filter((_, index) => busy[index]);
}

/**
 * The services' containers' health, from the engine: {service: ['healthy' | 'starting' | 'unhealthy' | 'exited' |
 * ...]}, one entry a container (a service with replicas has several).
 * @param {import('./engine.mjs').Engine} engine
 * @returns {Record<string, string[]>}
 */
function healthOf(engine) {
  const engineCli = engine.name === 'podman' ? 'podman' : 'docker';
  const ids = spawnSync(engineCli, ['ps', '-a', '-q', '--filter', `label=com.docker.compose.project=${PROJECT}`], {
    encoding: 'utf8',
  }).stdout.split('\n');
  const states = spawnSync(
    engineCli,
    [
      'inspect',
      '--format',
      '{{index .Config.Labels "com.docker.compose.service"}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}',
      ...ids.filter(Boolean),
    ],
    { encoding: 'utf8' },
  ).stdout;
  /** @type {Record<string, string[]>} */
  const health = {};
  for (const line of states.split('\n').filter(Boolean)) {
    const [service = '', status, state] = line.split(' ');
    (health[service] ??= []).push(status === 'running' ? state || 'running' : String(status));
  }
  return health;
}

/**
 * Waits until every container of every service of the compose file is healthy; throws naming those that are not, at
 * the time limit.
 * @param {import('./engine.mjs').Engine} engine @param {string[]} services
 */
async function waitHealthy(engine, services) {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  let last = '';
  for (;;) {
    const health = healthOf(engine);
    const waiting = services.filter((service) => !health[service]?.every((state) => state === 'healthy'));
    if (waiting.length === 0) return;
    const summary = waiting.map((service) => `${service}: ${health[service]?.join(' / ') ?? 'not created'}`).join(', ');
    if (summary !== last) console.log(`waiting for ${summary}`);
    last = summary;
    if (Date.now() > deadline) throw new Error(`not healthy after ${HEALTHY_WITHIN_MS / 1000} s: ${summary}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function main() {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const engine = await timed('engine', detectEngine);
  console.log(`engine: ${engine.name}, compose: ${engine.compose.join(' ')}`);
  const compose = (/** @type {string[]} */ ...args) => [...engine.compose, '-p', PROJECT, ...args];
  const composeExec = (/** @type {string[]} */ args, /** @type {{log?: string}} */ options = {}) =>
    exec(compose(...args), { env: engine.env, ...options });

  await timed('validate the compose file', () => exec([...engine.compose, 'config', '-q'], { env: engine.env }));
  const composeConfig = (/** @type {string[]} */ args) =>
    spawnSync(/** @type {string} */ (engine.compose[0]), [...engine.compose.slice(1), 'config', ...args], {
      cwd: repoRoot,
      env: engine.env,
      encoding: 'utf8',
    }).stdout;
  const services = composeConfig(['--services']).split('\n').filter(Boolean);

  const buildLog = path.join(LOG_DIR, 'build.log');
  fs.writeFileSync(buildLog, '');
  for (const { service, args } of imageBuilds(composeConfig([]))) {
    await timed(`build the ${service} image`, () =>
      exec([engine.name, ...args], { log: buildLog, append: true }).catch((error) => {
        console.error(fs.readFileSync(buildLog, 'utf8').split('\n').slice(-60).join('\n'));
        throw error;
      }),
    );
  }

  const busy = await busyPorts();
  if (busy.length) {
    throw new Error(`ports ${busy.join(', ')} are in use on this host (is \`npm start\` running?): stop that first`);
  }
  const stopTicker = healthTicker(engine, PROJECT);
  /** @type {Promise<unknown> | undefined} */
  let removal;
  removeStack = () =>
    (removal ??= timed('stop and remove the stack', () => {
      stopTicker();
      return composeExec(['down', '--volumes', '--remove-orphans', '--timeout', '30']);
    }));
  let failure;
  try {
    await timed('start the stack until healthy', async () => {
      await composeExec(['up', '-d', '--no-build']);
      await waitHealthy(engine, services);
    });
    await timed('e2e: sign-in, linking, live updates, replicas', () =>
      exec(['npx', 'playwright', 'test', ...SPECS], {
        cwd: path.join(repoRoot, 'e2e'),
        env: { ...process.env, E2E_STACK: 'running' },
      }),
    );
  } catch (error) {
    failure = error;
    await composeExec(['logs', '--no-color', '--tail', '80'], { log: path.join(LOG_DIR, 'stack.log') }).catch(() => {});
    console.error(`The stack's last logs are in ${path.relative(repoRoot, LOG_DIR)}/stack.log`);
  } finally {
    await removeStack();
  }
  const stillBusy = await busyPorts();
  if (stillBusy.length && !failure)
    failure = new Error(`ports ${stillBusy.join(', ')} still in use after the stack stopped`);
  if (failure) throw failure;
}

function printTimings() {
  console.log('\nstep                                 seconds');
  for (const { step, seconds, ok } of timings) {
    console.log(`${step.padEnd(36)} ${seconds.toFixed(1).padStart(7)}${ok ? '' : '  FAILED'}`);
  }
  const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`${'total'.padEnd(36)} ${total.toFixed(1).padStart(7)}`);
}

// Interrupted: stop the command running, remove whatever of the stack exists, then exit.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    running?.kill('SIGTERM');
    void (removeStack?.() ?? Promise.resolve()).finally(() => {
      printTimings();
      process.exit(130);
    });
  });
}

main().then(
  () => {
    printTimings();
    console.log('\nThe container stack passed.');
  },
  (error) => {
    printTimings();
    console.error(`\n${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
