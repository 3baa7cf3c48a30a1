// @ts-check
// The six browser apps: where each lives, its federation name and the port it serves on.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {object} BrowserApp
 * @property {string} dir        workspace folder
 * @property {string} federationName  the name in Module Federation (remote ids are `<name>/<Module>`)
 * @property {'host' | 'remote'} role
 * @property {string} portVariable    environment variable that overrides the port
 * @property {number} defaultPort
 * @property {string} hostVariable    environment variable that overrides the address it listens on (127.0.0.1)
 * @property {boolean} [optional]    a remote a deployment may leave out (its pages then show their placeholders)
 */

/** @type {BrowserApp[]} */
export const browserApps = [
  {
    dir: 'shell',
    federationName: 'shell',
    role: 'host',
    portVariable: 'SHELL_PORT',
    defaultPort: 3000,
    hostVariable: 'SHELL_HOST',
  },
  {
    dir: 'mfe-auth',
    federationName: 'auth',
    role: 'remote',
    portVariable: 'MFE_AUTH_PORT',
    defaultPort: 3001,
    hostVariable: 'MFE_AUTH_HOST',
  },
  {
    dir: 'mfe-accounts',
    federationName: 'accounts',
    role: 'remote',
    portVariable: 'MFE_ACCOUNTS_PORT',
    defaultPort: 3002,
    hostVariable: 'MFE_ACCOUNTS_HOST',
  },
  {
    dir: 'mfe-transactions',
    federationName: 'transactions',
    role: 'remote',
    portVariable: 'MFE_TRANSACTIONS_PORT',
    defaultPort: 3003,
    hostVariable: 'MFE_TRANSACTIONS_HOST',
  },
  {
    dir: 'mfe-placeholders',
    federationName: 'placeholders',
    role: 'remote',
    portVariable: 'MFE_PLACEHOLDERS_PORT',
    defaultPort: 3004,
    hostVariable: 'MFE_PLACEHOLDERS_HOST',
  },
  {
    dir: 'mfe-insights',
    federationName: 'insights',
    role: 'remote',
    portVariable: 'MFE_INSIGHTS_PORT',
    defaultPort: 3005,
    hostVariable: 'MFE_INSIGHTS_HOST',
    optional: true,
  },
];

/**
 * The port an app serves on: its variable when set, else the contract's default.
 * @param {BrowserApp} app
 * @param {NodeJS.ProcessEnv} env
 */
export function portOf(app, env = process.env) {
  const raw = env[app.portVariable];
  if (raw === undefined || raw === '') return app.defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${app.portVariable} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

/** The address every local server listens on unless told otherwise: this machine only. */
export const LOCAL_HOST = '127.0.0.1';

/** An IPv4 or IPv6 address or a host name. */
const LISTEN_ADDRESS =
  /^(?:[0-9A-Fa-f:.]+|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*)$/;

/**
 * The address an app's server listens on: its variable when set (a container sets 0.0.0.0), else 127.0.0.1, so
 * that nobody else on the network reaches a developer's local stack.
 * @param {BrowserApp} app
 * @param {NodeJS.ProcessEnv} env
 */
export function hostOf(app, env = process.env) {
  const raw = env[app.hostVariable];
  if (raw === undefined || raw === '') return LOCAL_HOST;
  if (!LISTEN_ADDRESS.test(raw)) {
    throw new Error(`${app.hostVariable} must be an IP address or a host name to listen on, got "${raw}"`);
  }
  return raw;
}

/** @param {string} dir */
export function appByDir(dir) {
  const app = browserApps.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown app "${dir}"; expected one of ${browserApps.map((a) => a.dir).join(', ')}`);
  return app;
}
