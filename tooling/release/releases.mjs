// @ts-check
// A remote shipped alone: its versioned builds under releases/<remote>/<version>/, and the releases file that says
// which version of a remote the shell loads (a remote not named there loads from its own build, dist/).
import fs from 'node:fs';
import path from 'node:path';
import { browserApps, repoRoot } from '../apps.mjs';

/** Where the versioned builds live: releases/<remote>/<version>/. */
export const RELEASES_ROOT = path.join(repoRoot, 'releases');

/** The releases file's default place; REMOTE_RELEASES_FILE moves it. */
export const DEFAULT_RELEASES_FILE = path.join(repoRoot, '.data', 'remote-releases.json');

/** A version is one safe path segment: a letter or digit first, then letters, digits, dots, dashes, underscores. */
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The manifest a remote's build is loaded by. */
export const MANIFEST = 'mf-manifest.json';

export class ReleaseError extends Error {}

/** The remotes' workspace folders, which the release command and the releases file name them by. */
export const remoteDirs = () => browserApps.filter((app) => app.role === 'remote').map((app) => app.dir);

/** @param {string | undefined} remote @returns {string} */
export function checkRemote(remote) {
  if (!remote || !remoteDirs().includes(remote)) {
    throw new ReleaseError(`Unknown remote "${remote ?? ''}"; expected one of ${remoteDirs().join(', ')}`);
  }
  return remote;
}

/** @param {string} version */
export const isVersion = (version) => VERSION.test(version);

/** @param {string | undefined} version @returns {string} */
export function checkVersion(version) {
  if (!version || !isVersion(version)) {
    throw new ReleaseError(
      `Bad version "${version ?? ''}": use 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit`,
    );
  }
  return version;
}

/**
 * The releases file in force: REMOTE_RELEASES_FILE (relative to the repository), else the default.
 * @param {NodeJS.ProcessEnv} env
 */
export function releasesFileOf(env = process.env) {
  const configured = env.REMOTE_RELEASES_FILE?.trim();
  return configured ? path.resolve(repoRoot, configured) : DEFAULT_RELEASES_FILE;
}

/**
 * The versions the releases file points at, by remote; empty when there is no file. Throws ReleaseError on a file
 * that is not a JSON object of known remotes to valid versions.
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readReleases(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return {};
    throw error;
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ReleaseError(`${file} is not JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ReleaseError(`${file} must hold an object of remote to version`);
  }
  for (const [remote, version] of Object.entries(parsed)) {
    try {
      checkRemote(remote);
      if (typeof version !== 'string') throw new ReleaseError(`the version of ${remote} must be a string`);
      checkVersion(version);
    } catch (error) {
      throw new ReleaseError(`${file}: ${/** @type {Error} */ (error).message}`);
    }
  }
  return parsed;
}

/**
 * Writes the releases file whole (a temporary file renamed over it), so a reader never sees half of it. A folder it
 * makes (.data by default) and the file are its owner's only, as all local state.
 * @param {string} file @param {Record<string, string>} releases
 */
export function writeReleases(file, releases) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(releases, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/**
 * A released version's manifest address, beside the remote's own entry: .../mf-manifest.json becomes
 * .../releases/<version>/mf-manifest.json on the same server.
 * @param {string} entry the remote's configured entry (REMOTE_<NAME>_URL)
 * @param {string} version
 */
export function releasedEntry(entry, version) {
  return new URL(`releases/${version}/${MANIFEST}`, entry).href;
}
