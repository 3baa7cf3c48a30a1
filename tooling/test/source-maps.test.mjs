// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import webpack from 'webpack';
import { SourceMapsOutsidePlugin } from '../webpack/source-maps-outside.mjs';

/** @param {import('webpack').Configuration} config @returns {Promise<void>} */
function build(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      });
    });
  });
}

/** @param {string} dir @returns {string[]} every file below dir, relative to it */
const filesUnder = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe('SourceMapsOutsidePlugin', () => {
  it("moves every source map out of the served folder, a nested build's too, and starts each build afresh", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'finance-source-maps-'));
    fs.writeFileSync(path.join(root, 'index.js'), 'export const answer = 6 * 7;\nconsole.log(answer);\n');
    const dist = path.join(root, 'dist');
    const mapsDir = path.join(root, 'sourcemaps');
    fs.mkdirSync(mapsDir);
    fs.writeFileSync(path.join(mapsDir, 'main.old.js.map'), '{}');
    const plugin = new SourceMapsOutsidePlugin({ mapsDir });
    /** @param {string} outputPath @returns {import('webpack').Configuration} */
    const config = (outputPath) => ({
      mode: 'production',
      context: root,
      entry: './index.js',
      devtool: 'hidden-source-map',
      output: { path: outputPath, filename: 'main.js' },
      plugins: [plugin],
    });
    try {
      // The app's build, then one that inherits its plugins into a folder below it (the shared fallback build).
      await build(config(dist));
      await build(config(path.join(dist, 'independent-packages', 'pkg')));
      assert.deepEqual(filesUnder(dist), ['independent-packages/pkg/main.js', 'main.js']);
      assert.deepEqual(filesUnder(mapsDir), ['independent-packages/pkg/main.js.map', 'main.js.map']);
      assert.doesNotMatch(fs.readFileSync(path.join(dist, 'main.js'), 'utf8'), /sourceMappingURL/);
      const map = JSON.parse(fs.readFileSync(path.join(mapsDir, 'main.js.map'), 'utf8'));
      assert.ok(
        map.sources.some((/** @type {string} */ source) => source.endsWith('/index.js')),
        map.sources,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
