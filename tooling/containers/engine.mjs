// @ts-check
// The container engine this machine has: a Docker daemon when one answers, else rootful podman set up by
// setup-podman.sh (ARCHITECTURE.md, "Containers on these machines"), which docker-compose reaches through podman's
// Docker-compatible service, and whose healthchecks nothing runs unless healthTicker() does.
import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../apps.mjs';

const run = promisify(execFile);
export const PODMAN_SOCKET = 'unix:///run/podman/podman.sock';

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
const succeeds = (command, args, env = process.env) =>
  spawnSync(command, args, { stdio: 'ignore', env, timeout: 30_000 }).status === 0;

/**
 * @typedef {object} Engine
 * @property {'docker' | 'podman'} name
 * @property {NodeJS.ProcessEnv} env  the environment docker-compose runs with
 * @property {string[]} compose       the compose command and its leading arguments
 */

/**
 * Finds the engine; with no Docker daemon, runs setup-podman.sh (idempotent: a second or two once done).
 * @returns {Engine}
 */
export function detectEngine() {
  // Podman's network helper (netavark) runs iptables, which lives in sbin: a PATH without it (a minimal CI shell)
  // fails every build step that needs the network ("netavark: No such file or directory"). Every command started
  // from here, podman and docker-compose included, inherits it.
  process.env.PATH = withSystemDirectories(process.env.PATH);
  const composeOf = (/** @type {NodeJS.ProcessEnv} */ env) =>
    succeeds('docker', ['compose', 'version'], env) ? ['docker', 'compose'] : ['docker-compose'];
  if (succeeds('docker', ['info'])) return { name: 'docker', env: process.env, compose: composeOf(process.env) };
  const setup = spawnSync('bash', [path.join(repoRoot, 'tooling/containers/setup-podman.sh')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (setup.status !== 0) throw new Error('tooling/containers/setup-podman.sh failed: no container engine');
  const env = { ...process.env, DOCKER_HOST: PODMAN_SOCKET };
  return { name: 'podman', env, compose: ['docker-compose'] };
}

const SYSTEM_DIRECTORIES = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

/** The PATH with the system binaries' directories it lacks added at its end. @param {string | undefined} value */
export function withSystemDirectories(value) {
  const entries = (value ?? '').split(':').filter(Boolean);
  return [...entries, ...SYSTEM_DIRECTORIES.filter((directory) => !entries.includes(directory))].join(':');
}

/**
 * Podman runs no healthcheck by itself here (it schedules them with systemd): this runs `podman healthcheck run` on
 * every running container of the project every few seconds, so that `condition: service_healthy` and the health
 * states move. Docker needs none. Returns the function that stops it.
 * @param {Engine} engine @param {string} project
 */
export function healthTicker(engine, project, everyMs = 3000) {
  if (engine.name !== 'podman') return () => {};
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const tick = async () => {
    try {
      const { stdout } = await run('podman', [
        'ps',
        '--filter',
        `label=com.docker.compose.project=${project}`,
        '--format',
        '{{.ID}}',
      ]);
      // A failing check only marks that container: its exit code is the health state, not an error here.
      await Promise.all(
        stdout
          .split('\n')
          .filter(Boolean)
          .map((id) => run('podman', ['healthcheck', 'run', id], { timeout: 60_000 }).catch(() => undefined)),
      );
    } catch {
      // podman busy or the container gone between the list and the check: the next tick tries again
    }
    if (!stopped) timer = setTimeout(tick, everyMs);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
