// @ts-check
// A production build's source maps, out of the folder that is served: a browser gets no map (so no source), while
// error reporting and the page-load bench (e2e/bench/script-origins.ts) read them from beside the build.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** The folder, beside an app's dist/, that holds its production build's source maps; never served. */
export const SOURCE_MAPS = 'sourcemaps';

/**
 * Moves every source map a compilation makes (with devtool 'hidden-source-map', no bundle points at one) from the
 * served folder to mapsDir, keeping its path below the folder. It also acts in the compilations that inherit the
 * app's plugins, such as the tree-shaken react-router's fallback build (dist/independent-packages/), whose maps
 * land beside their bundles otherwise. The first compiler it is applied to is the app's own: its output folder is
 * the served one, and each build starts from an empty mapsDir.
 */
export class SourceMapsOutsidePlugin {
  /** @param {{mapsDir: string}} options */
  constructor({ mapsDir }) {
    this.mapsDir = mapsDir;
    /** @type {string | undefined} */
    this.servedDir = undefined;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const mapsDir = this.mapsDir;
    if (this.servedDir === undefined) {
      // The configured folder: compiler.outputPath is set only after the plugins are applied.
      this.servedDir = path.resolve(compiler.context, compiler.options.output.path ?? 'dist');
      compiler.hooks.beforeRun.tap(SourceMapsOutsidePlugin.name, () =>
        fs.rmSync(mapsDir, { recursive: true, force: true }),
      );
    }
    const servedDir = this.servedDir;
    compiler.hooks.thisCompilation.tap(SourceMapsOutsidePlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: SourceMapsOutsidePlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
          const below = path.relative(servedDir, outputPath);
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.map')) continue;
            compilation.renameAsset(name, path.relative(outputPath, path.join(mapsDir, below, name)));
          }
        },
      );
    });
  }
}
