import fs from 'node:fs';

/**
 * Makes a folder that only its owner can read or enter (0700), or tightens one made before: the API keeps the
 * embedded database and the bank tokens' encryption key there.
 */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}
