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
import provideFederationRuntime, {
  RUNTIME_CORE_GLOBAL,
  SHARING_RUNTIME_GLOBAL,
  providedRuntimeCore,
  providedSharingRuntime,
} from '../webpack/provide-federation-runtime.mjs';

/**
 * A remote entry holds its container, its shared modules' table and the bundler runtime's start: 6 KiB gzip. With its
 * own runtime-core it was 19, with its own sharing functions 8.
 */
const REMOTE_ENTRY_BUDGET_GZIP = 7.5 * 1024;

/** The ModuleFederationPlugin options of an app's production config. */
async function federationOptions(/** @type {string} */ dir) {
  const { default: createConfig } = await import(pathToFileURL(path.join(repoRoot, dir, 'webpack.config.mjs')).href);
  const config = createConfig({}, { mode: 'production' });
  const plugin = config.plugins.find((/** @type {any} */ p) => p.constructor.name === 'ModuleFederationPlugin');
  return { options: plugin._options, plugins: config.plugins.map((/** @type {any} */ p) => p.constructor.name) };
}

/** The names the installed @module-federation/runtime (bundled in each remote entry) imports from runtime-core. */
function namesTheRuntimeImports() {
  const dist = path.join(repoRoot, 'node_modules', '@module-federation', 'runtime', 'dist');
  /** @type {Set<string>} */
  const names = new Set();
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const [, list] of source.matchAll(/import \{([^}]*)\} from "@module-federation\/runtime-core"/g)) {
      for (const name of (list ?? '').split(',')) names.add(name.trim().split(/\s+as\s+/)[0] ?? '');
    }
  }
  return [...names].sort();
}

describe('one federation runtime per page', () => {
  it('builds remotes on an external runtime-core, and the shell provides its own, with no second copy', async () => {
    for (const app of browserApps) {
      const { options, plugins } = await federationOptions(app.dir);
      if (app.role === 'host') {
        assert.equal(options.experiments.provideExternalRuntime, undefined, 'enhanced`s provider bundles a 2nd copy');
        assert.deepEqual(options.runtimePlugins, [
          path.join(repoRoot, 'tooling/webpack/provide-federation-runtime.mjs'),
        ]);
      } else {
        assert.equal(options.experiments.externalRuntime, true, app.dir);
        assert.ok(plugins.includes('StandaloneFederationRuntimePlugin'), `${app.dir}'s own page gets no runtime-core`);
      }
    }
  });

  it('provides every name a remote`s runtime imports from runtime-core', () => {
    const needed = namesTheRuntimeImports();
    assert.ok(needed.includes('ModuleFederation'), 'the runtime`s imports were not found');
    provideFederationRuntime().beforeInit?.(/** @type {any} */ ({}));
    const provided = /** @type {Record<string, unknown>} */ (Reflect.get(globalThis, RUNTIME_CORE_GLOBAL));
    assert.equal(provided, providedRuntimeCore);
    assert.deepEqual(
      needed.filter((name) => !(name in provided)),
      [],
    );
  });

  it('provides the bundler runtime`s sharing functions under the names of the modules the externals replace', async () => {
    const dist = path.join(repoRoot, 'node_modules', '@module-federation', 'webpack-bundler-runtime', 'dist');
    for (const [name, provided] of Object.entries(providedSharingRuntime)) {
      const module = await import(pathToFileURL(path.join(dist, `${name}.js`)).href);
      assert.equal(typeof module[name], 'function', `${name}.js exports no ${name}`);
      assert.equal(typeof provided, 'function', name);
    }
    provideFederationRuntime().beforeInit?.(/** @type {any} */ ({}));
    assert.equal(Reflect.get(globalThis, SHARING_RUNTIME_GLOBAL), providedSharingRuntime);
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
