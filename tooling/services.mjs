// @ts-check
// The back-end services `npm start` and `npm run dev` run beside the apps: each workspace with a start script.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

/** Workspaces started before the apps, in order: the emulators first, since the API talks to them. */
const SERVICE_WORKSPACES = ['emulators', 'api'];

/** The service workspaces that exist and have a start script. */
export function startableServices() {
  return SERVICE_WORKSPACES.filter((dir) => {
    const manifest = path.join(repoRoot, dir, 'package.json');
    if (!fs.existsSync(manifest)) return false;
    const { scripts = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    return typeof scripts.start === 'string';
  });
}

/**
 * The addresses that answer once a service is ready to serve the app.
 * @param {string} dir
 * @param {NodeJS.ProcessEnv} env
 */
export function readinessUrls(dir, env = process.env) {
  if (dir === 'emulators') {
    return [
      `http://localhost:${env.IDENTITY_HTTP_PORT || 9229}/.well-known/jwks.json`,
      `http://localhost:${env.PLAID_EMULATOR_PORT || 4010}/link-initialize.js`,
    ];
  }
  if (dir === 'api') return [`http://localhost:${env.API_PORT || 4000}/health`];
  return [];
}

/**
 * Resolves true once the address answers 2xx, false after the time limit.
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitUntilReady(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
