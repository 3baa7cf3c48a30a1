// @ts-check
// Local state (.data/: the embedded database, the emulators' keys and users, the API's key, the releases file) is
// readable by its owner only.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

/** The folder of local state. */
export const DATA_DIR = path.join(repoRoot, '.data');

/**
 * Makes a folder only its owner can read or enter (0700), or tightens one made before.
 * @param {string} dir
 */
export function makePrivateDir(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}
