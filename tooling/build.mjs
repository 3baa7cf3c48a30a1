// @ts-check
// Builds the browser apps: all of them (--all), or only those whose build is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { browserApps, repoRoot } from './apps.mjs';

/** Newest modification time under a path (a file or a folder), 0 when it does not exist. */
function newestMtime(/** @type {string} */ target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** What a build of one app depends on: its own sources and config, shared, the build tooling, the lock file. */
function inputsOf(/** @type {string} */ dir) {
  const appDir = path.join(repoRoot, dir);
  return [
    path.join(appDir, 'src'),
    path.join(appDir, 'webpack.config.mjs'),
    path.join(appDir, 'package.json'),
    path.join(repoRoot, 'shared', 'src'),
    path.join(repoRoot, 'tooling', 'webpack'),
    path.join(repoRoot, 'package-lock.json'),
  ];
}

/** @param {string} dir */
export function isBuildStale(dir) {
  const built = path.join(repoRoot, dir, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return inputsOf(dir).some((input) => newestMtime(input) > builtAt);
}

/** @param {{all?: boolean}} [options] */
export function buildApps({ all = false } = {}) {
  const targets = browserApps.filter((app) => all || isBuildStale(app.dir));
  if (targets.length === 0) {
    console.log('Builds are up to date.');
    return;
  }
  const webpackCli = path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  for (const app of targets) {
    const started = Date.now();
    process.stdout.write(`Building ${app.dir}... `);
    const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production', '--config', 'webpack.config.mjs'], {
      cwd: path.join(repoRoot, app.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      console.log('failed');
      console.error(result.stdout, result.stderr);
      throw new Error(`The build of ${app.dir} failed`);
    }
    // webpack leaves a file whose content is unchanged as it was (compareBeforeEmit): mark the build as new, or a
    // change to its inputs that leaves index.html the same would rebuild it at every start.
    const now = new Date();
    fs.utimesSync(path.join(repoRoot, app.dir, 'dist', 'index.html'), now, now);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    buildApps({ all: process.argv.includes('--all') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
