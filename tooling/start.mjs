// @ts-check
// `npm start`: builds what is missing or stale, then runs the whole stack at the contract's addresses.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { browserApps, hostOf, portOf, repoRoot } from './apps.mjs';
import { buildApps } from './build.mjs';
import { DATA_DIR, makePrivateDir } from './private-dir.mjs';
import { RELEASES_ROOT, ReleaseError, releasesFileOf } from './release/releases.mjs';
import { releasedConfigReader } from './serve/released-config.mjs';
import { ConfigError, serverSettingsFromEnv } from './serve/runtime-config.mjs';
import { readinessUrls, startableServices, waitUntilReady } from './services.mjs';
import { serveApp } from './serve/static-server.mjs';

/** @type {Array<() => Promise<void>>} */
const closers = [];
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Each service runs in its own process group (npm, then tsx, then node): stop the whole group.
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  await Promise.allSettled(closers.map((close) => close()));
  process.exit(code);
}

function startService(/** @type {string} */ dir) {
  const service = spawn('npm', ['run', 'start', '--silent', '-w', dir], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
    detached: true,
  });
  service.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`[${dir}] stopped (${signal ?? `exit code ${code}`}); the rest of the stack keeps running.`);
  });
  children.push(service);
}

async function main() {
  /** @type {ReturnType<typeof serverSettingsFromEnv>} */
  let settings;
  /** @type {ReturnType<typeof releasedConfigReader>} */
  let runtimeConfig;
  // A bad port or host stops the start with its message (main's catch).
  const ports = browserApps.map((app) => portOf(app));
  const hosts = browserApps.map((app) => hostOf(app));
  try {
    settings = serverSettingsFromEnv(process.env);
    // The remotes at the versions the releases file names, read on every request (npm run release -- point).
    runtimeConfig = releasedConfigReader(settings.config, releasesFileOf(process.env));
  } catch (error) {
    if (error instanceof ConfigError || error instanceof ReleaseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A .data made by an older version, or by hand, is tightened too; the services keep their own folders private.
  makePrivateDir(DATA_DIR);
  buildApps();
  // --apps-only: the static servers alone, when the services run elsewhere (docker-compose runs each in its own container).
  const services = process.argv.includes('--apps-only') ? [] : startableServices();
  for (const dir of services) startService(dir);
  // The app is announced (and its address answers) only once the services it calls are ready.
  for (const dir of services) {
    for (const url of readinessUrls(dir)) {
      if (!(await waitUntilReady(url, 120_000)))
        console.error(`[${dir}] not ready after 120 s (${url}); starting the apps anyway.`);
    }
  }
  for (const [index, app] of browserApps.entries()) {
    const server = await serveApp({
      dir: path.join(repoRoot, app.dir, 'dist'),
      port: /** @type {number} */ (ports[index]),
      host: /** @type {string} */ (hosts[index]),
      role: app.role,
      runtimeConfig: app.role === 'host' ? runtimeConfig : undefined,
      production: settings.production,
      appOrigins: settings.appOrigins,
      releasesDir: app.role === 'remote' ? path.join(RELEASES_ROOT, app.dir) : undefined,
    });
    closers.push(server.close);
    console.log(`${app.dir.padEnd(17)} ${server.url} (listening on ${server.address})`);
  }
  console.log(
    `\nFinance Tracker is running. Open ${settings.config.identity.redirectSignIn.replace(/\/$/, '')} in your browser.`,
  );
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void stop(1);
});
