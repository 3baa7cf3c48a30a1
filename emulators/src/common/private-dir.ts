import fs from 'node:fs';

/**
 * Makes a folder that only its owner can read or enter (0700), or tightens one made before: the emulators keep
 * private keys, users and tokens there. Files written into it are 0600 as well.
 */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** The mode of every file the emulators keep: readable by their owner only. */
export const PRIVATE_FILE_MODE = 0o600;
