// @ts-check
// Points the shell at one built release of a remote: the releases file names it, and the shell's server reads that
// file on every request. Rolling back is pointing at the previous version.
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_RELEASES_FILE,
  MANIFEST,
  RELEASES_ROOT,
  ReleaseError,
  checkRemote,
  checkVersion,
  readReleases,
  writeReleases,
} from './releases.mjs';

/**
 * @param {object} options
 * @param {string | undefined} options.remote
 * @param {string | undefined} options.version
 * @param {string} [options.file]   the releases file
 * @param {string} [options.releasesRoot]
 * @returns {{previous: string | undefined}} the version it pointed at before (undefined: the remote's own build)
 */
export function pointRelease({ remote, version, file = DEFAULT_RELEASES_FILE, releasesRoot = RELEASES_ROOT }) {
  const app = checkRemote(remote);
  const checkedVersion = checkVersion(version);
  if (!fs.existsSync(path.join(releasesRoot, app, checkedVersion, MANIFEST))) {
    throw new ReleaseError(`${app} has no release ${checkedVersion}: build it first (npm run release -- build)`);
  }
  const releases = readReleases(file);
  const previous = releases[app];
  writeReleases(file, { ...releases, [app]: checkedVersion });
  return { previous };
}
