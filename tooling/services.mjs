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
