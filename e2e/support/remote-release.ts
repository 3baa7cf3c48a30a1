import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../tooling/apps.mjs';
import { RELEASES_ROOT, releasesFileOf } from '../../tooling/release/releases.mjs';

const run = promisify(execFile);

/** Runs `npm run release -- <args>` (its script, directly), with the environment the stack runs in. */
export async function release(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(repoRoot, 'tooling', 'release.mjs'), ...args], {
    cwd: repoRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/**
 * A temporary copy of a remote's sources with one text replaced: the next version of the remote, as its team would
 * have changed it. The repository stays untouched.
 */
export function changedSourceOf(remote: string, file: string, from: string, to: string): string {
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remote-release-')), remote);
  fs.cpSync(path.join(repoRoot, remote, 'src'), path.join(copy, 'src'), { recursive: true });
  const target = path.join(copy, file);
  const text = fs.readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer says "${from}"`);
  fs.writeFileSync(target, text.replace(from, to));
  return copy;
}

/** Keeps the releases file as it was and removes the releases a spec built, whatever the spec did. */
export function releaseSandbox(remote: string): { restore: (versions: string[]) => void } {
  const file = releasesFileOf(process.env);
  const before = fs.existsSync(file) ? fs.readFileSync(file) : null;
  return {
    restore(versions) {
      if (before) fs.writeFileSync(file, before);
      else fs.rmSync(file, { force: true });
      for (const version of versions) {
        fs.rmSync(path.join(RELEASES_ROOT, remote, version), { recursive: true, force: true });
      }
    },
  };
}
