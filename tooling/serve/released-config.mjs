// @ts-check
// The shell's runtime config with each remote at the version the releases file points at, read on every request: a
// remote shipped alone reaches the next page load with no rebuild or restart of the shell.
import { appByDir } from '../apps.mjs';
import { readReleases, releasedEntry } from '../release/releases.mjs';

/**
 * @typedef {import('./runtime-config.mjs').RuntimeConfig} RuntimeConfig
 */

/**
 * The config with the released remotes' entries swapped in.
 * @param {RuntimeConfig} config @param {Record<string, string>} releases
 * @returns {RuntimeConfig}
 */
export function withReleases(config, releases) {
  const remotes = { ...config.remotes };
  for (const [remote, version] of Object.entries(releases)) {
    const name = /** @type {keyof RuntimeConfig['remotes']} */ (appByDir(remote).federationName);
    const entry = config.remotes[name];
    // An optional remote this deployment leaves out stays out, whatever version is released.
    if (entry) remotes[name] = releasedEntry(entry, version);
  }
  return { ...config, remotes };
}

/**
 * A reader of the served config. It reads the releases file on each call; a file that turns unreadable or malformed
 * is logged (once per distinct problem) and the last good releases stay in force. Throws at creation on a malformed
 * file, so a server does not start on one.
 * @param {RuntimeConfig} config the config from the environment
 * @param {string} file the releases file
 * @param {(line: string) => void} [log]
 * @returns {() => RuntimeConfig}
 */
export function releasedConfigReader(config, file, log = (line) => console.error(line)) {
  let lastGood = readReleases(file);
  let lastProblem = '';
  return () => {
    try {
      lastGood = readReleases(file);
      lastProblem = '';
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== lastProblem) log(`[releases] ${problem}; the remotes stay at their last good versions`);
      lastProblem = problem;
    }
    return withReleases(config, lastGood);
  };
}
