// @ts-check
// Builds one remote into releases/<remote>/<version>/, with the app's own webpack config (webpack's Node API, so
// the config is the one every build uses, with only where it reads and writes changed). Its publicPath is 'auto':
// the build loads its chunks from wherever its remote entry is served, here /releases/<version>/.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { repoRoot } from '../apps.mjs';
import { SourceMapsOutsidePlugin } from '../webpack/source-maps-outside.mjs';
import { RELEASES_ROOT, ReleaseError, checkRemote, checkVersion } from './releases.mjs';

/**
 * Where a release's source maps are kept: releases/<remote>/.sourcemaps/<version>/.
 * @param {string} releasesRoot @param {string} remote @param {string} version
 */
export const releaseSourceMapsOf = (releasesRoot, remote, version) =>
  path.join(releasesRoot, remote, '.sourcemaps', version);

/** @param {import('webpack').Configuration} config @returns {Promise<void>} */
function runWebpack(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new ReleaseError(stats.toString('errors-only')));
        else resolve();
      });
    });
  });
}

/**
 * Builds a release; refuses a version that exists (a release never changes) and changes nothing on any error.
 * @param {object} options
 * @param {string | undefined} options.remote   the remote's workspace folder, e.g. mfe-placeholders
 * @param {string | undefined} options.version
 * @param {string} [options.source]   a folder holding the remote's sources (its src/); default its workspace
 * @param {string} [options.releasesRoot]
 * @returns {Promise<string>} the release's folder
 */
export async function buildRelease({ remote, version, source, releasesRoot = RELEASES_ROOT }) {
  const app = checkRemote(remote);
  const checkedVersion = checkVersion(version);
  const context = path.resolve(source ?? path.join(repoRoot, app));
  if (!fs.existsSync(path.join(context, 'src', 'index.ts'))) {
    throw new ReleaseError(`${context} holds no remote's sources (no src/index.ts)`);
  }
  const target = path.join(releasesRoot, app, checkedVersion);
  if (fs.existsSync(target)) throw new ReleaseError(`${app} ${checkedVersion} exists already: pick a new version`);

  const { default: createConfig } = await import(pathToFileURL(path.join(repoRoot, app, 'webpack.config.mjs')).href);
  /** @type {import('webpack').Configuration} */
  const config = createConfig({}, { mode: 'production' });
  const packages = ['node_modules', path.join(repoRoot, 'node_modules')];
  // Built beside its place and moved in whole: the remote's server never sees half a release.
  const building = path.join(releasesRoot, app, `.building-${checkedVersion}-${process.pid}`);
  // Its source maps: never under a version's folder (served), in a folder no version can be named (a leading dot).
  const mapsDir = releaseSourceMapsOf(releasesRoot, app, checkedVersion);
  fs.rmSync(building, { recursive: true, force: true });
  let built = false;
  try {
    await runWebpack({
      ...config,
      context,
      output: { ...config.output, path: building },
      // Sources outside the repository still find its packages and loaders.
      resolve: { ...config.resolve, modules: packages },
      resolveLoader: { modules: packages },
      plugins: (config.plugins ?? []).map((plugin) =>
        plugin instanceof SourceMapsOutsidePlugin ? new SourceMapsOutsidePlugin({ mapsDir }) : plugin,
      ),
    });
    fs.renameSync(building, target);
    built = true;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
    if (!built) fs.rmSync(mapsDir, { recursive: true, force: true });
  }
  return target;
}
