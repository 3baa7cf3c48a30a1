// @ts-check
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { browserApps, repoRoot } from '../apps.mjs';
import { SourceMapsOutsidePlugin } from '../webpack/source-maps-outside.mjs';

/** The ModuleFederationPlugin options of an app's production config. */
async function federationOptions(/** @type {string} */ dir) {
  const { default: createConfig } = await import(pathToFileURL(path.join(repoRoot, dir, 'webpack.config.mjs')).href);
  const config = createConfig({}, { mode: 'production' });
  const plugin = config.plugins.find((/** @type {any} */ p) => p.constructor.name === 'ModuleFederationPlugin');
  assert.ok(plugin, `${dir} has no ModuleFederationPlugin`);
  return {
    options: plugin._options,
    output: config.output,
    devServer: config.devServer,
    devtool: config.devtool,
    plugins: config.plugins,
  };
}

describe('federation config', () => {
  it('gives every app the same singletons, prefix keys included', async () => {
    const shared = await Promise.all(browserApps.map(async (app) => (await federationOptions(app.dir)).options.shared));
    const keys = Object.keys(shared[0]);
    assert.deepEqual(keys.sort(), [
      '@finance/shared',
      '@finance/shared/data',
      '@tanstack/react-query',
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

describe('production builds', () => {
  it('ship no source map to the browser: no bundle points at one, and every map is moved beside dist/', async () => {
    for (const app of browserApps) {
      const { output, devtool, plugins } = await federationOptions(app.dir);
      // "hidden": the bundles carry no sourceMappingURL comment.
      assert.equal(devtool, 'hidden-source-map', app.dir);
      const mover = plugins.find((/** @type {any} */ p) => p instanceof SourceMapsOutsidePlugin);
      assert.ok(mover, `${app.dir} keeps its maps in dist/`);
      assert.equal(mover.mapsDir, path.join(repoRoot, app.dir, 'sourcemaps'), app.dir);
      assert.ok(!mover.mapsDir.startsWith(`${path.resolve(output.path)}${path.sep}`), app.dir);
      // The kept fallback build of the tree-shaken react-router loses the maps an older build left there.
      const keep = output.clean.keep;
      assert.equal(keep('independent-packages/react_router/federation-runtime.js'), true, app.dir);
      assert.equal(keep('independent-packages/react_router/federation-runtime.js.map'), false, app.dir);
    }
  });
});

describe('dev servers', () => {
  it('serve each app alone on its contract port and 127.0.0.1, with client-side routes and CORS for remotes', async () => {
    for (const app of browserApps) {
      const { devServer } = await federationOptions(app.dir);
      assert.equal(devServer.port, app.defaultPort, app.dir);
      // This machine only, as every local server (webpack-dev-server's default is every interface).
      assert.equal(devServer.host, '127.0.0.1', app.dir);
      assert.equal(devServer.historyApiFallback, true, app.dir);
      if (app.role === 'remote') assert.equal(devServer.headers['Access-Control-Allow-Origin'], '*', app.dir);
    }
  });
});
