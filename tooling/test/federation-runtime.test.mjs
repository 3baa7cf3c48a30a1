// @ts-check
// One federation runtime per page: the remotes use the shell's (tooling/webpack/federation-runtime.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import zlib from 'node:zlib';
import { browserApps, repoRoot } from '../apps.mjs';
import { buildApps } from '../build.mjs';
import { fromShell } from '../webpack/federation-runtime.mjs';
import provideFederationRuntime, {
  providedBundlerFunctions,
  providedErrorCodes,
  providedGlobals,
  providedRuntimeCore,
} from '../webpack/provide-federation-runtime.mjs';

/**
 * A remote entry holds its container, its shared modules' table and the start of the bundler runtime: 5.6-5.8 KiB
 * gzip. With its own runtime-core it was 19, with its own stateless bundler functions and error messages 8.
 */
const REMOTE_ENTRY_BUDGET_GZIP = 7 * 1024;

const federationDist = (/** @type {string} */ name) =>
  path.join(repoRoot, 'node_modules', '@module-federation', name, 'dist');

/** The ModuleFederationPlugin options of an app's production config. */
async function federationOptions(/** @type {string} */ dir) {
  const { default: createConfig } = await import(pathToFileURL(path.join(repoRoot, dir, 'webpack.config.mjs')).href);
  const config = createConfig({}, { mode: 'production' });
  const plugin = config.plugins.find((/** @type {any} */ p) => p.constructor.name === 'ModuleFederationPlugin');
  return { options: plugin._options, plugins: config.plugins.map((/** @type {any} */ p) => p.constructor.name) };
}

/** The names the installed @module-federation/runtime (bundled in each remote entry) imports from a package. */
function namesTheRuntimeImportsFrom(/** @type {string} */ pkg) {
  const dist = federationDist('runtime');
  const importLine = new RegExp(`import \\{([^}]*)\\} from "${pkg.replace('/', '\\/')}"`, 'g');
  /** @type {Set<string>} */
  const names = new Set();
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    for (const [, list] of fs.readFileSync(path.join(dist, file), 'utf8').matchAll(importLine)) {
      for (const name of (list ?? '').split(',')) names.add(name.trim().split(/\s+as\s+/)[0] ?? '');
    }
  }
  return [...names].sort();
}

describe('one federation runtime per page', () => {
  it('builds remotes on the runtime the shell provides, without enhanced`s provider and its second copy', async () => {
    for (const app of browserApps) {
      const { options, plugins } = await federationOptions(app.dir);
      if (app.role === 'host') {
        assert.equal(options.experiments.provideExternalRuntime, undefined, 'enhanced`s provider bundles a 2nd copy');
        assert.deepEqual(options.runtimePlugins, [
          path.join(repoRoot, 'tooling/webpack/provide-federation-runtime.mjs'),
        ]);
      } else {
        assert.equal(options.experiments.externalRuntime, true, app.dir);
        assert.ok(plugins.includes('StandaloneFederationRuntimePlugin'), `${app.dir}'s own page gets no runtime`);
      }
    }
  });

  it('provides every name a remote`s runtime imports from runtime-core and error-codes', () => {
    const fromRuntimeCore = namesTheRuntimeImportsFrom('@module-federation/runtime-core');
    assert.ok(fromRuntimeCore.includes('ModuleFederation'), 'the runtime`s imports were not found');
    assert.deepEqual(
      fromRuntimeCore.filter((name) => !(name in providedRuntimeCore)),
      [],
    );
    assert.deepEqual(
      namesTheRuntimeImportsFrom('@module-federation/error-codes'),
      Object.keys(providedErrorCodes).sort(),
    );
  });

  it('provides the bundler runtime`s functions under the names of the modules the externals replace', async () => {
    const dist = federationDist('webpack-bundler-runtime');
    for (const [name, provided] of Object.entries(providedBundlerFunctions)) {
      const module = await import(pathToFileURL(path.join(dist, `${name}.js`)).href);
      assert.equal(typeof module[name], 'function', `${name}.js exports no ${name}`);
      assert.equal(typeof provided, 'function', name);
    }
  });

  it('sets every global the remotes` externals read', () => {
    provideFederationRuntime().beforeInit?.(/** @type {any} */ ({}));
    for (const [name, provided] of Object.entries(providedGlobals))
      assert.equal(Reflect.get(globalThis, name), provided);
    for (const { global } of fromShell) assert.ok(global in providedGlobals, global);
  });

  it('keeps each remote entry of the production build under its byte budget', () => {
    buildApps();
    for (const app of browserApps.filter((a) => a.role === 'remote')) {
      const entry = fs.readFileSync(path.join(repoRoot, app.dir, 'dist', 'remoteEntry.js'));
      const gzip = zlib.gzipSync(entry, { level: 9 }).length;
      assert.ok(gzip <= REMOTE_ENTRY_BUDGET_GZIP, `${app.dir}/dist/remoteEntry.js is ${gzip} bytes gzip`);
    }
  });
});
