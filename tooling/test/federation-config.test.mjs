// @ts-check
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { browserApps, repoRoot } from '../apps.mjs';

/** The ModuleFederationPlugin options of an app's production config. */
async function federationOptions(/** @type {string} */ dir) {
  const { default: createConfig } = await import(pathToFileURL(path.join(repoRoot, dir, 'webpack.config.mjs')).href);
  const config = createConfig({}, { mode: 'production' });
  const plugin = config.plugins.find((/** @type {any} */ p) => p.constructor.name === 'ModuleFederationPlugin');
  assert.ok(plugin, `${dir} has no ModuleFederationPlugin`);
  return { options: plugin._options, output: config.output, devServer: config.devServer };
}

describe('federation config', () => {
  it('gives every app the same singletons, prefix keys included', async () => {
    const shared = await Promise.all(browserApps.map(async (app) => (await federationOptions(app.dir)).options.shared));
    const keys = Object.keys(shared[0]);
    assert.deepEqual(keys.sort(), [
      '@finance/shared',
      '@finance/shared/data',
      'react',
      'react-dom',
      'react-dom/',
      'react-router',
      'react/',
      'styled-components',
    ]);
    for (const entry of Object.values(shared[0])) assert.equal(entry.singleton, true);
    for (const other of shared.slice(1)) assert.deepEqual(other, shared[0]);
  });

  it('builds remotes with a manifest and the shell with loaded-first, all without dts', async () => {
    for (const app of browserApps) {
      const { options, output } = await federationOptions(app.dir);
      assert.equal(options.dts, false, app.dir);
      if (app.role === 'host') {
        assert.equal(options.shareStrategy, 'loaded-first');
        assert.equal(output.publicPath, '/');
      } else {
        assert.equal(options.manifest, true, app.dir);
        assert.equal(output.publicPath, 'auto', app.dir);
        assert.ok(Object.keys(options.exposes).length > 0, `${app.dir} exposes nothing`);
      }
    }
  });
});

describe('dev servers', () => {
  it('serve each app alone on its contract port, with client-side routes and CORS for remotes', async () => {
    for (const app of browserApps) {
      const { devServer } = await federationOptions(app.dir);
      assert.equal(devServer.port, app.defaultPort, app.dir);
      assert.equal(devServer.historyApiFallback, true, app.dir);
      if (app.role === 'remote') assert.equal(devServer.headers['Access-Control-Allow-Origin'], '*', app.dir);
    }
  });
});
